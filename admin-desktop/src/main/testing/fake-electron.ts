import { vi } from 'vitest'

/**
 * Electron as the entry point (index.ts) sees it: every piece a spy, the app ready when the test
 * says. A test file mocks `electron` with `fakeElectron().api`; each file gets its own.
 */
export function fakeElectron() {
  let markReady: () => void = () => {}
  const ready = new Promise<void>((resolve) => (markReady = resolve))
  const userData = `${process.env.TMPDIR ?? '/tmp'}/pathshala-main-test-${process.pid}-${Math.random().toString(36).slice(2)}`
  const windows: any[] = []
  const ipcHandlers = new Map<string, (event: unknown, ...args: unknown[]) => unknown>()
  const ipcListeners = new Map<string, (...args: unknown[]) => unknown>()
  const appListeners = new Map<string, (...args: any[]) => void>()
  const order: string[] = []
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
      releaseSingleInstanceLock: vi.fn(),
      quit: vi.fn(),
      exit: vi.fn(),
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
    order,
    userData,
  }
}

export type FakeElectron = ReturnType<typeof fakeElectron>
