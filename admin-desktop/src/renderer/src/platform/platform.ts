import type { UnsentWork } from './unsent-work-tally.ts'
import type { UploadFileInput, UploadJobView } from '@pathshala/shared'
import type { AdminApiClient, User } from '../../../shared/api-contract.ts'
import type { Credentials, Theme } from '../../../shared/ipc-contract.ts'

export type { Credentials, Theme }

export interface SignedIn {
  user: User
  /** false: the sign-in lasts until the app closes (no safe storage on this system). */
  remembered: boolean
}

export interface ServerConnection {
  /** The API origin in use, null before the first run's setup. */
  readonly address: string | null
  /** Resolves with the origin when `<address>/api/v1/health` answers; rejects with an ApiError. */
  check(address: string): Promise<string>
  /** Checks and saves the address; the app must then restart against it (see `restart`). */
  save(address: string): Promise<string>
  /** Reloads the app, which picks up the saved server (and its Content-Security-Policy). */
  restart(): void
}

export interface Preferences {
  theme(): Promise<Theme | null>
  setTheme(theme: Theme): Promise<void>
  /** The sidebar's open state saved in the last 7 days, else null. */
  sidebarOpen(): Promise<boolean | null>
  setSidebarOpen(open: boolean): Promise<void>
}

/**
 * Work kept on this machine until the server has it (the course wizard's drafts): the desktop
 * keeps it in its own file through the bridge, the browser in IndexedDB. Keys are the caller's
 * (namespace them per signed-in user); a value over 5 MB is refused.
 */
export interface LocalDraftStore {
  /** The value saved under `key`, null when none. Values are JSON-serialisable. */
  get<T>(key: string): Promise<T | null>
  set(key: string, value: unknown): Promise<void>
  delete(key: string): Promise<void>
  /** Every key starting with `prefix`. */
  keys(prefix?: string): Promise<string[]>
}

/**
 * Whether the API can be reached: false once the system reports no network or a call gets no
 * answer, true again on the next answer (or when the system reports the network back). Every
 * call through `api` counts; to look again while offline, call `api.get('/health')`.
 */
export interface Connectivity {
  online(): boolean
  /** Called with each change; returns the unsubscribe. */
  subscribe(listener: (online: boolean) => void): () => void
}

/** A file picked with the desktop's own dialog: its path is its key. */
export interface PickedDiskFile {
  key: string
  name: string
  size: number
}

/**
 * Desktop only: bulk uploads run in the main process, which reads the files from disk and keeps
 * the queue (upload ids, confirmed offsets) across restarts. Jobs are reported as they change.
 */
export interface DesktopUploads {
  snapshot(): UploadJobView[]
  subscribe(listener: (jobs: UploadJobView[]) => void): () => void
  add(files: UploadFileInput[]): Promise<void>
  pause(key: string): Promise<void>
  resume(key: string): Promise<void>
  cancel(key: string): Promise<void>
  retry(key: string): Promise<void>
  remove(key: string): Promise<void>
  /** The native dialog: PDFs and images, or every one of them in a folder. */
  pick(mode: 'files' | 'folder'): Promise<PickedDiskFile[]>
}

/**
 * Everything the renderer needs from the host it runs in. Two implementations: the desktop app
 * (the preload bridge; the main process holds the token and sends the API calls) and the browser
 * at /admin (the session cookie with the XSRF header, browser storage and a cookie). Chosen once
 * at start; screens never check which one they got, only what it offers.
 */
export interface Platform {
  readonly kind: 'desktop' | 'web'
  /** The shared API client, wired for this host. */
  readonly api: AdminApiClient
  readonly session: {
    /** The signed-in user, null when nobody is; rejects with an ApiError when that is unknown. */
    currentUser(): Promise<User | null>
    signOut(): Promise<void>
  }
  /**
   * Email and password sign-in for Admins (rejects with an ApiError, also for a non-admin).
   * Null on the web: there the storefront signs people in, and /admin sends everyone else to it.
   */
  readonly signIn: ((credentials: Credentials) => Promise<SignedIn>) | null
  /** Which API server to use: only the desktop app chooses; the web admin is served by it. */
  readonly server: ServerConnection | null
  readonly preferences: Preferences
  readonly localDrafts: LocalDraftStore
  readonly connectivity: Connectivity
  /** Screens report work the server does not have yet (see unsent-work-tally.ts). */
  readonly unsentWork: UnsentWork
  /** Desktop only (absent on the web, where the page uploads the picked Files itself). */
  readonly bulkUploads?: DesktopUploads
  readonly links: {
    /** The absolute address of a storefront page (`/home`, `/home/store`, ...). */
    storefront(path: string): string
    /** Opens an http(s) page outside the admin: the system browser, or a new tab. */
    openExternal(url: string): void
    /** Leaves the admin for a storefront page (the web admin's answer to a visitor). */
    leaveFor(path: string): void
  }
}
