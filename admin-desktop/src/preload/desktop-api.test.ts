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
        'drafts.delete',
        'drafts.get',
        'drafts.keys',
        'drafts.set',
        'links.openExternal',
        'preferences.setSidebarOpen',
        'preferences.setTheme',
        'preferences.sidebarOpen',
        'preferences.theme',
        'server.address',
        'server.check',
        'server.save',
        'uploads.add',
        'uploads.cancel',
        'uploads.list',
        'uploads.onChange',
        'uploads.pause',
        'uploads.pick',
        'uploads.remove',
        'uploads.resume',
        'uploads.retry',
        'work.setUnsent',
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
    await api.drafts.get('u1:wizard')
    await api.drafts.set('u1:wizard', '{}')
    await api.drafts.delete('u1:wizard')
    await api.drafts.keys('u1:')
    await api.uploads.list()
    await api.uploads.add([{ key: '/d/a.pdf', fileName: 'a.pdf', size: 1, preset: 'p' }])
    await api.uploads.pause('/d/a.pdf')
    await api.uploads.resume('/d/a.pdf')
    await api.uploads.cancel('/d/a.pdf')
    await api.uploads.retry('/d/a.pdf')
    await api.uploads.remove('/d/a.pdf')
    await api.uploads.pick('folder')
    await api.work.setUnsent(2)
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
    const ipcRenderer = {
      invoke,
      on: vi.fn(),
      removeListener: vi.fn(),
      send: vi.fn(),
      sendSync: vi.fn(),
    }
    vi.doMock('electron', () => ({ contextBridge: { exposeInMainWorld }, ipcRenderer }))
    await import('./index.ts')
    expect(exposeInMainWorld).toHaveBeenCalledTimes(1)
    const [key, api] = exposeInMainWorld.mock.calls[0]!
    expect(key).toBe('pathshala')
    expect(Object.keys(api).sort()).toEqual([
      'api',
      'auth',
      'drafts',
      'links',
      'preferences',
      'server',
      'uploads',
      'work',
    ])
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
    // main's queue events reach the page as their payload only, never the IPC event
    const seen: unknown[] = []
    const unsubscribe = api.uploads.onChange((jobs: unknown) => seen.push(jobs))
    const [channel, forward] = ipcRenderer.on.mock.calls[0]! as unknown as [
      string,
      (...args: unknown[]) => void,
    ]
    expect(channel).toBe('uploads:changed')
    forward({ sender: 'ipc event' }, [{ key: 'a.pdf' }])
    expect(seen).toEqual([[{ key: 'a.pdf' }]])
    unsubscribe()
    vi.doUnmock('electron')
  })
})
