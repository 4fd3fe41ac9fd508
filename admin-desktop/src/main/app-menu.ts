import type { MenuItemConstructorOptions } from 'electron'
import type { UpdateState } from './update-state.ts'

export interface AppMenuActions {
  /** The About box (name, version, copyright, where updating stands). */
  about(): void
  /** Opens the folder the log files are in, for sending them to support. */
  openLogFolder(): void
  /** Starts a mail to the support address. */
  contactSupport(): void
  /** Opens the settings screen (server address, theme). */
  openSettings(): void
  /** A check the admin asked for; also the retry after a failed update. */
  checkForUpdates(): void
  /** Installs the downloaded update (once nothing is left unsent). */
  restartToUpdate(): void
}

export interface AppMenuOptions {
  platform: NodeJS.Platform
  appName: string
  supportAddress: string
  actions: AppMenuActions
  /** Developer tools only in development builds. */
  isPackaged: boolean
  /** The update item's label and action follow it; the menu is rebuilt when it changes. */
  updates: UpdateState
}

/**
 * The update item: what updating is doing now, and what clicking it does. After a failure it is
 * the retry, so the admin sees in the menu that the update did not arrive.
 */
export function updateMenuItem(
  state: UpdateState,
  actions: Pick<AppMenuActions, 'checkForUpdates' | 'restartToUpdate'>
): MenuItemConstructorOptions {
  switch (state.kind) {
    case 'off':
      return { label: 'Check for Updates…', enabled: false }
    case 'idle':
    case 'up-to-date':
      return { label: 'Check for Updates…', click: () => actions.checkForUpdates() }
    case 'checking':
      return { label: 'Checking for Updates…', enabled: false }
    case 'downloading':
      return { label: 'Downloading Update…', enabled: false }
    case 'ready':
      return {
        label: `Restart to Update to ${state.version}`,
        click: () => actions.restartToUpdate(),
      }
    case 'failed':
      return { label: 'Update Failed — Try Again…', click: () => actions.checkForUpdates() }
  }
}

/*
 * Accelerators the renderer keeps for itself: Ctrl/Cmd+B toggles the sidebar, Ctrl/Cmd+K is kept
 * free for a search, and '?' lists the shortcuts. The menu must never take them (a test checks).
 */
export const RENDERER_SHORTCUTS = ['CmdOrCtrl+B', 'CmdOrCtrl+K', 'Shift+/'] as const

/**
 * The native application menu: the macOS app menu, then File, Edit (the standard roles, so
 * undo, copy and paste work in every field), View, Window and Help.
 */
export function appMenuTemplate(options: AppMenuOptions): MenuItemConstructorOptions[] {
  const { platform, appName, supportAddress, actions, isPackaged, updates } = options
  const mac = platform === 'darwin'
  const update = updateMenuItem(updates, actions)

  const macAppMenu: MenuItemConstructorOptions = {
    label: appName,
    submenu: [
      { label: `About ${appName}`, click: actions.about },
      update,
      { type: 'separator' },
      { label: 'Settings…', accelerator: 'CmdOrCtrl+,', click: actions.openSettings },
      { type: 'separator' },
      { role: 'services' },
      { type: 'separator' },
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      { type: 'separator' },
      { role: 'quit' },
    ],
  }

  const file: MenuItemConstructorOptions = {
    label: 'File',
    submenu: mac
      ? [{ role: 'close' }]
      : [
          { label: 'Settings', accelerator: 'CmdOrCtrl+,', click: actions.openSettings },
          { type: 'separator' },
          { role: 'quit', label: 'Exit' },
        ],
  }

  const edit: MenuItemConstructorOptions = {
    label: 'Edit',
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      { type: 'separator' },
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      ...(mac
        ? ([{ role: 'pasteAndMatchStyle' }, { role: 'delete' }] as MenuItemConstructorOptions[])
        : ([{ role: 'delete' }] as MenuItemConstructorOptions[])),
      { type: 'separator' },
      { role: 'selectAll' },
    ],
  }

  const view: MenuItemConstructorOptions = {
    label: 'View',
    submenu: [
      { role: 'reload' },
      ...(isPackaged ? [] : ([{ role: 'toggleDevTools' }] as MenuItemConstructorOptions[])),
      { type: 'separator' },
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  }

  const window: MenuItemConstructorOptions = {
    label: 'Window',
    role: 'windowMenu',
    submenu: mac
      ? [{ role: 'minimize' }, { role: 'zoom' }, { type: 'separator' }, { role: 'front' }]
      : [{ role: 'minimize' }, { role: 'close' }],
  }

  const help: MenuItemConstructorOptions = {
    label: 'Help',
    role: 'help',
    submenu: [
      ...(mac
        ? []
        : ([
            { label: `About ${appName}`, click: actions.about },
            update,
            { type: 'separator' },
          ] as MenuItemConstructorOptions[])),
      { label: 'Open Log Folder', click: actions.openLogFolder },
      { label: `Contact Support (${supportAddress})`, click: actions.contactSupport },
    ],
  }

  return [...(mac ? [macAppMenu] : []), file, edit, view, window, help]
}

/** Every accelerator a template sets, including the ones its roles bring. */
export function acceleratorsOf(template: MenuItemConstructorOptions[]): string[] {
  return template.flatMap((item) => {
    const own = item.accelerator ? [String(item.accelerator)] : []
    const nested = Array.isArray(item.submenu) ? acceleratorsOf(item.submenu) : []
    return [...own, ...(item.role ? (ROLE_ACCELERATORS[item.role] ?? []) : []), ...nested]
  })
}

// What Electron gives each role by default (the ones with a key).
const ROLE_ACCELERATORS: Partial<Record<string, string[]>> = {
  undo: ['CmdOrCtrl+Z'],
  redo: ['Shift+CmdOrCtrl+Z'],
  cut: ['CmdOrCtrl+X'],
  copy: ['CmdOrCtrl+C'],
  paste: ['CmdOrCtrl+V'],
  pasteAndMatchStyle: ['Shift+CmdOrCtrl+V'],
  selectAll: ['CmdOrCtrl+A'],
  reload: ['CmdOrCtrl+R'],
  toggleDevTools: ['Alt+CmdOrCtrl+I'],
  resetZoom: ['CmdOrCtrl+0'],
  zoomIn: ['CmdOrCtrl+Plus'],
  zoomOut: ['CmdOrCtrl+-'],
  togglefullscreen: ['F11'],
  minimize: ['CmdOrCtrl+M'],
  close: ['CmdOrCtrl+W'],
  quit: ['CmdOrCtrl+Q'],
  hide: ['Command+H'],
  hideOthers: ['Command+Alt+H'],
}
