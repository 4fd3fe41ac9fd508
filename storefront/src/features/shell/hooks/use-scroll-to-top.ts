import { useEffect } from 'react'

/** A new page starts at its top, as it would after a full page load. */
export function useScrollToTopOnNavigate(pathname: string) {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 })
  }, [pathname])
}
