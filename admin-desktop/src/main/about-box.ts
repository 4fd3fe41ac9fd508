import type { UpdateState } from './update-state.ts'
import { TRY_AGAIN, updateStatusText, type UpdateMessageBox } from './update-messages.ts'

export const COPYRIGHT = 'Copyright © 2026 Pathshala'

/**
 * The About box, a message box of our own rather than Electron's about panel (which differs
 * between macOS, Windows and Linux): the name, the version, where updating stands and, after a
 * failed update, the failure and a way to try again. Admins only ever get a new version through
 * updates, so this is where they look when one does not come.
 */
export function aboutBox(state: UpdateState, version: string): UpdateMessageBox {
  const failed = state.kind === 'failed'
  return {
    type: 'info',
    message: 'Pathshala Admin',
    detail: `Version ${version}\n\n${updateStatusText(state)}\n\n${COPYRIGHT}`,
    buttons: failed ? [TRY_AGAIN, 'OK'] : ['OK'],
    retryButton: failed ? 0 : null,
  }
}
