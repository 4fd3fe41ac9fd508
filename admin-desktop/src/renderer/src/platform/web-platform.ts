import { createContractClient, nullWhenSignedOut } from '@pathshala/shared'
import type { ApiRegistry } from '../../../shared/api-contract.ts'
import { readSidebarCookie, readStoredTheme, sidebarCookie, storeTheme } from './browser-storage.ts'
import { createConnectivity, reportReachability, type NetworkEvents } from './connectivity.ts'
import { createIndexedDbDrafts } from './indexeddb-drafts.ts'
import type { Platform } from './platform.ts'
import { createUnsentWorkTally, warnBeforeUnload } from './unsent-work-tally.ts'

/**
 * The admin in the browser, served by the API at /admin: same origin, so the session cookie
 * with the XSRF header (the shared client's cookie mode), localStorage for the theme and a
 * week-long cookie for the sidebar, IndexedDB for local drafts.
 */
export function createWebPlatform(
  page: Window = window,
  network: NetworkEvents = window
): Platform {
  const connectivity = createConnectivity(network)
  const api = createContractClient<ApiRegistry>({
    baseUrl: '/api/v1',
    auth: { kind: 'cookie' },
    // the global fetch looked up per call, so one stubbed after start-up is still used
    fetch: reportReachability((input, init) => globalThis.fetch(input, init), connectivity),
  })
  const origin = page.location.origin
  return {
    kind: 'web',
    api,
    session: {
      currentUser: async () => {
        const answer = await nullWhenSignedOut(api.post('/auth/validate', { body: {} }))
        return answer?.body.user ?? null
      },
      async signOut() {
        await api.post('/auth/logout', { body: {} })
      },
    },
    signIn: null,
    server: null,
    preferences: {
      theme: async () => readStoredTheme(page.localStorage),
      setTheme: async (theme) => storeTheme(page.localStorage, theme),
      sidebarOpen: async () => readSidebarCookie(page.document.cookie),
      setSidebarOpen: async (open) => {
        page.document.cookie = sidebarCookie(open, page.location.protocol === 'https:')
      },
    },
    localDrafts: createIndexedDbDrafts(),
    connectivity: { online: connectivity.online, subscribe: connectivity.subscribe },
    unsentWork: createUnsentWorkTally(warnBeforeUnload(page)),
    links: {
      storefront: (path) => `${origin}${path}`,
      openExternal: (url) => void page.open(url, '_blank', 'noopener,noreferrer'),
      // a full page load: the storefront is another app on this site
      leaveFor: (path) => page.location.replace(path),
    },
  }
}
