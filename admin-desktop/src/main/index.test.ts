import { rmSync } from 'node:fs'
import { afterAll, describe, expect, test, vi } from 'vitest'
import { IPC_CHANNELS } from './ipc-handlers.ts'

/** Electron as the entry point sees it: every piece a spy, the app ready when the test says. */
const electron = vi.hoisted(() => {
  let markReady: () => void = () => {}
  const ready = new Promise<void>((resolve) => (markReady = resolve))
  const userData = `${process.env.TMPDIR ?? '/tmp'}/pathshala-main-test-${process.pid}`
  const windows: any[] = []
  const ipcHandlers = new Map<string, (event: unknown, ...args: unknown[]) => unknown>()
  const appListeners = new Map<string, (...args: any[]) => void>()
  const order: string[] = []
  class BrowserWindow {
    static getAllWindows = () => windows
    options: any
    loadURL = vi.fn(async () => undefined)
    maximize = vi.fn()
    once = vi.fn()
    // kept by hand: the config restores mocks (and their recorded calls) between tests
    listeners = new Map<string, (...args: any[]) => void>()
    on = (event: string, listener: (...args: any[]) => void) => this.listeners.set(event, listener)
    reload = vi.fn()
    close = vi.fn()
    getNormalBounds = () => ({ x: 0, y: 0, width: 1280, height: 800 })
    isMaximized = () => false
    webContents = {
      on: (event: string, listener: (...args: any[]) => void) =>
        this.listeners.set(event, listener),
      send: vi.fn(),
    }
    constructor(options: any) {
      this.options = options
      windows.push(this)
    }
  }
  const workArea = { x: 0, y: 0, width: 1920, height: 1040 }
  const api = {
    app: {
      enableSandbox: vi.fn(() => order.push('enableSandbox')),
      requestSingleInstanceLock: vi.fn(() => true),
      quit: vi.fn(),
      on: vi.fn((event: string, listener: any) => appListeners.set(event, listener)),
      whenReady: () => ready,
      getPath: () => userData,
      getVersion: () => '0.1.0',
      getName: () => 'Pathshala Admin',
      isPackaged: false,
      setAboutPanelOptions: vi.fn(),
      showAboutPanel: vi.fn(),
    },
    Menu: {
      buildFromTemplate: vi.fn((template: unknown) => ({ template })),
      setApplicationMenu: vi.fn(),
    },
    dialog: {
      showMessageBox: vi.fn(async (..._args: any[]) => ({ response: 0 })),
      showOpenDialog: vi.fn(),
    },
    BrowserWindow,
    ipcMain: {
      handle: vi.fn((channel: string, listener: any) => ipcHandlers.set(channel, listener)),
      on: vi.fn(),
    },
    protocol: {
      registerSchemesAsPrivileged: vi.fn(() => order.push('registerSchemesAsPrivileged')),
      handle: vi.fn(() => order.push('protocol.handle')),
    },
    safeStorage: {
      isAsyncEncryptionAvailable: async () => false,
      encryptStringAsync: vi.fn(),
      decryptStringAsync: vi.fn(),
      getSelectedStorageBackend: () => 'basic_text',
    },
    screen: { getAllDisplays: () => [{ workArea }], getPrimaryDisplay: () => ({ workArea }) },
    session: {
      defaultSession: {
        setPermissionRequestHandler: vi.fn(),
        setPermissionCheckHandler: vi.fn(),
        setDevicePermissionHandler: vi.fn(),
        setDisplayMediaRequestHandler: vi.fn(),
      },
    },
    shell: { openExternal: vi.fn(async () => undefined), openPath: vi.fn(async () => '') },
  }
  return { api, markReady: () => markReady(), windows, ipcHandlers, appListeners, order, userData }
})

vi.mock('electron', () => ({ default: electron.api, ...electron.api }))
// the logger writes nowhere in tests; the updater is off in an unpackaged app
vi.mock('electron-log/main', () => ({
  default: {
    initialize: vi.fn(),
    info: vi.fn(),
    warn: vi.fn(),
    error: vi.fn(),
    errorHandler: { startCatching: vi.fn() },
    hooks: [],
    transports: { file: {}, console: {} },
  },
}))
vi.mock('electron-updater', () => ({ default: { autoUpdater: { on: vi.fn() } } }))

afterAll(() => rmSync(electron.userData, { recursive: true, force: true }))

const trusted = { senderFrame: { url: 'app://admin/' } }

describe('the main process entry', () => {
  test('registers the app scheme and the sandbox before the app is ready', async () => {
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
    expect([...electron.ipcHandlers.keys()].sort()).toEqual([...IPC_CHANNELS].sort())

    const [window] = electron.windows
    expect(window.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      preload: expect.stringMatching(/preload[/\\]index\.cjs$/),
    })
    expect(window.loadURL).toHaveBeenCalledWith('app://admin/')
    expect(electron.api.Menu.setApplicationMenu).toHaveBeenCalledTimes(1)
  })

  test('closing with unsent work asks first; a crashed page is reloaded', async () => {
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
    await vi.waitFor(() => expect(window.close).toHaveBeenCalled())
    const [, question] = electron.api.dialog.showMessageBox.mock.calls.at(-1)!
    expect(question?.message).toBe('2 changes have not reached the server yet.')

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
})
