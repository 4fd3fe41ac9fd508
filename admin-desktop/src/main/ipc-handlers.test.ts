import { describe, expect, test, vi } from 'vitest'
import type { IpcChannel } from '../shared/ipc-contract.ts'
import { EventEmitter } from 'node:events'
import {
  closeUnexpectedChannels,
  IPC_CHANNELS,
  registerIpcHandlers,
  type IpcHandlers,
} from './ipc-handlers.ts'
import { isAppUrl } from './navigation-guards.ts'

function setUp() {
  const registered = new Map<string, (event: any, ...args: unknown[]) => unknown>()
  const ipcMain = {
    handle: vi.fn((channel: string, listener: any) => registered.set(channel, listener)),
  }
  const handlers = Object.fromEntries(
    IPC_CHANNELS.map((channel) => [channel, vi.fn(async () => 'handled')])
  ) as unknown as IpcHandlers & Record<IpcChannel, ReturnType<typeof vi.fn>>
  registerIpcHandlers(ipcMain, handlers, isAppUrl)
  const invoke = (channel: IpcChannel, frameUrl: string | null, ...args: unknown[]) =>
    registered.get(channel)!({ senderFrame: frameUrl === null ? null : { url: frameUrl } }, ...args)
  return { registered, handlers, invoke }
}

describe('registerIpcHandlers', () => {
  test('one handler per channel of the contract', () => {
    const { registered } = setUp()
    expect([...registered.keys()].sort()).toEqual([...IPC_CHANNELS].sort())
  })

  test("answers the app's own page with the checked arguments", async () => {
    const { handlers, invoke } = setUp()
    await invoke('auth:sign-in', 'app://admin/', {
      email: 'a@b.c',
      password: 'x',
      extra: 'dropped',
    })
    expect(handlers['auth:sign-in']).toHaveBeenCalledWith({ email: 'a@b.c', password: 'x' })
    await invoke('preferences:set-sidebar-open', 'app://admin/settings', false)
    expect(handlers['preferences:set-sidebar-open']).toHaveBeenCalledWith(false)
  })

  test('refuses any other sender: another page, a frame that is gone', () => {
    const { handlers, invoke } = setUp()
    expect(() => invoke('auth:current-user', 'https://evil.example.com/')).toThrow(/Refused/)
    expect(() => invoke('auth:current-user', 'file:///tmp/x.html')).toThrow(/Refused/)
    expect(() => invoke('auth:current-user', null)).toThrow(/Refused/)
    expect(handlers['auth:current-user']).not.toHaveBeenCalled()
  })

  test('refuses arguments of the wrong shape', () => {
    const { handlers, invoke } = setUp()
    expect(() => invoke('preferences:set-theme', 'app://admin/', 'blue')).toThrow(
      /Invalid arguments/
    )
    expect(() => invoke('preferences:set-sidebar-open', 'app://admin/', 'yes')).toThrow(
      /Invalid arguments/
    )
    expect(() => invoke('auth:sign-in', 'app://admin/', { email: 1 })).toThrow(/Invalid arguments/)
    expect(() => invoke('server:check', 'app://admin/', 'x'.repeat(5000))).toThrow(
      /Invalid arguments/
    )
    expect(() => invoke('auth:sign-out', 'app://admin/', 'unexpected')).toThrow(/Invalid arguments/)
    expect(() =>
      invoke('api:send', 'app://admin/', {
        url: 'https://x',
        method: 'GET',
        headers: { a: 1 },
        body: null,
      })
    ).toThrow(/Invalid arguments/)
    expect(handlers['preferences:set-theme']).not.toHaveBeenCalled()
  })

  test('the drafts channels take a key of 1-500 characters and JSON text', async () => {
    const { handlers, invoke } = setUp()
    await invoke('drafts:set', 'app://admin/', 'u1:wizard.new', '{"step":1}')
    expect(handlers['drafts:set']).toHaveBeenCalledWith('u1:wizard.new', '{"step":1}')
    await invoke('drafts:keys', 'app://admin/', '')
    expect(handlers['drafts:keys']).toHaveBeenCalledWith('')

    expect(() => invoke('drafts:get', 'app://admin/', '')).toThrow(/Invalid arguments/)
    expect(() => invoke('drafts:delete', 'app://admin/', 'k'.repeat(501))).toThrow(
      /Invalid arguments/
    )
    expect(() => invoke('drafts:set', 'app://admin/', 'k', { step: 1 })).toThrow(
      /Invalid arguments/
    )
    expect(() => invoke('drafts:keys', 'app://admin/', 7)).toThrow(/Invalid arguments/)
    expect(() => invoke('drafts:get', 'https://evil.example.com/', 'k')).toThrow(/Refused/)
    expect(handlers['drafts:get']).not.toHaveBeenCalled()
  })
  test('the uploads channels take file descriptions and a picking mode, nothing else', async () => {
    const { handlers, invoke } = setUp()
    const file = { key: '/d/a.pdf', fileName: 'a.pdf', size: 12, preset: 'pathshala_books_pdf' }
    await invoke('uploads:add', 'app://admin/', [{ ...file, extra: 'dropped' }])
    expect(handlers['uploads:add']).toHaveBeenCalledWith([file])
    await invoke('uploads:pick', 'app://admin/', 'folder')
    expect(handlers['uploads:pick']).toHaveBeenCalledWith('folder')

    expect(() => invoke('uploads:add', 'app://admin/', [{ ...file, size: -1 }])).toThrow(
      /Invalid arguments/
    )
    expect(() => invoke('uploads:add', 'app://admin/', 'a.pdf')).toThrow(/Invalid arguments/)
    expect(() => invoke('uploads:pick', 'app://admin/', 'anything')).toThrow(/Invalid arguments/)
    expect(() => invoke('uploads:pause', 'app://admin/', 7)).toThrow(/Invalid arguments/)
  })

  test('the unsent-work count is a whole number of changes, 0 or more', async () => {
    const { handlers, invoke } = setUp()
    await invoke('work:set-unsent', 'app://admin/', 3)
    expect(handlers['work:set-unsent']).toHaveBeenCalledWith(3)
    for (const bad of [-1, 1.5, '2', null]) {
      expect(() => invoke('work:set-unsent', 'app://admin/', bad)).toThrow(/Invalid arguments/)
    }
  })
})

describe('closeUnexpectedChannels', () => {
  test('drops the listeners libraries opened on ipcMain and names them', () => {
    const ipcMain = new EventEmitter()
    ipcMain.on('electron-store-get-data', () => {})
    ipcMain.on('__ELECTRON_LOG__', () => {})
    expect(closeUnexpectedChannels(ipcMain)).toEqual([
      'electron-store-get-data',
      '__ELECTRON_LOG__',
    ])
    expect(ipcMain.eventNames()).toEqual([])
  })
})
