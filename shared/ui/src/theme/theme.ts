import { useEffect } from 'react'
import { useAtom } from 'jotai'
import { atomWithStorage, createJSONStorage } from 'jotai/utils'

export type Theme = 'dark' | 'light'

/**
 * Where the choice is kept (JSON, like every jotai storage atom). An app's HTML reads it too, in a
 * small script that applies a remembered light theme before the first paint.
 */
export const THEME_STORAGE_KEY = 'pathshala-theme'

function isTheme(value: unknown): value is Theme {
  return value === 'dark' || value === 'light'
}

const storage = createJSONStorage<Theme>(() => localStorage)
// Anything but a known theme (an older or hand-edited value) falls back to the default.
const validatedStorage = {
  ...storage,
  getItem: (key: string, initialValue: Theme): Theme => {
    const stored = storage.getItem(key, initialValue)
    return isTheme(stored) ? stored : initialValue
  },
}

/**
 * Dark by default; the choice is remembered in this browser. Read on init so a
 * light-theme visitor never sees the page render dark first.
 */
export const themeAtom = atomWithStorage<Theme>(THEME_STORAGE_KEY, 'dark', validatedStorage, {
  getOnInit: true,
})

/** Keeps Blueprint's dark class on <html> and <body> in step with the theme. */
export function useThemeClass() {
  const [theme] = useAtom(themeAtom)
  useEffect(() => {
    for (const element of [document.documentElement, document.body]) {
      element.classList.toggle('bp6-dark', theme === 'dark')
    }
    document.documentElement.style.colorScheme = theme
  }, [theme])
}
