import { describe, expect, test } from 'vitest'
import { fakeBridge } from '../test/fake-bridge.ts'
import { choosePlatform } from './choose-platform.ts'

describe('choosePlatform', () => {
  test('the desktop when the preload put its bridge on the window, with the saved server', async () => {
    const bridge = fakeBridge()
    bridge.server.address.mockResolvedValueOnce('https://pathshala.example.com')
    const page = Object.assign(Object.create(window), { pathshala: bridge }) as Window
    const platform = await choosePlatform(page)
    expect(platform.kind).toBe('desktop')
    expect(platform.server?.address).toBe('https://pathshala.example.com')
    expect(platform.signIn).toBeTypeOf('function')
    expect(platform.links.storefront('/home')).toBe('https://pathshala.example.com/home')
  })

  test('the web otherwise', async () => {
    const platform = await choosePlatform(window)
    expect(platform.kind).toBe('web')
    expect(platform.server).toBeNull()
  })
})
