import type { Page } from '@playwright/test'

export type Theme = 'dark' | 'light'

/** Where the storefront keeps the theme (jotai atomWithStorage, JSON-encoded). */
export const THEME_KEY = 'pathshala-theme'

/**
 * Switches the storefront to `theme` the way a returning visitor has it: stores the choice and
 * reloads, so the page starts in that theme (no reload when the page shows the stored theme
 * already). On a blank page it first opens /home.
 */
export async function setTheme(page: Page, theme: Theme) {
  if (!page.url().startsWith('http')) await page.goto('/home')
  const changed = await page.evaluate(
    ([key, value]) => {
      // stored and shown already: a reload would only draw the same page again
      const stored = JSON.stringify(value)
      const shown = document.documentElement.classList.contains('bp6-dark') === (value === 'dark')
      if (localStorage.getItem(key) === stored && shown) return false
      localStorage.setItem(key, stored)
      return true
    },
    [THEME_KEY, theme] as const
  )
  if (!changed) return
  await page.reload()
  await page.waitForFunction(
    (dark) =>
      document.documentElement.classList.contains('bp6-dark') === dark &&
      document.body.classList.contains('bp6-dark') === dark,
    theme === 'dark'
  )
}

/** The theme the page shows now (Blueprint's dark class on <html>). */
export function currentTheme(page: Page): Promise<Theme> {
  return page.evaluate(() =>
    document.documentElement.classList.contains('bp6-dark') ? 'dark' : 'light'
  )
}
