import { useEffect, useEffectEvent, type RefObject } from 'react'
import { mayDrivePlayer, shortcutKey } from '../../lib/player-shortcuts.ts'

/** What each key does ('k', ' ', 'ArrowLeft'...); a key left out does nothing. */
export type PlayerKeyActions = Partial<Record<string, () => void>>

/**
 * Listens on the document, not the player, so the keys also work with nothing focused (the
 * page body); `mayDrivePlayer` keeps them away from fields and other parts of the page.
 */
export function useKeyboardControl(
  player: RefObject<HTMLElement | null>,
  enabled: boolean,
  actions: PlayerKeyActions
) {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const action = actions[shortcutKey(event.key)]
    if (!action || !player.current || !mayDrivePlayer(event, player.current)) return
    // Space and the arrows would scroll the page as well
    event.preventDefault()
    action()
  })

  useEffect(() => {
    if (!enabled) return
    const listener = (event: KeyboardEvent) => onKeyDown(event)
    document.addEventListener('keydown', listener)
    return () => document.removeEventListener('keydown', listener)
  }, [enabled])
}
