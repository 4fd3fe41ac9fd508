import type { MenuItemConstructorOptions } from 'electron'
import { describe, expect, it, vi } from 'vitest'
import { acceleratorsOf, appMenuTemplate, RENDERER_SHORTCUTS } from './app-menu.ts'
import type { UpdateState } from './update-state.ts'

vi.mock('electron', () => ({}))

function template(
  platform: NodeJS.Platform,
  isPackaged = true,
  updates: UpdateState = { kind: 'idle' }
) {
  const actions = {
    about: vi.fn(),
    openLogFolder: vi.fn(),
    contactSupport: vi.fn(),
    openSettings: vi.fn(),
    checkForUpdates: vi.fn(),
    restartToUpdate: vi.fn(),
  }
  const menu = appMenuTemplate({
    platform,
    appName: 'Pathshala Admin',
    supportAddress: 'support@pathshala.example.com',
    actions,
    isPackaged,
    updates,
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

  describe('the update item follows the update state', () => {
    // on macOS in the app menu, elsewhere under Help, right after About
    const updateItem = (platform: NodeJS.Platform, state: UpdateState) => {
      const { menu, actions } = template(platform, true, state)
      const items = submenu(menu, platform === 'darwin' ? 'Pathshala Admin' : 'Help')
      const about = items.findIndex((item) => item.label === 'About Pathshala Admin')
      return { item: items[about + 1]!, actions }
    }
    const failed: UpdateState = {
      kind: 'failed',
      whatFailed: 'download',
      version: '1.4.0',
      message:
        'The update to 1.4.0 could not be downloaded: the update server could not be reached.',
      unreachable: true,
      when: new Date(),
    }
    const cases: Array<
      [UpdateState, string, boolean, 'checkForUpdates' | 'restartToUpdate' | null]
    > = [
      [{ kind: 'idle' }, 'Check for Updates…', true, 'checkForUpdates'],
      [
        { kind: 'up-to-date', checkedAt: new Date() },
        'Check for Updates…',
        true,
        'checkForUpdates',
      ],
      [{ kind: 'off' }, 'Check for Updates…', false, null],
      [{ kind: 'checking' }, 'Checking for Updates…', false, null],
      [{ kind: 'downloading', version: '1.4.0', percent: 40 }, 'Downloading Update…', false, null],
      [{ kind: 'ready', version: '1.4.0' }, 'Restart to Update to 1.4.0', true, 'restartToUpdate'],
      [failed, 'Update Failed — Try Again…', true, 'checkForUpdates'],
    ]

    for (const platform of ['darwin', 'win32'] as const) {
      for (const [state, label, enabled, action] of cases) {
        it(`${platform}, ${state.kind}: "${label}"`, () => {
          const { item, actions } = updateItem(platform, state)
          expect(item.label).toBe(label)
          expect(item.enabled ?? true).toBe(enabled)
          if (action === null) {
            expect(item.click).toBeUndefined()
            return
          }
          ;(item.click as () => void)()
          expect(actions[action]).toHaveBeenCalledTimes(1)
          const other = action === 'checkForUpdates' ? 'restartToUpdate' : 'checkForUpdates'
          expect(actions[other]).not.toHaveBeenCalled()
        })
      }
    }
  })
})
