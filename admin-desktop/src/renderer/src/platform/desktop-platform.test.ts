import { describe, expect, test } from 'vitest'
import { fakeBridge, testUser } from '../test/fake-bridge.ts'
import { createDesktopPlatform } from './desktop-platform.ts'

const online = { navigator: { onLine: true }, addEventListener: () => {} }

describe('the desktop platform', () => {
  test('a kept sign-in answered offline opens as that Admin, and connectivity says offline', async () => {
    const bridge = fakeBridge()
    bridge.auth.currentUser.mockImplementationOnce(async () => ({
      ok: true as const,
      user: testUser(),
      offline: true,
    }))
    const platform = createDesktopPlatform(
      bridge,
      'https://pathshala.example.com',
      () => {},
      online
    )
    expect(platform.connectivity.online()).toBe(true)
    expect(await platform.session.currentUser()).toMatchObject({ _id: 'u1' })
    expect(platform.connectivity.online()).toBe(false)
  })

  test('an answer from the server leaves connectivity online', async () => {
    const bridge = fakeBridge({ user: testUser() })
    const platform = createDesktopPlatform(
      bridge,
      'https://pathshala.example.com',
      () => {},
      online
    )
    expect(await platform.session.currentUser()).toMatchObject({ _id: 'u1' })
    expect(platform.connectivity.online()).toBe(true)
  })
})
