import type {
  BridgeRequest,
  Credentials,
  IpcArgs,
  IpcChannel,
  IpcResult,
  Theme,
} from '../shared/ipc-contract.ts'

/** The one thing the preload needs from ipcRenderer (a fake in tests). */
export interface Invoker {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>
}

/**
 * The renderer's whole reach into the desktop: a few functions grouped by domain, each on its
 * own invoke channel. Nothing here hands out ipcRenderer, Node or the access token.
 */
export function createDesktopApi(ipc: Invoker) {
  const call = <C extends IpcChannel>(channel: C, ...args: IpcArgs<C>) =>
    ipc.invoke(channel, ...args) as Promise<IpcResult<C>>

  return {
    server: {
      /** The configured API origin, or null before the first run's setup. */
      address: () => call('server:address'),
      /** Asks `<address>/api/v1/health` without saving anything. */
      check: (address: string) => call('server:check', address),
      /** Checks, saves and reloads the app against the new server (signing out of the old one). */
      save: (address: string) => call('server:save', address),
    },
    auth: {
      signIn: (credentials: Credentials) =>
        call('auth:sign-in', { email: credentials.email, password: credentials.password }),
      signOut: () => call('auth:sign-out'),
      currentUser: () => call('auth:current-user'),
    },
    api: {
      send: (request: BridgeRequest) => call('api:send', request),
    },
    preferences: {
      theme: () => call('preferences:theme'),
      setTheme: (theme: Theme) => call('preferences:set-theme', theme),
      sidebarOpen: () => call('preferences:sidebar-open'),
      setSidebarOpen: (open: boolean) => call('preferences:set-sidebar-open', open),
    },
    links: {
      /** Opens an http(s) address in the system browser. */
      openExternal: (url: string) => call('links:open-external', url),
    },
  }
}

export type DesktopApi = ReturnType<typeof createDesktopApi>

/** The name the API is exposed under: `window.pathshala`. */
export const BRIDGE_KEY = 'pathshala'
