import type { FieldError, UploadFileInput, UploadJobView } from '@pathshala/shared'
import type { User } from './api-contract.ts'
import type { DraftWriteResult } from './local-drafts.ts'

/**
 * Everything that crosses between the renderer and the main process, one channel per call.
 * Main registers a handler for each channel and the preload exposes one function per channel,
 * so both sides are checked against this one list.
 */

export type Theme = 'dark' | 'light'

/** An API call the renderer asks the main process to send (main adds the bearer token). */
export interface BridgeRequest {
  url: string
  method: string
  headers: Record<string, string>
  body: string | null
}

export interface BridgeResponse {
  status: number
  statusText: string
  headers: Array<[string, string]>
  body: string
}

/** A refused call, shaped like the API's own error answer so the renderer can rebuild an ApiError. */
export interface BridgeFailure {
  ok: false
  /** 0 when the server could not be reached. */
  status: number
  message: string
  errors: FieldError[]
}

export type SignInResult =
  | {
      ok: true
      user: User
      /** false: the system offers no safe storage, so the next start asks for a sign-in again. */
      remembered: boolean
    }
  | BridgeFailure

export type CurrentUserResult =
  | {
      ok: true
      user: User | null
      /**
       * true: the server did not answer, and this is the Admin the kept sign-in last belonged
       * to (the app opens offline, with its local drafts).
       */
      offline?: boolean
    }
  | BridgeFailure

export type ServerCheckResult = { ok: true; origin: string } | BridgeFailure

export interface Credentials {
  email: string
  password: string
}

/** A file chosen in the native dialog for a bulk upload: its path is its key. */
export interface PickedDiskFile {
  key: string
  name: string
  size: number
}

/** main -> renderer: the bulk upload queue changed (jobs with progress, speed, time left). */
export const UPLOADS_CHANGED_EVENT = 'uploads:changed'

export interface IpcContract {
  'server:address': { args: []; result: string | null }
  'server:check': { args: [address: string]; result: ServerCheckResult }
  'server:save': { args: [address: string]; result: ServerCheckResult }
  'auth:sign-in': { args: [credentials: Credentials]; result: SignInResult }
  'auth:sign-out': { args: []; result: void }
  'auth:current-user': { args: []; result: CurrentUserResult }
  'api:send': { args: [request: BridgeRequest]; result: BridgeResponse | BridgeFailure }
  'preferences:theme': { args: []; result: Theme }
  'preferences:set-theme': { args: [theme: Theme]; result: void }
  'preferences:sidebar-open': { args: []; result: boolean | null }
  'preferences:set-sidebar-open': { args: [open: boolean]; result: void }
  'links:open-external': { args: [url: string]; result: boolean }
  /** Local drafts (local-drafts.ts): values cross as JSON text, null when there is none. */
  'drafts:get': { args: [key: string]; result: string | null }
  'drafts:set': { args: [key: string, json: string]; result: DraftWriteResult }
  'drafts:delete': { args: [key: string]; result: void }
  'drafts:keys': { args: [prefix: string]; result: string[] }
  /** How many changes the renderer has not sent yet; main asks before closing while any wait. */
  'work:set-unsent': { args: [count: number]; result: void }
  /** Bulk uploads, run by main from disk (src/main/bulk-uploads.ts). */
  'uploads:list': { args: []; result: UploadJobView[] }
  'uploads:add': { args: [files: UploadFileInput[]]; result: void }
  'uploads:pause': { args: [key: string]; result: void }
  'uploads:resume': { args: [key: string]; result: void }
  'uploads:cancel': { args: [key: string]; result: void }
  'uploads:retry': { args: [key: string]; result: void }
  'uploads:remove': { args: [key: string]; result: void }
  'uploads:pick': { args: [mode: 'files' | 'folder']; result: PickedDiskFile[] }
}

export type IpcChannel = keyof IpcContract
export type IpcArgs<C extends IpcChannel> = IpcContract[C]['args']
export type IpcResult<C extends IpcChannel> = IpcContract[C]['result']

/** The custom scheme the renderer is served from; its origin is what the API's CORS accepts. */
export const APP_SCHEME = 'app'
export const APP_HOST = 'admin'
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`

/** The API origin offered on first run: `npm start` on this machine. */
export const DEFAULT_SERVER_ADDRESS = 'http://127.0.0.1:3333'

/** How long a remembered sidebar state counts (a week, as the web's cookie). */
export const SIDEBAR_STATE_MAX_AGE_SECONDS = 604_800
