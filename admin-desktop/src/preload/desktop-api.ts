import type {
  BridgeRequest,
  Credentials,
  IpcArgs,
  IpcChannel,
  IpcResult,
  Theme,
} from '../shared/ipc-contract.ts'
import { UPLOADS_CHANGED_EVENT } from '../shared/ipc-contract.ts'
import type { UploadFileInput, UploadJobView } from '@pathshala/shared'

/** The one thing the preload needs from ipcRenderer (a fake in tests). */
export interface Invoker {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>
  /** main -> renderer events (the bulk upload queue's changes); returns the unsubscribe. */
  subscribe?(channel: string, listener: (...args: unknown[]) => void): () => void
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
    work: {
      /** Tells main how many changes are not on the server yet (0 when all are). */
      setUnsent: (count: number) => call('work:set-unsent', count),
    },
    uploads: {
      /** The bulk upload queue main runs from disk, as it stands. */
      list: () => call('uploads:list'),
      /** Queues files chosen with `pick` (or the placeholder thumbnail). */
      add: (files: UploadFileInput[]) => call('uploads:add', files),
      pause: (key: string) => call('uploads:pause', key),
      resume: (key: string) => call('uploads:resume', key),
      cancel: (key: string) => call('uploads:cancel', key),
      retry: (key: string) => call('uploads:retry', key),
      remove: (key: string) => call('uploads:remove', key),
      /** The native dialog: PDFs and images, or a folder of them. */
      pick: (mode: 'files' | 'folder') => call('uploads:pick', mode),
      /** Called with every job after each change; returns the unsubscribe. */
      onChange: (listener: (jobs: UploadJobView[]) => void) =>
        ipc.subscribe?.(UPLOADS_CHANGED_EVENT, (jobs) => listener(jobs as UploadJobView[])) ??
        (() => {}),
    },
    drafts: {
      /** The JSON text saved under the key, or null. */
      get: (key: string) => call('drafts:get', key),
      /** Saves JSON text; refused (ok: false) over the size limit. */
      set: (key: string, json: string) => call('drafts:set', key, json),
      delete: (key: string) => call('drafts:delete', key),
      keys: (prefix: string) => call('drafts:keys', prefix),
    },
  }
}

export type DesktopApi = ReturnType<typeof createDesktopApi>

/** The name the API is exposed under: `window.pathshala`. */
export const BRIDGE_KEY = 'pathshala'
