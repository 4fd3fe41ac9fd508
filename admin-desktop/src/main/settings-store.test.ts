import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { adminUser } from './testing/fake-api.ts'

// electron-store reads app paths from Electron when it has them; these tests give it a folder
vi.mock('electron', () => ({ default: {} }))

const { createSettings, openSettingsStore, SETTINGS_LAYOUT_VERSION } =
  await import('./settings-store.ts')

let folder: string
const file = () => join(folder, 'settings.json')
async function recordedVersion() {
  const saved = JSON.parse(await readFile(file(), 'utf8'))
  return saved.__internal__.migrations.version
}

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'settings-'))
})
afterEach(() => rm(folder, { recursive: true, force: true }))

describe('settings store', () => {
  test('a new file starts from the defaults at the current layout version', async () => {
    const store = openSettingsStore({ cwd: folder })
    expect(store.store).toEqual({
      serverUrl: null,
      theme: 'dark',
      sidebar: null,
      windowBounds: null,
      updateFeedUrl: null,
      knownAdmin: null,
      mediaOrigin: null,
    })
    store.set('theme', 'light')
    expect(await recordedVersion()).toBe(SETTINGS_LAYOUT_VERSION)
  })

  test('a 1.0.0 file moves to the configurable update feed, keeping only an https one', async () => {
    const v1 = (feed: unknown) =>
      writeFile(
        file(),
        JSON.stringify({
          serverUrl: 'https://pathshala.example.com',
          theme: 'light',
          updateFeedUrl: feed,
          __internal__: { migrations: { version: '1.0.0' } },
        })
      )
    await v1('http://updates.example.com/admin')
    let store = openSettingsStore({ cwd: folder })
    expect(store.get('updateFeedUrl')).toBeNull()
    expect(store.get('theme')).toBe('light')
    expect(await recordedVersion()).toBe('1.1.0')

    await v1('https://updates.example.com/admin')
    store = openSettingsStore({ cwd: folder })
    expect(createSettings(store).updateFeedUrl()).toBe('https://updates.example.com/admin')
    expect(() => store.set('updateFeedUrl', 'http://plain.example.com')).toThrow(/schema/i)
  })

  test('the schema refuses values the app could not use', () => {
    const store = openSettingsStore({ cwd: folder })
    expect(() => store.set('theme', 'blue' as never)).toThrow(/schema/i)
    expect(() => store.set('serverUrl', 'ftp://example.com')).toThrow(/schema/i)
    expect(() => store.set('serverUrl', 'https://example.com/api/v1')).toThrow(/schema/i)
    expect(() =>
      store.set('windowBounds', { x: 0, y: 0, width: 0, height: 10, maximized: false })
    ).toThrow(/schema/i)
    store.set('serverUrl', 'https://pathshala.example.com')
    expect(store.get('serverUrl')).toBe('https://pathshala.example.com')
  })

  test('the schema keeps a learned picture origin only as a plain origin', () => {
    const store = openSettingsStore({ cwd: folder })
    const server = 'https://pathshala.example.com'
    for (const origin of ['*', 'https://*.example.net', 'https://cdn.example.net/x', 'data:']) {
      expect(() => store.set('mediaOrigin', { server, origin }), origin).toThrow(/schema/i)
    }
    store.set('mediaOrigin', { server, origin: 'https://cdn.example.net' })
    expect(store.get('mediaOrigin')).toEqual({ server, origin: 'https://cdn.example.net' })
  })

  test('a damaged file is replaced by the defaults instead of stopping the app', async () => {
    await writeFile(file(), '{ not json')
    expect(openSettingsStore({ cwd: folder }).get('theme')).toBe('dark')

    await writeFile(
      file(),
      JSON.stringify({
        theme: 'purple',
        __internal__: { migrations: { version: SETTINGS_LAYOUT_VERSION } },
      })
    )
    expect(openSettingsStore({ cwd: folder }).get('theme')).toBe('dark')
  })

  test('an unversioned file (set up by hand) keeps what it can: the origin, known keys', async () => {
    await writeFile(
      file(),
      JSON.stringify({ serverUrl: 'pathshala.example.com', theme: 'light', zoom: 2 })
    )
    const store = openSettingsStore({ cwd: folder })
    expect(store.get('serverUrl')).toBe('https://pathshala.example.com')
    expect(store.get('theme')).toBe('light')
    expect(store.store).not.toHaveProperty('zoom')
    expect(store.get('mediaOrigin')).toBeNull()
    expect(await recordedVersion()).toBe(SETTINGS_LAYOUT_VERSION)
  })

  test('an unversioned server address that is not an origin is dropped, not the whole file', async () => {
    await writeFile(
      file(),
      JSON.stringify({ serverUrl: 'https://x.example/api/v1', theme: 'light' })
    )
    const store = openSettingsStore({ cwd: folder })
    expect(store.get('serverUrl')).toBeNull()
    expect(store.get('theme')).toBe('light')
  })

  test('later layouts migrate in version order, once', () => {
    openSettingsStore({ cwd: folder }).set('theme', 'light')
    const ran: string[] = []
    // the file is at the current layout (1.1.0): only the later ones run, in order
    const migrations = {
      '1.3.0': () => ran.push('1.3.0'),
      '1.2.0': () => ran.push('1.2.0'),
      '1.1.0': () => ran.push('1.1.0'),
      '1.0.0': () => ran.push('1.0.0'),
    }
    openSettingsStore({ cwd: folder, layoutVersion: '1.3.0', migrations })
    expect(ran).toEqual(['1.2.0', '1.3.0'])
    openSettingsStore({ cwd: folder, layoutVersion: '1.3.0', migrations })
    expect(ran).toEqual(['1.2.0', '1.3.0'])
  })
})

describe('settings', () => {
  test('the sidebar state counts for 7 days after it was saved', () => {
    let now = Date.UTC(2026, 10, 1)
    const settings = createSettings(openSettingsStore({ cwd: folder }), () => now)
    expect(settings.sidebarOpen()).toBeNull()
    settings.setSidebarOpen(false)
    now += 604_800_000
    expect(settings.sidebarOpen()).toBe(false)
    now += 1
    expect(settings.sidebarOpen()).toBeNull()
  })

  test('server, theme and window bounds round-trip', () => {
    const settings = createSettings(openSettingsStore({ cwd: folder }))
    settings.setServerUrl('http://127.0.0.1:3333')
    settings.setTheme('light')
    settings.setWindowBounds({ x: 1, y: 2, width: 900, height: 700, maximized: true })
    const again = createSettings(openSettingsStore({ cwd: folder }))
    expect(again.serverUrl()).toBe('http://127.0.0.1:3333')
    expect(again.theme()).toBe('light')
    expect(again.windowBounds()).toEqual({ x: 1, y: 2, width: 900, height: 700, maximized: true })
  })

  test('the known Admin round-trips, and is cleared to null', () => {
    const settings = createSettings(openSettingsStore({ cwd: folder }))
    const admin = {
      origin: 'https://pathshala.example.com',
      user: adminUser(),
    }
    settings.setKnownAdmin(admin as never)
    expect(createSettings(openSettingsStore({ cwd: folder })).knownAdmin()).toEqual(admin)
    settings.setKnownAdmin(null)
    expect(createSettings(openSettingsStore({ cwd: folder })).knownAdmin()).toBeNull()
  })

  test('a plain http:// server on another computer, saved by an older version, is asked for again', () => {
    const store = openSettingsStore({ cwd: folder })
    store.set('serverUrl', 'http://192.168.1.20:3333')
    expect(createSettings(store).serverUrl()).toBeNull()
    store.set('serverUrl', 'https://192.168.1.20:3333')
    expect(createSettings(store).serverUrl()).toBe('https://192.168.1.20:3333')
  })
})

describe('the server’s picture origin', () => {
  test('is kept for the server that named it, across runs', () => {
    const settings = createSettings(openSettingsStore({ cwd: folder }))
    settings.setServerUrl('https://pathshala.example.com')
    // not asked yet
    expect(settings.mediaOrigin()).toBeUndefined()
    settings.setMediaOrigin('https://pathshala.example.com', 'https://cdn.example.net')
    const again = createSettings(openSettingsStore({ cwd: folder }))
    expect(again.mediaOrigin()).toBe('https://cdn.example.net')

    // a server that names none (an older API) is known to name none
    again.setMediaOrigin('https://pathshala.example.com', null)
    expect(createSettings(openSettingsStore({ cwd: folder })).mediaOrigin()).toBeNull()
  })

  test('what another server said does not count for the saved one', () => {
    const settings = createSettings(openSettingsStore({ cwd: folder }))
    settings.setServerUrl('https://old.example.com')
    settings.setMediaOrigin('https://old.example.com', 'https://cdn.old.example.com')
    settings.setServerUrl('https://pathshala.example.com')
    expect(settings.mediaOrigin()).toBeUndefined()
  })

  test('a kept origin the page policy could not use is asked for again', () => {
    const store = openSettingsStore({ cwd: folder })
    const settings = createSettings(store)
    settings.setServerUrl('https://pathshala.example.com')
    // the schema lets it through; only this computer may be reached over plain http
    store.set('mediaOrigin', {
      server: 'https://pathshala.example.com',
      origin: 'http://cdn.example.net',
    })
    expect(settings.mediaOrigin()).toBeUndefined()
  })

  test('an unversioned file (set up by hand) does not bring one', async () => {
    await writeFile(
      file(),
      JSON.stringify({
        serverUrl: 'https://pathshala.example.com',
        mediaOrigin: { server: 'https://pathshala.example.com', origin: '*' },
      })
    )
    const store = openSettingsStore({ cwd: folder })
    expect(store.get('serverUrl')).toBe('https://pathshala.example.com')
    expect(createSettings(store).mediaOrigin()).toBeUndefined()
  })
})
