import { useCallback, useEffect, useLayoutEffect, useState } from 'react'
import { usePlatform } from '../../platform/index.ts'
import { useMediaQuery } from '@pathshala/ui'
import { useIsMobile } from './use-is-mobile.ts'

/**
 * Below this width (a tablet, a narrow window) the sidebar is collapsed to its icons, so a
 * screen's tables keep their columns, unless the admin chose to open it: a choice is kept
 * whatever the width.
 */
export const NARROW_QUERY = '(max-width: 1023.98px)'

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
 * through the platform (a week); until the admin chooses, it is expanded, or collapsed while the
 * window is narrower than NARROW_QUERY. On a phone-sized one it is a drawer that starts closed
 * each time. `ready` turns true once the saved choice is read, so the sidebar never jumps.
 */
export function useSidebarState() {
  const platform = usePlatform()
  const isMobile = useIsMobile()
  const isNarrow = useMediaQuery(NARROW_QUERY)
  // undefined until the saved choice is read; null when the admin has made none
  const [choice, setChoice] = useState<boolean | null | undefined>(undefined)
  const expanded = choice ?? !isNarrow
  const [drawerOpen, setDrawerOpen] = useState(false)

  useEffect(() => {
    let current = true
    platform.preferences
      .sidebarOpen()
      .catch(() => null)
      .then((saved) => {
        // a toggle made while the choice was read wins over it
        if (current) setChoice((state) => (state === undefined ? (saved ?? null) : state))
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
    const next = !expanded
    setChoice(next)
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
    ready: choice !== undefined,
    isMobile,
    expanded,
    drawerOpen: isMobile && drawerOpen,
    closeDrawer: useCallback(() => setDrawerOpen(false), []),
    toggle,
  }
}
