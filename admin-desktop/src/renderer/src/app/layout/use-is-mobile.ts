import { useMediaQuery } from '@pathshala/ui'

/** Below this width the sidebar becomes a drawer and the top bar's links move into a menu. */
export const MOBILE_QUERY = '(max-width: 767.98px)'

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY)
}
