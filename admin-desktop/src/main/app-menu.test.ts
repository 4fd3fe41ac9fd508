import type { MenuItemConstructorOptions } from 'electron'
import { describe, expect, it, vi } from 'vitest'
import { acceleratorsOf, appMenuTemplate, RENDERER_SHORTCUTS } from './app-menu.ts'

vi.mock('electron', () => ({}))

function template(platform: NodeJS.Platform, isPackaged = true) {
  const actions = {
    about: vi.fn(),
    openLogFolder: vi.fn(),
    contactSupport: vi.fn(),
    openSettings: vi.fn(),
    checkForUpdates: vi.fn(),
  }
  const menu = appMenuTemplate({
    platform,
    appName: 'Pathshala Admin',
    supportAddress: 'support@pathshala.example.com',
    actions,
    isPackaged,
  })
  return { menu, actions }
}

const labels = (menu: MenuItemConstructorOptions[]) => menu.map((item) => item.label)
const submenu = (menu: MenuItemConstructorOptions[], label: string) =>
  menu.find((item) => item.label === label)!.submenu as MenuItemConstructorOptions[]
const find = (items: MenuItemConstructorOptions[], label: string) =>
  items.find((item) => item.label?.startsWith(label))!

describe('the application menu', () => {
  it('on macOS starts with the app menu, then File, Edit, View, Window, Help', () => {
    const { menu } = template('darwin')
    expect(labels(menu)).toEqual(['Pathshala Admin', 'File', 'Edit', 'View', 'Window', 'Help'])
    const app = submenu(menu, 'Pathshala Admin').map((item) => item.role ?? item.label)
    expect(app).toEqual(expect.arrayContaining(['About Pathshala Admin', 'hide', 'quit']))
  })

  it('on Windows has no app menu; About sits in Help', () => {
    const { menu, actions } = template('win32')
    expect(labels(menu)).toEqual(['File', 'Edit', 'View', 'Window', 'Help'])
    ;(find(submenu(menu, 'Help'), 'About').click as () => void)()
    expect(actions.about).toHaveBeenCalled()
  })

  it('Edit uses the standard roles so every field can undo, cut, copy and paste', () => {
    for (const platform of ['darwin', 'win32'] as const) {
      const roles = submenu(template(platform).menu, 'Edit').map((item) => item.role)
      for (const role of ['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll'] as const) {
        expect(roles, `${platform} ${role}`).toContain(role)
      }
    }
  })

  it('Help opens the log folder and writes to support', () => {
    const { menu, actions } = template('win32')
    const help = submenu(menu, 'Help')
    ;(find(help, 'Open Log Folder').click as () => void)()
    ;(find(help, 'Contact Support').click as () => void)()
    expect(actions.openLogFolder).toHaveBeenCalled()
    expect(actions.contactSupport).toHaveBeenCalled()
    expect(find(help, 'Contact Support').label).toContain('support@pathshala.example.com')
  })

  it('keeps developer tools out of installed builds', () => {
    const roles = (packaged: boolean) =>
      submenu(template('win32', packaged).menu, 'View').map((item) => item.role)
    expect(roles(true)).not.toContain('toggleDevTools')
    expect(roles(false)).toContain('toggleDevTools')
  })

  it("never takes the renderer's shortcuts, and uses CmdOrCtrl for its own", () => {
    for (const platform of ['darwin', 'win32', 'linux'] as const) {
      const accelerators = acceleratorsOf(template(platform, false).menu)
      for (const shortcut of RENDERER_SHORTCUTS) expect(accelerators).not.toContain(shortcut)
      const own = template(platform).menu.flatMap((item) =>
        (item.submenu as MenuItemConstructorOptions[]).flatMap((entry) =>
          entry.accelerator ? [String(entry.accelerator)] : []
        )
      )
      for (const accelerator of own) {
        expect(accelerator).toMatch(/^CmdOrCtrl\+/)
      }
    }
  })
})
