import { useCallback, useEffect, useLayoutEffect, useState } from 'react'
import { usePlatform } from '../../platform/index.ts'
import { useIsMobile } from './use-is-mobile.ts'

/** Ctrl+B, or Cmd+B on a Mac, with no other modifier. */
export function isSidebarShortcut(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    event.key.toLowerCase() === 'b'
  )
}

/**
 * The sidebar's state. On a wide window it is expanded or collapsed, and the choice is kept
 * through the platform (a week); on a phone-sized one it is a drawer that starts closed each
 * time. `ready` turns true once the saved choice is read, so the sidebar never jumps.
 */
export function useSidebarState() {
  const platform = usePlatform()
  const isMobile = useIsMobile()
  const [expanded, setExpanded] = useState<boolean | null>(null)
  const [drawerOpen, setDrawerOpen] = useState(false)

  useEffect(() => {
    let current = true
    platform.preferences
      .sidebarOpen()
      .catch(() => null)
      .then((saved) => {
        if (current) setExpanded((state) => state ?? saved ?? true)
      })
    return () => {
      current = false
    }
  }, [platform])

  const toggle = useCallback(() => {
    if (isMobile) {
      setDrawerOpen((open) => !open)
      return
    }
    const next = !(expanded ?? true)
    setExpanded(next)
    // a preference that cannot be saved only costs the next start its state
    platform.preferences.setSidebarOpen(next).catch(() => {})
  }, [expanded, isMobile, platform])

  // attached before the layout is painted, so a shortcut pressed once the sidebar shows is heard
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return
      event.preventDefault()
      toggle()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [toggle])

  return {
    ready: expanded !== null,
    isMobile,
    expanded: expanded ?? true,
    drawerOpen: isMobile && drawerOpen,
    closeDrawer: useCallback(() => setDrawerOpen(false), []),
    toggle,
  }
}
