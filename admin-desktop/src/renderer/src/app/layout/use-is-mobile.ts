import { useCallback, useSyncExternalStore } from 'react'

/** Below this width the sidebar becomes a drawer and the top bar's links move into a menu. */
export const MOBILE_QUERY = '(max-width: 767.98px)'

/** Whether the window matches a media query now, following it as the window changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query]
  )
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches)
}

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY)
}
