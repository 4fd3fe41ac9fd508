import { describe, expect, test, vi } from 'vitest'
import { IPC_CHANNELS } from '../main/ipc-handlers.ts'
import { createDesktopApi } from './desktop-api.ts'

function surface(value: unknown, prefix = ''): string[] {
  return Object.entries(value as Record<string, unknown>).flatMap(([key, member]) =>
    typeof member === 'function' ? [`${prefix}${key}`] : surface(member, `${prefix}${key}.`)
  )
}

describe('the preload API', () => {
  test('exposes exactly these functions, grouped by domain', () => {
    const api = createDesktopApi({ invoke: vi.fn() })
    expect(surface(api).sort()).toEqual(
      [
        'api.send',
        'auth.currentUser',
        'auth.signIn',
        'auth.signOut',
        'links.openExternal',
        'preferences.setSidebarOpen',
        'preferences.setTheme',
        'preferences.sidebarOpen',
        'preferences.theme',
        'server.address',
        'server.check',
        'server.save',
      ].sort()
    )
  })

  test('each function uses its own channel, and together they cover what main handles', async () => {
    const invoke = vi.fn(async (_channel: string, ..._args: unknown[]) => null)
    const api = createDesktopApi({ invoke })
    await api.server.address()
    await api.server.check('http://x')
    await api.server.save('http://x')
    await api.auth.signIn({ email: 'a@b.c', password: 'p' })
    await api.auth.signOut()
    await api.auth.currentUser()
    await api.api.send({ url: 'http://x/api/v1/health', method: 'GET', headers: {}, body: null })
    await api.preferences.theme()
    await api.preferences.setTheme('light')
    await api.preferences.sidebarOpen()
    await api.preferences.setSidebarOpen(true)
    await api.links.openExternal('https://example.com')
    const channels = invoke.mock.calls.map(([channel]) => channel)
    expect(new Set(channels).size).toBe(channels.length)
    expect([...channels].sort()).toEqual([...IPC_CHANNELS].sort())
  })

  test('passes only the credentials it names', async () => {
    const invoke = vi.fn(async () => null)
    await createDesktopApi({ invoke }).auth.signIn({
      email: 'a@b.c',
      password: 'p',
      admin: true,
    } as never)
    expect(invoke).toHaveBeenCalledWith('auth:sign-in', { email: 'a@b.c', password: 'p' })
  })
})

describe('the preload script', () => {
  test('exposes the API as window.pathshala and nothing of ipcRenderer itself', async () => {
    const exposeInMainWorld = vi.fn()
    const invoke = vi.fn(async () => 'http://127.0.0.1:3333')
    const ipcRenderer = { invoke, on: vi.fn(), send: vi.fn(), sendSync: vi.fn() }
    vi.doMock('electron', () => ({ contextBridge: { exposeInMainWorld }, ipcRenderer }))
    await import('./index.ts')
    expect(exposeInMainWorld).toHaveBeenCalledTimes(1)
    const [key, api] = exposeInMainWorld.mock.calls[0]!
    expect(key).toBe('pathshala')
    expect(Object.keys(api).sort()).toEqual(['api', 'auth', 'links', 'preferences', 'server'])
    const members = (value: unknown): unknown[] =>
      Object.values(value as object).flatMap((member) =>
        typeof member === 'function' ? [member] : members(member)
      )
    for (const member of members(api)) {
      expect(Object.values(ipcRenderer)).not.toContain(member)
      expect(member).not.toBe(ipcRenderer)
    }
    expect(await api.server.address()).toBe('http://127.0.0.1:3333')
    expect(invoke).toHaveBeenCalledWith('server:address')
    vi.doUnmock('electron')
  })
})
