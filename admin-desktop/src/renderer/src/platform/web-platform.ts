import { createApiClient, isApiError } from '@pathshala/shared'
import { readSidebarCookie, readStoredTheme, sidebarCookie, storeTheme } from './browser-storage.ts'
import type { Platform } from './platform.ts'

/**
 * The admin in the browser, served by the API at /admin: same origin, so the session cookie
 * with the XSRF header (the shared client's cookie mode), localStorage for the theme and a
 * week-long cookie for the sidebar.
 */
export function createWebPlatform(page: Window = window): Platform {
  const api = createApiClient({ baseUrl: '/api/v1', auth: { kind: 'cookie' } })
  const origin = page.location.origin
  return {
    kind: 'web',
    api,
    session: {
      async currentUser() {
        try {
          const { body } = await api.auth.validate()
          return body.user
        } catch (error) {
          if (isApiError(error) && error.status === 401) return null
          throw error
        }
      },
      async signOut() {
        await api.auth.logout()
      },
    },
    signIn: null,
    server: null,
    preferences: {
      theme: async () => readStoredTheme(page.localStorage),
      setTheme: async (theme) => storeTheme(page.localStorage, theme),
      sidebarOpen: async () => readSidebarCookie(page.document.cookie),
      setSidebarOpen: async (open) => {
        page.document.cookie = sidebarCookie(open, page.location.protocol === 'https:')
      },
    },
    links: {
      storefront: (path) => `${origin}${path}`,
      openExternal: (url) => void page.open(url, '_blank', 'noopener,noreferrer'),
      // a full page load: the storefront is another app on this site
      leaveFor: (path) => page.location.replace(path),
    },
  }
}
