import { useSyncExternalStore } from 'react'

/** Below this width the sidebar becomes a drawer and the top bar's links move into a menu. */
export const MOBILE_QUERY = '(max-width: 767.98px)'

function subscribe(onChange: () => void) {
  const query = window.matchMedia(MOBILE_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(MOBILE_QUERY).matches)
}
