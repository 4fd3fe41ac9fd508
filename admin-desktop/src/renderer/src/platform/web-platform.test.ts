import { describe, expect, test, vi } from 'vitest'
import { readSidebarCookie, sidebarCookie } from './browser-storage.ts'
import { createWebPlatform } from './web-platform.ts'

describe('the web platform', () => {
  test("the theme is kept under the storefront's key, shared by the whole site", async () => {
    const platform = createWebPlatform()
    expect(await platform.preferences.theme()).toBeNull()
    await platform.preferences.setTheme('light')
    expect(localStorage.getItem('pathshala-theme')).toBe('"light"')
    expect(await platform.preferences.theme()).toBe('light')
    localStorage.setItem('pathshala-theme', 'not json')
    expect(await platform.preferences.theme()).toBeNull()
  })

  test('the sidebar state is a cookie for the admin pages that lasts a week', async () => {
    expect(sidebarCookie(false, false)).toBe(
      'sidebar_state=false; Path=/admin; Max-Age=604800; SameSite=Lax'
    )
    expect(sidebarCookie(true, true)).toContain('; Secure')
    expect(readSidebarCookie('a=b; sidebar_state=true')).toBe(true)
    expect(readSidebarCookie('sidebar_state=false')).toBe(false)
    expect(readSidebarCookie('sidebar_state=maybe')).toBeNull()
    expect(readSidebarCookie('')).toBeNull()

    const written: string[] = []
    const page = {
      location: { origin: 'https://pathshala.example.com', protocol: 'https:', replace: vi.fn() },
      localStorage,
      document: {
        get cookie() {
          return written.at(-1)?.split(';')[0] ?? ''
        },
        set cookie(value: string) {
          written.push(value)
        },
      },
    } as unknown as Window
    const platform = createWebPlatform(page)
    await platform.preferences.setSidebarOpen(false)
    expect(written).toEqual([
      'sidebar_state=false; Path=/admin; Max-Age=604800; SameSite=Lax; Secure',
    ])
    expect(await platform.preferences.sidebarOpen()).toBe(false)
  })

  test('sign out goes through the cookie session with the XSRF header', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D; Path=/'
    const fetch = vi.fn(async () => new Response('{"success":true}', { status: 200 }))
    vi.stubGlobal('fetch', fetch)
    await createWebPlatform().session.signOut()
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/auth/logout',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        headers: expect.objectContaining({ 'X-XSRF-TOKEN': 'abc=' }),
      })
    )
    document.cookie = 'XSRF-TOKEN=; Max-Age=0; Path=/'
  })

  test('the web admin has no sign-in or server of its own', () => {
    const platform = createWebPlatform()
    expect(platform.signIn).toBeNull()
    expect(platform.server).toBeNull()
    expect(platform.kind).toBe('web')
  })
})
