import { describe, expect, test, vi } from 'vitest'
import { denyAllPermissions } from './permissions.ts'

describe('denyAllPermissions', () => {
  test('answers no to every permission request, check, device and screen capture', () => {
    const handlers: Record<string, (...args: any[]) => unknown> = {}
    const session = {
      setPermissionRequestHandler: vi.fn((handler) => (handlers.request = handler)),
      setPermissionCheckHandler: vi.fn((handler) => (handlers.check = handler)),
      setDevicePermissionHandler: vi.fn((handler) => (handlers.device = handler)),
      setDisplayMediaRequestHandler: vi.fn((handler) => (handlers.display = handler)),
    }
    denyAllPermissions(session as any)

    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'clipboard-read',
      'openExternal',
    ]) {
      const callback = vi.fn()
      handlers.request({}, permission, callback, {})
      expect(callback).toHaveBeenCalledWith(false)
    }
    expect(handlers.check({}, 'media', 'app://admin', {})).toBe(false)
    expect(handlers.device({ deviceType: 'usb' })).toBe(false)
    const streams = vi.fn()
    handlers.display({}, streams)
    expect(streams).toHaveBeenCalledWith(null)
  })
})
