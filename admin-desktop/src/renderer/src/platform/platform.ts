import type { ApiClient, User } from '@pathshala/shared'
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
 * Everything the renderer needs from the host it runs in. Two implementations: the desktop app
 * (the preload bridge; the main process holds the token and sends the API calls) and the browser
 * at /admin (the session cookie with the XSRF header, browser storage and a cookie). Chosen once
 * at start; screens never check which one they got, only what it offers.
 */
export interface Platform {
  readonly kind: 'desktop' | 'web'
  /** The shared API client, wired for this host. */
  readonly api: ApiClient
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
  readonly links: {
    /** The absolute address of a storefront page (`/home`, `/home/store`, ...). */
    storefront(path: string): string
    /** Opens an http(s) page outside the admin: the system browser, or a new tab. */
    openExternal(url: string): void
    /** Leaves the admin for a storefront page (the web admin's answer to a visitor). */
    leaveFor(path: string): void
  }
}
