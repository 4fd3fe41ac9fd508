import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { EventEmitter } from 'node:events'
import { vi } from 'vitest'

/**
 * Electron as the entry point (index.ts) sees it: every piece a spy, the app ready when the test
 * says. A test file mocks `electron` with `fakeElectron().api`; each file gets its own.
 */
export function fakeElectron() {
  let markReady: () => void = () => {}
  const ready = new Promise<void>((resolve) => (markReady = resolve))
  // the system's temporary folder (TMPDIR, or TEMP on Windows, which has no /tmp)
  const userData = join(
    tmpdir(),
    `pathshala-main-test-${process.pid}-${Math.random().toString(36).slice(2)}`
  )
  const windows: any[] = []
  const ipcHandlers = new Map<string, (event: unknown, ...args: unknown[]) => unknown>()
  const ipcListeners = new Map<string, (...args: unknown[]) => unknown>()
  const appListeners = new Map<string, (...args: any[]) => void>()
  // kept by hand, like the IPC handlers: a test asks the app:// handler for pages
  const protocolHandlers = new Map<string, (request: Request) => Promise<Response>>()
  const order: string[] = []
  let storageBackend = 'unknown'
  class BrowserWindow {
    static getAllWindows = () => windows
    options: any
    loadURL = vi.fn(async () => undefined)
    maximize = vi.fn()
    show = vi.fn()
    // kept by hand: the config restores mocks (and their recorded calls) between tests
    listeners = new Map<string, (...args: any[]) => void>()
    once = (event: string, listener: (...args: any[]) => void) =>
      this.listeners.set(event, listener)
    on = (event: string, listener: (...args: any[]) => void) => this.listeners.set(event, listener)
    reload = vi.fn()
    close = vi.fn()
    getNormalBounds = () => ({ x: 0, y: 0, width: 1280, height: 800 })
    isMaximized = () => false
    webContents = {
      on: (event: string, listener: (...args: any[]) => void) =>
        this.listeners.set(event, listener),
      send: vi.fn(),
      // a packaged app must never call it (index-packaged.test.ts)
      openDevTools: vi.fn(),
    }
    constructor(options: any) {
      this.options = options
      windows.push(this)
    }
  }
  const movedPaths = new Map<string, string>()
  const workArea = { x: 0, y: 0, width: 1920, height: 1040 }
  const api = {
    app: {
      enableSandbox: vi.fn(() => order.push('enableSandbox')),
      requestSingleInstanceLock: vi.fn(() => {
        order.push('requestSingleInstanceLock')
        return true
      }),
      releaseSingleInstanceLock: vi.fn(),
      quit: vi.fn(),
      exit: vi.fn(),
      on: vi.fn((event: string, listener: any) => appListeners.set(event, listener)),
      whenReady: () => ready,
      // every folder is the test's data folder unless the app moved one (--user-data-dir)
      getPath: (name: string) => movedPaths.get(name) ?? userData,
      setPath: vi.fn((name: string, path: string) => {
        order.push(`setPath ${name}`)
        movedPaths.set(name, path)
      }),
      setAppLogsPath: vi.fn((path: string) => movedPaths.set('logs', path)),
      getVersion: () => '0.1.0',
      getName: () => 'Pathshala Admin',
      isPackaged: false,
    },
    Menu: {
      buildFromTemplate: vi.fn((template: unknown) => ({ template })),
      setApplicationMenu: vi.fn(),
    },
    dialog: {
      showMessageBox: vi.fn(async (..._args: any[]) => ({ response: 0 })),
      showOpenDialog: vi.fn(),
      showErrorBox: vi.fn(),
    },
    BrowserWindow,
    ipcMain: {
      handle: vi.fn((channel: string, listener: any) => ipcHandlers.set(channel, listener)),
      on: vi.fn((channel: string, listener: any) => ipcListeners.set(channel, listener)),
      eventNames: () => [...ipcListeners.keys()],
      removeAllListeners: (channel: string) => ipcListeners.delete(channel),
    },
    protocol: {
      registerSchemesAsPrivileged: vi.fn(() => order.push('registerSchemesAsPrivileged')),
      handle: vi.fn((scheme: string, handler: (request: Request) => Promise<Response>) => {
        order.push('protocol.handle')
        protocolHandlers.set(scheme, handler)
      }),
    },
    safeStorage: {
      // like Electron on Linux: the backend is chosen by the first isEncryptionAvailable()
      isEncryptionAvailable: () => {
        storageBackend = 'basic_text'
        return true
      },
      isAsyncEncryptionAvailable: async () => false,
      encryptStringAsync: vi.fn(),
      decryptStringAsync: vi.fn(),
      getSelectedStorageBackend: () => storageBackend,
    },
    screen: { getAllDisplays: () => [{ workArea }], getPrimaryDisplay: () => ({ workArea }) },
    session: {
      defaultSession: {
        setPermissionRequestHandler: vi.fn(),
        setPermissionCheckHandler: vi.fn(),
        setDevicePermissionHandler: vi.fn(),
        setDisplayMediaRequestHandler: vi.fn(),
        setPreloads: vi.fn(),
        registerPreloadScript: vi.fn(),
      },
    },
    shell: { openExternal: vi.fn(async () => undefined), openPath: vi.fn(async () => '') },
  }
  return {
    api,
    markReady: () => markReady(),
    windows,
    ipcHandlers,
    ipcListeners,
    appListeners,
    protocolHandlers,
    order,
    userData,
  }
}

export type FakeElectron = ReturnType<typeof fakeElectron>

/**
 * electron-updater's autoUpdater as the entry sees it: a test emits its events ('error',
 * 'update-downloaded', ...) and reads the calls. Its check finds nothing unless told otherwise.
 */
export function fakeAutoUpdater() {
  return Object.assign(new EventEmitter(), {
    autoDownload: false,
    autoInstallOnAppQuit: false,
    setFeedURL: vi.fn(),
    checkForUpdates: vi.fn(async (): Promise<unknown> => null),
    quitAndInstall: vi.fn(),
  })
}
