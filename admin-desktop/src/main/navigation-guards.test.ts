import { describe, expect, test, vi } from 'vitest'
import type { WebContents } from 'electron'
import {
  guardEveryWebContents,
  guardNavigation,
  isAppUrl,
  isExternalWebUrl,
} from './navigation-guards.ts'

type Listener = (...args: any[]) => void

function fakeContents() {
  const listeners = new Map<string, Listener>()
  let openHandler: ((details: { url: string }) => { action: string }) | null = null
  const contents = {
    on: vi.fn((event: string, listener: Listener) => {
      listeners.set(event, listener)
      return contents
    }),
    setWindowOpenHandler: vi.fn((handler: typeof openHandler) => {
      openHandler = handler
    }),
  }
  function navigate(event: string, url: string) {
    const navigation = { preventDefault: vi.fn() }
    listeners.get(event)!(navigation, url)
    return navigation.preventDefault.mock.calls.length > 0
  }
  return {
    contents: contents as unknown as WebContents,
    navigate,
    open: (url: string) => openHandler!({ url }),
    listeners,
  }
}

describe('guardNavigation', () => {
  test('the window never navigates away; web links go to the system browser instead', () => {
    const openExternal = vi.fn()
    const page = fakeContents()
    guardNavigation(page.contents, openExternal)

    expect(page.navigate('will-navigate', 'https://pathshala.example.com/home/store')).toBe(true)
    expect(openExternal).toHaveBeenCalledWith('https://pathshala.example.com/home/store')

    expect(page.navigate('will-navigate', 'http://127.0.0.1:3333/home')).toBe(true)
    expect(openExternal).toHaveBeenCalledTimes(2)
  })

  test('other schemes are refused and never handed to the system', () => {
    const openExternal = vi.fn()
    const page = fakeContents()
    guardNavigation(page.contents, openExternal)
    for (const url of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'smb://server/share',
      'ms-settings:privacy',
      'app://elsewhere/index.html',
      'https://user:pass@example.com/',
    ]) {
      expect(page.navigate('will-navigate', url)).toBe(true)
    }
    expect(openExternal).not.toHaveBeenCalled()
  })

  test("the app's own pages load normally (a restart after a server change)", () => {
    const openExternal = vi.fn()
    const page = fakeContents()
    guardNavigation(page.contents, openExternal)
    expect(page.navigate('will-navigate', 'app://admin/')).toBe(false)
    expect(page.navigate('will-redirect', 'app://admin/settings')).toBe(false)
    expect(page.navigate('will-redirect', 'https://example.com/')).toBe(true)
  })

  test('new windows are always denied; http(s) targets open in the system browser', () => {
    const openExternal = vi.fn()
    const page = fakeContents()
    guardNavigation(page.contents, openExternal)
    expect(page.open('https://pathshala.example.com/home')).toEqual({ action: 'deny' })
    expect(openExternal).toHaveBeenCalledWith('https://pathshala.example.com/home')
    expect(page.open('file:///C:/Windows/System32/calc.exe')).toEqual({ action: 'deny' })
    expect(page.open('app://admin/settings')).toEqual({ action: 'deny' })
    expect(openExternal).toHaveBeenCalledTimes(1)
  })

  test('webviews are never attached', () => {
    const page = fakeContents()
    guardNavigation(page.contents, vi.fn())
    const event = { preventDefault: vi.fn() }
    page.listeners.get('will-attach-webview')!(event)
    expect(event.preventDefault).toHaveBeenCalled()
  })
})

describe('guardEveryWebContents', () => {
  test('guards every web contents created later, not just the first window', () => {
    let created: Listener | null = null
    const app = { on: vi.fn((_event: string, listener: Listener) => (created = listener)) }
    const openExternal = vi.fn()
    guardEveryWebContents(app, openExternal)
    expect(app.on).toHaveBeenCalledWith('web-contents-created', expect.any(Function))

    const later = fakeContents()
    created!({}, later.contents)
    expect(later.navigate('will-navigate', 'https://example.com/')).toBe(true)
    expect(later.open('https://example.com/')).toEqual({ action: 'deny' })
  })
})

describe('URL checks', () => {
  test('only http and https count as external web pages', () => {
    expect(isExternalWebUrl('https://example.com/a?b')).toBe(true)
    expect(isExternalWebUrl('http://127.0.0.1:3333/')).toBe(true)
    expect(isExternalWebUrl('HTTPS://EXAMPLE.COM')).toBe(true)
    expect(isExternalWebUrl('ftp://example.com')).toBe(false)
    expect(isExternalWebUrl('not a url')).toBe(false)
  })

  test("the app's origin is app://admin and nothing else", () => {
    expect(isAppUrl('app://admin/')).toBe(true)
    expect(isAppUrl('app://admin/course/draft')).toBe(true)
    expect(isAppUrl('app://admin.evil/')).toBe(false)
    expect(isAppUrl('https://admin/')).toBe(false)
    expect(isAppUrl('')).toBe(false)
  })
})
