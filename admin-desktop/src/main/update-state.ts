/** Which part of updating went wrong: finding out about a version, fetching it, or installing it. */
export type UpdateStep = 'check' | 'download' | 'install'

/**
 * Where updating stands, as the menu item and the About box show it. The installed version keeps
 * working in every state: a failure only means the next version has not arrived yet.
 */
export type UpdateState =
  /** This copy does not update itself (an unpackaged development build). */
  | { kind: 'off' }
  /** Not checked yet in this run. */
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'up-to-date'; checkedAt: Date }
  /** `percent` is null until the first progress report. */
  | { kind: 'downloading'; version: string; percent: number | null }
  /** Downloaded: installs on restart, or when the app next quits. */
  | { kind: 'ready'; version: string }
  | {
      kind: 'failed'
      whatFailed: UpdateStep
      /** The version being fetched or installed; null when the check itself failed. */
      version: string | null
      /** In plain words for the admin; the raw error is in the log. */
      message: string
      /** The update server could not be reached, as when the computer is offline. */
      unreachable: boolean
      when: Date
    }
