import { ApiError, createContractClient } from '@pathshala/shared'
import type { ApiRegistry } from '../../../shared/api-contract.ts'
import type { DesktopApi } from '../../../preload/desktop-api.ts'
import type { BridgeFailure } from '../../../shared/ipc-contract.ts'
import { createBridgeDrafts } from './bridge-drafts.ts'
import { createBridgeFetch } from './bridge-fetch.ts'
import { createConnectivity, reportReachability, type NetworkEvents } from './connectivity.ts'
import { createDesktopUploads } from './desktop-uploads.ts'
import type { Platform } from './platform.ts'
import { createUnsentWorkTally } from './unsent-work-tally.ts'

function toApiError(failure: BridgeFailure): ApiError {
  return new ApiError(failure.status, failure.message, failure.errors, failure)
}

/**
 * The desktop app: the preload bridge for everything. The API client's calls are sent by the
 * main process (which holds the token), against the server chosen at first run.
 */
export function createDesktopPlatform(
  bridge: DesktopApi,
  serverAddress: string | null,
  restart: () => void = () => window.location.replace('/'),
  page: NetworkEvents = window
): Platform {
  const connectivity = createConnectivity(page)
  const api = createContractClient<ApiRegistry>({
    baseUrl: `${serverAddress ?? ''}/api/v1`,
    // main adds the token; the page never has it
    auth: { kind: 'token', getToken: () => null },
    // main answers status 0 when the server cannot be reached, which the bridge fetch throws
    fetch: reportReachability(
      createBridgeFetch(bridge.api, (input, init) => globalThis.fetch(input, init)),
      connectivity
    ),
  })

  async function checked(result: Promise<Awaited<ReturnType<DesktopApi['server']['check']>>>) {
    const answer = await result
    if (!answer.ok) throw toApiError(answer)
    return answer.origin
  }

  return {
    kind: 'desktop',
    api,
    bulkUploads: bridge.uploads ? createDesktopUploads(bridge.uploads) : undefined,
    session: {
      async currentUser() {
        const answer = await bridge.auth.currentUser()
        if (!answer.ok) throw toApiError(answer)
        // started without the server: the kept sign-in opens the app, which shows it is offline
        if (answer.offline) connectivity.unreachable()
        return answer.user
      },
      signOut: () => bridge.auth.signOut(),
    },
    async signIn(credentials) {
      const answer = await bridge.auth.signIn(credentials)
      if (!answer.ok) throw toApiError(answer)
      return { user: answer.user, remembered: answer.remembered }
    },
    server: {
      address: serverAddress,
      check: (address) => checked(bridge.server.check(address)),
      save: (address) => checked(bridge.server.save(address)),
      restart,
    },
    preferences: {
      theme: () => bridge.preferences.theme(),
      setTheme: (theme) => bridge.preferences.setTheme(theme),
      sidebarOpen: () => bridge.preferences.sidebarOpen(),
      setSidebarOpen: (open) => bridge.preferences.setSidebarOpen(open),
    },
    localDrafts: createBridgeDrafts(bridge.drafts),
    connectivity: { online: connectivity.online, subscribe: connectivity.subscribe },
    // main asks before closing, quitting or updating while the total is above 0
    unsentWork: createUnsentWorkTally((total) => void bridge.work.setUnsent(total)),
    links: {
      storefront: (path) => `${serverAddress ?? ''}${path}`,
      openExternal: (url) => void bridge.links.openExternal(url),
      leaveFor: (path) => void bridge.links.openExternal(`${serverAddress ?? ''}${path}`),
    },
  }
}
