/** What the entry point needs to give up cleanly when the app cannot start. */
export interface StartFailurePorts {
  log: { error(...args: unknown[]): void }
  /** dialog.showErrorBox: works before and after the app is ready, with no window. */
  showErrorBox(title: string, content: string): void
  releaseSingleInstanceLock(): void
  exit(code: number): void
  logFile: string
}

export const START_FAILURE_TITLE = 'Pathshala Admin could not start'

/**
 * A failure while starting (a damaged settings file, a missing resource) must not leave a
 * process with no window holding the single-instance lock: every later launch would then do
 * nothing. So: log it, say so in a native box, let go of the lock and exit with an error code.
 * Each step runs even when the one before it throws.
 */
export function failToStart(error: unknown, ports: StartFailurePorts): void {
  const reason = error instanceof Error ? error.message : String(error)
  const attempts = [
    () => ports.log.error('start failed', error),
    () =>
      ports.showErrorBox(
        START_FAILURE_TITLE,
        `${reason}\n\nThe details are in the log file ${ports.logFile}. Try starting the app again; if this keeps happening, send that file to support.`
      ),
    () => ports.releaseSingleInstanceLock(),
  ]
  for (const attempt of attempts) {
    try {
      attempt()
    } catch {
      // nothing more to do about it: the exit below matters most
    }
  }
  ports.exit(1)
}
