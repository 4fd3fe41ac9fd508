import { describe, expect, test, vi } from 'vitest'
import { guardPermissions } from './permissions.ts'
import { isAppUrl } from './navigation-guards.ts'

function guarded() {
  const handlers: Record<string, (...args: any[]) => unknown> = {}
  const session = {
    setPermissionRequestHandler: vi.fn((handler) => (handlers.request = handler)),
    setPermissionCheckHandler: vi.fn((handler) => (handlers.check = handler)),
    setDevicePermissionHandler: vi.fn((handler) => (handlers.device = handler)),
    setDisplayMediaRequestHandler: vi.fn((handler) => (handlers.display = handler)),
  }
  guardPermissions(session as any, isAppUrl)
  const request = (permission: string, requestingUrl: string) => {
    const callback = vi.fn()
    handlers.request!({}, permission, callback, { requestingUrl })
    return callback.mock.calls[0]![0]
  }
  return { handlers, request }
}

describe('guardPermissions', () => {
  test('answers no to every permission request, check, device and screen capture', () => {
    const { handlers, request } = guarded()
    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'clipboard-read',
      'openExternal',
    ]) {
      expect(request(permission, 'app://admin/'), permission).toBe(false)
    }
    expect(handlers.check!({}, 'media', 'app://admin', {})).toBe(false)
    expect(handlers.check!({}, 'clipboard-read', 'app://admin', {})).toBe(false)
    expect(handlers.device!({ deviceType: 'usb' })).toBe(false)
    const streams = vi.fn()
    handlers.display!({}, streams)
    expect(streams).toHaveBeenCalledWith(null)
  })

  test("lets the app's own page write to the clipboard (the Copy buttons), and no other page", () => {
    const { handlers, request } = guarded()
    expect(request('clipboard-sanitized-write', 'app://admin/transactions')).toBe(true)
    expect(handlers.check!({}, 'clipboard-sanitized-write', 'app://admin', {})).toBe(true)

    expect(request('clipboard-sanitized-write', 'https://evil.example/')).toBe(false)
    expect(handlers.check!({}, 'clipboard-sanitized-write', 'https://evil.example', {})).toBe(false)
    expect(handlers.check!({}, 'clipboard-sanitized-write', 'app://other', {})).toBe(false)
  })
})
