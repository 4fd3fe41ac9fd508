import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while React adopts the HTML the build prerendered (and in that build's render), true in
 * every render after it and in any page rendered in the browser from the start. A part that
 * depends on this browser's state (the remembered theme) renders after hydration, so the
 * adopted markup always matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false
  )
}
