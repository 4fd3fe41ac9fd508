import { useEffect } from 'react'
import { useAtom } from 'jotai'
import { atomWithStorage } from 'jotai/utils'

export type Theme = 'dark' | 'light'

/** Dark by default (spec section 1); the choice is remembered in this browser. */
export const themeAtom = atomWithStorage<Theme>('pathshala-theme', 'dark')

/** Keeps Blueprint's dark class on <html> and <body> in step with the theme. */
export function useThemeClass() {
  const [theme] = useAtom(themeAtom)
  useEffect(() => {
    for (const element of [document.documentElement, document.body]) {
      element.classList.toggle('bp6-dark', theme === 'dark')
    }
  }, [theme])
}
