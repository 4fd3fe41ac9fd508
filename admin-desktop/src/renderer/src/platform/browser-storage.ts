import { SIDEBAR_STATE_MAX_AGE_SECONDS, type Theme } from '../../../shared/ipc-contract.ts'

/** The storefront's key: the admin pages share the visitor's theme on the same site. */
export const THEME_STORAGE_KEY = 'pathshala-theme'
export const SIDEBAR_COOKIE_NAME = 'sidebar_state'

export function readStoredTheme(storage: Storage): Theme | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(THEME_STORAGE_KEY) ?? 'null')
    return value === 'dark' || value === 'light' ? value : null
  } catch {
    return null
  }
}

export function storeTheme(storage: Storage, theme: Theme) {
  storage.setItem(THEME_STORAGE_KEY, JSON.stringify(theme))
}

export function readSidebarCookie(cookies: string): boolean | null {
  for (const pair of cookies.split(';')) {
    const [name, value] = pair.trim().split('=')
    if (name !== SIDEBAR_COOKIE_NAME) continue
    if (value === 'true') return true
    if (value === 'false') return false
  }
  return null
}

/** The sidebar's state for a week, on the admin's pages only. */
export function sidebarCookie(open: boolean, secure: boolean): string {
  return [
    `${SIDEBAR_COOKIE_NAME}=${open}`,
    'Path=/admin',
    `Max-Age=${SIDEBAR_STATE_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}
