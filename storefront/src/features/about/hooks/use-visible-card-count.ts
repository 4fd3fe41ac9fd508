import { useSyncExternalStore } from 'react'
import { visibleCardsForWidth } from '../lib/visible-cards.ts'

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange)
  return () => window.removeEventListener('resize', onChange)
}

/**
 * 3, 2 or 1 team cards for the window's width (the width media queries see), following resizes;
 * the count is a number, so resizing within one band does not re-render.
 */
export function useVisibleCardCount(): 1 | 2 | 3 {
  return useSyncExternalStore(
    subscribe,
    () => visibleCardsForWidth(window.innerWidth),
    () => 1
  )
}
