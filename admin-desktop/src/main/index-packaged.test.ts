import { rmSync } from 'node:fs'
import type { MenuItemConstructorOptions } from 'electron'
import log from 'electron-log/node'
import { afterAll, describe, expect, test, vi } from 'vitest'

// the entry as an installed app runs it: packaged, so DevTools are off and updates are on
const electron = await vi.hoisted(async () => {
  const { fakeElectron } = await import('./testing/fake-electron.ts')
  const fake = fakeElectron()
  fake.api.app.isPackaged = true
  return fake
})
const autoUpdater = await vi.hoisted(async () => {
  const { fakeAutoUpdater } = await import('./testing/fake-electron.ts')
  return fakeAutoUpdater()
})

vi.mock('electron', () => ({ default: electron.api, ...electron.api }))
vi.mock('electron-updater', () => ({ default: { autoUpdater } }))

afterAll(() => rmSync(electron.userData, { recursive: true, force: true }))

type Item = MenuItemConstructorOptions

const everyItem = (items: Item[]): Item[] =>
  items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? everyItem(item.submenu) : [])])

/** The menus the entry built in this test (the config clears recorded calls between tests). */
const builtMenus = () =>
  electron.api.Menu.buildFromTemplate.mock.calls.map(([template]) => template as Item[])

const installedMenu = () => {
  const [menu] = electron.api.Menu.setApplicationMenu.mock.calls.at(-1)!
  return (menu as { template: Item[] }).template
}

/** The item right after About: the update item, wherever this platform puts it. */
const itemAfterAbout = (name: 'about' | 'update') => {
  const items = everyItem(installedMenu())
  const about = items.findIndex((item) => item.label === 'About Pathshala Admin')
  return items[name === 'about' ? about : about + 1]!
}

const click = (item: Item) => (item.click as () => void)()

describe('the main process entry of a packaged app', () => {
  test('DevTools: off in the window, absent from the menu, never opened', async () => {
    vi.spyOn(log.errorHandler, 'startCatching').mockImplementation(() => {})
    await import('./index.ts')
    electron.markReady()
    await vi.waitFor(() => expect(electron.windows).toHaveLength(1))
    const [window] = electron.windows
    window.listeners.get('ready-to-show')()

    expect(window.options.webPreferences.devTools).toBe(false)
    expect(builtMenus().length).toBeGreaterThan(0)
    for (const menu of builtMenus()) {
      expect(everyItem(menu).map((item) => item.role)).not.toContain('toggleDevTools')
    }
    expect(window.webContents.openDevTools).not.toHaveBeenCalled()
    // and the updater runs: one check at start
    expect(autoUpdater.checkForUpdates).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(itemAfterAbout('update').label).toBe('Check for Updates…'))
  })

  test('an update error turns the menu item into the retry, whose click checks again', async () => {
    autoUpdater.emit('error', new Error('net::ERR_INTERNET_DISCONNECTED'))

    expect(electron.api.Menu.setApplicationMenu).toHaveBeenCalledTimes(1)
    const retry = itemAfterAbout('update')
    expect(retry.label).toBe('Update Failed — Try Again…')
    expect(retry.enabled ?? true).toBe(true)
    // offline during a check of its own: shown in the menu, no dialog
    expect(electron.api.dialog.showMessageBox).not.toHaveBeenCalled()

    click(retry)
    expect(autoUpdater.checkForUpdates).toHaveBeenCalledTimes(1)
    // asked by the admin, the check answers; the item is back to its plain self
    await vi.waitFor(() =>
      expect(electron.api.dialog.showMessageBox).toHaveBeenCalledWith(
        electron.windows[0],
        expect.objectContaining({ message: 'Pathshala Admin is up to date (version 0.1.0).' })
      )
    )
    expect(itemAfterAbout('update').label).toBe('Check for Updates…')
    expect(electron.api.app.quit).not.toHaveBeenCalled()
    expect(autoUpdater.quitAndInstall).not.toHaveBeenCalled()
  })

  test('About is a message box of ours with the update state; after a failure, "Try Again" checks again', async () => {
    autoUpdater.emit('error', new Error('net::ERR_NAME_NOT_RESOLVED'))
    electron.api.dialog.showMessageBox.mockResolvedValueOnce({ response: 0 })
    click(itemAfterAbout('about'))

    await vi.waitFor(() => expect(autoUpdater.checkForUpdates).toHaveBeenCalledTimes(1))
    const [parent, about] = electron.api.dialog.showMessageBox.mock.calls[0]!
    expect(parent).toBe(electron.windows[0])
    expect(about).toMatchObject({
      message: 'Pathshala Admin',
      detail: expect.stringContaining('Version 0.1.0'),
      buttons: ['Try Again', 'OK'],
    })
    expect(about.detail).toContain(
      'Pathshala Admin could not check for updates: the update server could not be reached.'
    )
    expect(about.detail).not.toContain('ERR_NAME_NOT_RESOLVED')
  })
})
