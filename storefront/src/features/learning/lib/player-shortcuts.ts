// Which key presses the lesson player answers (Space, K, the arrows, M, F, C).

/** Inputs a key press types into; a range slider or a checkbox types nothing. */
const TYPED_INPUT_TYPES = new Set([
  'text',
  'search',
  'email',
  'password',
  'tel',
  'url',
  'number',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
])

function isTypingField(element: Element): boolean {
  if (element instanceof HTMLInputElement) return TYPED_INPUT_TYPES.has(element.type)
  return (
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement ||
    (element instanceof HTMLElement && element.isContentEditable)
  )
}

/** A control's own keys: Space and Enter press a button, the arrows move a slider. */
function isControlsOwnKey(key: string, element: Element): boolean {
  if (key === ' ' || key === 'Enter') return element.closest('button, a, [role="button"]') !== null
  if (key.startsWith('Arrow')) {
    return element.closest('input[type="range"], [role="slider"]') !== null
  }
  return false
}

/** The key as the player's table names it: letters in lower case (Caps Lock, Shift). */
export function shortcutKey(key: string): string {
  return key.length === 1 ? key.toLowerCase() : key
}

/**
 * Whether a key press may drive the player: only with the page itself or the player focused,
 * never in a field being typed in (the rating's review box), never a key a focused control
 * answers itself, an open menu's keys, or a browser shortcut (Ctrl, Alt, Cmd).
 */
export function mayDrivePlayer(event: KeyboardEvent, player: HTMLElement): boolean {
  if (event.defaultPrevented || event.isComposing) return false
  if (event.ctrlKey || event.altKey || event.metaKey) return false
  const target = event.target
  if (target === document.body || target === document.documentElement) return true
  if (!(target instanceof Element) || !player.contains(target)) return false
  if (isTypingField(target) || target.closest('[role="menu"]')) return false
  return !isControlsOwnKey(event.key, target)
}
