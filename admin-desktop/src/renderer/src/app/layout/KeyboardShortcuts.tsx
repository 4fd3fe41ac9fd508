import { useEffect, useState } from 'react'
import { Classes, Dialog, DialogBody, HTMLTable } from '@blueprintjs/core'

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

/** The renderer's own shortcuts; the desktop menu never takes these keys (src/main/app-menu.ts). */
export const SHORTCUTS: ReadonlyArray<{ keys: string[]; does: string }> = [
  { keys: [isMac ? '⌘' : 'Ctrl', 'B'], does: 'Show or hide the sidebar' },
  { keys: ['?'], does: 'List the keyboard shortcuts' },
  { keys: ['Esc'], does: 'Close a dialog or a menu' },
]

function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}

/** '?' anywhere but in a field opens the list of shortcuts. */
export function KeyboardShortcuts() {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey) return
      if (typingIn(event.target)) return
      event.preventDefault()
      setOpen(true)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
  return (
    <Dialog isOpen={open} onClose={() => setOpen(false)} title="Keyboard shortcuts">
      <DialogBody>
        <HTMLTable compact className={Classes.FILL}>
          <tbody>
            {SHORTCUTS.map((shortcut) => (
              <tr key={shortcut.does}>
                <td>
                  <span className={Classes.KEY_COMBO}>
                    {shortcut.keys.map((key) => (
                      <kbd key={key} className={Classes.KEY}>
                        {key}
                      </kbd>
                    ))}
                  </span>
                </td>
                <td>{shortcut.does}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </DialogBody>
    </Dialog>
  )
}
