import { useEffect, useRef } from 'react'
import { useAtomValue } from 'jotai'
import { themeAtom, useThemeClass } from '@pathshala/ui'
import { usePlatform } from '../platform/index.ts'

/**
 * Applies the kit's theme to the page and saves every change through the platform (the
 * desktop keeps it in its settings file, the web in this browser).
 */
export function ThemeKeeper() {
  useThemeClass()
  const platform = usePlatform()
  const theme = useAtomValue(themeAtom)
  const saved = useRef(theme)
  useEffect(() => {
    if (saved.current === theme) return
    saved.current = theme
    // an unsaved choice still applies until the app closes
    platform.preferences.setTheme(theme).catch(() => {})
  }, [platform, theme])
  return null
}
