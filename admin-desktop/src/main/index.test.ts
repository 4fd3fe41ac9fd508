import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import log from 'electron-log/node'
import { afterAll, describe, expect, test, vi } from 'vitest'
import { IPC_CHANNELS } from './ipc-handlers.ts'
import { fakeApi, json } from './testing/fake-api.ts'

const electron = await vi.hoisted(async () => {
  const { fakeElectron } = await import('./testing/fake-electron.ts')
  return fakeElectron()
})

vi.mock('electron', () => ({ default: electron.api, ...electron.api }))
// the updater is off in an unpackaged app
vi.mock('electron-updater', () => ({ default: { autoUpdater: { on: vi.fn() } } }))

afterAll(() => rmSync(electron.userData, { recursive: true, force: true }))

const trusted = { senderFrame: { url: 'app://admin/' } }

describe('the main process entry', () => {
  test('registers the app scheme and the sandbox before the app is ready', async () => {
    // the real logger (it writes into the test folder), without catching this test run's errors
    vi.spyOn(log.errorHandler, 'startCatching').mockImplementation(() => {})
    // a drafts file from an earlier run that cannot be read
    mkdirSync(electron.userData, { recursive: true })
    writeFileSync(join(electron.userData, 'drafts.json'), '{ "drafts": ')
    await import('./index.ts')
    expect(electron.api.protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      expect.objectContaining({
        scheme: 'app',
        privileges: expect.objectContaining({ standard: true, secure: true }),
      }),
    ])
    expect(electron.api.app.enableSandbox).toHaveBeenCalled()
    expect(electron.api.protocol.handle).not.toHaveBeenCalled()
    expect(electron.windows).toHaveLength(0)
  })

  test('once ready: guards, permissions, the app protocol, every IPC channel, then the window', async () => {
    electron.markReady()
    await vi.waitFor(() => expect(electron.windows).toHaveLength(1))

    expect(electron.order.indexOf('registerSchemesAsPrivileged')).toBeLessThan(
      electron.order.indexOf('protocol.handle')
    )
    expect(electron.api.protocol.handle).toHaveBeenCalledWith('app', expect.any(Function))
    const permissions = electron.api.session.defaultSession
    expect(permissions.setPermissionRequestHandler).toHaveBeenCalled()
    expect(permissions.setPermissionCheckHandler).toHaveBeenCalled()
    expect(electron.appListeners.has('web-contents-created')).toBe(true)
    // exactly the typed contract: no channel (nor preload) of the logger or anything else
    expect([...electron.ipcHandlers.keys()].sort()).toEqual([...IPC_CHANNELS].sort())
    expect([...electron.ipcListeners.keys()]).toEqual([])
    expect(electron.api.session.defaultSession.setPreloads).not.toHaveBeenCalled()
    expect(electron.api.session.defaultSession.registerPreloadScript).not.toHaveBeenCalled()

    const [window] = electron.windows
    expect(window.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      preload: expect.stringMatching(/preload[/\\]index\.cjs$/),
      // an unpackaged (development) app
      devTools: true,
    })
    expect(window.loadURL).toHaveBeenCalledWith('app://admin/')
    expect(electron.api.Menu.setApplicationMenu).toHaveBeenCalledTimes(1)

    // the unreadable drafts file was kept, and the admin is told once the window shows
    const keptAs = readdirSync(electron.userData).find((name) =>
      name.startsWith('drafts.unreadable-')
    )
    expect(keptAs).toBeDefined()
    window.listeners.get('ready-to-show')()
    expect(window.show).toHaveBeenCalled()
    expect(electron.api.dialog.showMessageBox).toHaveBeenCalledWith(window, {
      type: 'warning',
      message: 'Your local drafts file could not be read.',
      detail: expect.stringContaining(`It was kept as ${join(electron.userData, keptAs!)}`),
    })
    window.listeners.get('ready-to-show')()
    expect(electron.api.dialog.showMessageBox).toHaveBeenCalledTimes(1)
  })

  test('closing with unsent work asks first, and "Quit anyway" quits; a crashed page is reloaded', async () => {
    const [window] = electron.windows
    const onClose = window.listeners.get('close')

    const quiet = { preventDefault: vi.fn(), defaultPrevented: false }
    onClose(quiet)
    expect(quiet.preventDefault).not.toHaveBeenCalled()

    await electron.ipcHandlers.get('work:set-unsent')!(trusted, 2)
    electron.api.dialog.showMessageBox.mockResolvedValueOnce({ response: 1 })
    const busy = {
      preventDefault: vi.fn(() => (busy.defaultPrevented = true)),
      defaultPrevented: false,
    }
    onClose(busy)
    expect(busy.preventDefault).toHaveBeenCalled()
    // the whole app, also on macOS where a closed window leaves it running
    await vi.waitFor(() => expect(electron.api.app.quit).toHaveBeenCalledTimes(1))
    const [, question] = electron.api.dialog.showMessageBox.mock.calls.at(-1)!
    expect(question?.message).toBe('2 changes have not reached the server yet.')
    // the quit closes the window again: answered already, so it is not stopped nor asked twice
    const quitting = { preventDefault: vi.fn(), defaultPrevented: false }
    onClose(quitting)
    expect(quitting.preventDefault).not.toHaveBeenCalled()
    expect(electron.api.dialog.showMessageBox).toHaveBeenCalledTimes(1)

    const gone = window.listeners.get('render-process-gone')
    gone({}, { reason: 'crashed' })
    expect(window.reload).toHaveBeenCalledTimes(1)
  })

  test('the handlers work against the settings file and the session', async () => {
    const call = (channel: string, ...args: unknown[]) =>
      electron.ipcHandlers.get(channel)!(trusted, ...args)
    expect(await call('server:address')).toBeNull()
    expect(await call('auth:current-user')).toEqual({ ok: true, user: null })
    await call('preferences:set-theme', 'light')
    expect(await call('preferences:theme')).toBe('light')
    await call('preferences:set-sidebar-open', false)
    expect(await call('preferences:sidebar-open')).toBe(false)
    expect(await call('links:open-external', 'file:///etc/passwd')).toBe(false)
    expect(await call('links:open-external', 'https://pathshala.example.com/home')).toBe(true)
    expect(electron.api.shell.openExternal).toHaveBeenCalledTimes(1)
    expect(() =>
      electron.ipcHandlers.get('preferences:theme')!({
        senderFrame: { url: 'https://evil.example/' },
      })
    ).toThrow()
  })

  test('saving a server learns where its pictures live, and the next page allows them', async () => {
    const api = fakeApi({
      'GET /api/v1/health': () => json(200, { success: true, status: 'ok', database: true }),
      'GET /api/v1/config': () =>
        json(200, {
          success: true,
          message: 'OK',
          data: { mediaOrigin: 'https://cdn.example.net' },
        }),
    })
    vi.stubGlobal('fetch', api.send)
    const policy = async () => {
      const page = await electron.protocolHandlers.get('app')!(new Request('app://admin/'))
      return page.headers.get('content-security-policy')!
    }
    expect(await policy()).not.toContain('https://cdn.example.net')

    const saved = await electron.ipcHandlers.get('server:save')!(
      trusted,
      'https://pathshala.example.com'
    )

    expect(saved).toEqual({ ok: true, origin: 'https://pathshala.example.com' })
    expect(api.calls.map((call) => call.url)).toEqual([
      'https://pathshala.example.com/api/v1/health',
      'https://pathshala.example.com/api/v1/config',
    ])
    expect(await policy()).toMatch(/img-src [^;]*https:\/\/cdn\.example\.net/)
    expect(await policy()).toMatch(/media-src [^;]*https:\/\/cdn\.example\.net/)
  })
})
