import type { UpdateState } from './update-state.ts'

/** A native message box's words, and which of its buttons checks for updates again. */
export interface UpdateMessageBox {
  type: 'info' | 'warning'
  message: string
  detail: string
  buttons: string[]
  /** The index of "Try Again"; null when the box has none. */
  retryButton: number | null
}

export const TRY_AGAIN = 'Try Again'

const KEEPS_WORKING = 'The version you have keeps working.'

/** A date and time as the admin's system writes them. */
export function formatWhen(when: Date): string {
  return when.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
}

/** Where updating stands, in a sentence or two (the About box). */
export function updateStatusText(state: UpdateState): string {
  switch (state.kind) {
    case 'off':
      return 'This copy does not update itself (it is not an installed build).'
    case 'idle':
      return 'Pathshala Admin has not checked for updates yet.'
    case 'checking':
      return 'Checking for updates…'
    case 'up-to-date':
      return `Pathshala Admin is up to date (checked ${formatWhen(state.checkedAt)}).`
    case 'downloading':
      return state.percent === null
        ? `Downloading the update to ${state.version}…`
        : `Downloading the update to ${state.version} (${state.percent}%)…`
    case 'ready':
      return `The update to ${state.version} is ready: it is installed when Pathshala Admin restarts.`
    case 'failed':
      return `${state.message} (${formatWhen(state.when)})\n${KEEPS_WORKING}`
  }
}

/** The answer to a check the admin asked for that found nothing new. */
export function upToDateBox(version: string): UpdateMessageBox {
  return {
    type: 'info',
    message: `Pathshala Admin is up to date (version ${version}).`,
    detail: 'It checks again when it starts and every few hours.',
    buttons: ['OK'],
    retryButton: null,
  }
}

/** A failed check, download or install, with the retry. */
export function failureBox(state: Extract<UpdateState, { kind: 'failed' }>): UpdateMessageBox {
  const advice = state.unreachable ? 'Check the internet connection and try again. ' : ''
  return {
    type: 'warning',
    message: state.message,
    detail: `${advice}${KEEPS_WORKING}`,
    buttons: [TRY_AGAIN, 'OK'],
    retryButton: 0,
  }
}

/** "Restart to Update" while changes are still on their way to the server. */
export function restartAfterUnsentWorkBox(version: string, unsent: number): UpdateMessageBox {
  const changes = unsent === 1 ? '1 change has' : `${unsent} changes have`
  return {
    type: 'info',
    message: `The update to ${version} waits for your changes to reach the server.`,
    detail: `${changes} not reached the server yet. Pathshala Admin offers to restart as soon as they have; otherwise the update is installed the next time you quit.`,
    buttons: ['OK'],
    retryButton: null,
  }
}
