import ElectronStore, { type Schema } from 'electron-store'
import type { Theme } from '../shared/ipc-contract.ts'
import { SIDEBAR_STATE_MAX_AGE_SECONDS } from '../shared/ipc-contract.ts'
import type { KnownAdmin } from './desktop-session.ts'
import { parseMediaOrigin, parseServerAddress } from './server-address.ts'
import type { SavedBounds } from './window-bounds.ts'

export interface SidebarState {
  open: boolean
  /** When it was saved, milliseconds since 1970 (UTC). */
  savedAt: number
}

export interface Settings {
  /** The API's origin; null until the first run's setup. */
  serverUrl: string | null
  theme: Theme
  sidebar: SidebarState | null
  windowBounds: SavedBounds | null
  /**
   * A static host to take updates from instead of the feed the build names (set by an IT
   * department for its staff; PATHSHALA_UPDATE_URL overrides it). Null: the build's feed.
   */
  updateFeedUrl: string | null
  /**
   * The Admin last signed in here and their server: with a kept sign-in, the app opens as them
   * while the server does not answer (desktop-session.ts). Null when signed out.
   */
  knownAdmin: KnownAdmin | null
  /**
   * Where the server named by `server` says its pictures are served from (`/config`), learned
   * when the address is saved and at every start; null origin: it named none. Null until asked.
   */
  mediaOrigin: LearnedMediaOrigin | null
}

export interface LearnedMediaOrigin {
  server: string
  origin: string | null
}

/**
 * The layout version of the settings file, independent of the app's version: bump it with a
 * migration whenever the layout changes. Migrations run in version order, only for a file that
 * already exists, before the schema is checked.
 */
export const SETTINGS_LAYOUT_VERSION = '1.1.0'

const boundsSchema = {
  type: 'object',
  properties: {
    x: { type: 'integer' },
    y: { type: 'integer' },
    width: { type: 'integer', minimum: 1 },
    height: { type: 'integer', minimum: 1 },
    maximized: { type: 'boolean' },
  },
  required: ['x', 'y', 'width', 'height', 'maximized'],
  additionalProperties: false,
} as const

export const settingsSchema: Schema<Settings> = {
  serverUrl: {
    anyOf: [{ type: 'string', pattern: '^https?://[^/?#]+$' }, { type: 'null' }],
    default: null,
  },
  theme: { type: 'string', enum: ['dark', 'light'], default: 'dark' },
  sidebar: {
    anyOf: [
      {
        type: 'object',
        properties: { open: { type: 'boolean' }, savedAt: { type: 'number', minimum: 0 } },
        required: ['open', 'savedAt'],
        additionalProperties: false,
      },
      { type: 'null' },
    ],
    default: null,
  },
  windowBounds: { anyOf: [boundsSchema, { type: 'null' }], default: null },
  updateFeedUrl: {
    anyOf: [{ type: 'string', pattern: '^https://[^\\s]+$', maxLength: 2048 }, { type: 'null' }],
    default: null,
  },
  knownAdmin: {
    anyOf: [
      {
        type: 'object',
        properties: {
          origin: { type: 'string' },
          user: {
            type: 'object',
            properties: { _id: { type: 'string' }, accountType: { const: 'Admin' } },
            required: ['_id', 'accountType'],
          },
        },
        required: ['origin', 'user'],
      },
      { type: 'null' },
    ],
    default: null,
  },
  mediaOrigin: {
    anyOf: [
      {
        type: 'object',
        properties: {
          server: { type: 'string', pattern: '^https?://[^/?#]+$' },
          origin: {
            anyOf: [
              { type: 'string', pattern: '^https?://[^/?#\\s*;,]+$', maxLength: 300 },
              { type: 'null' },
            ],
          },
        },
        required: ['server', 'origin'],
        additionalProperties: false,
      },
      { type: 'null' },
    ],
    default: null,
  },
}

type MigrationStore = Pick<ElectronStore<Settings>, 'get' | 'set' | 'delete' | 'store'>

/**
 * 1.0.0: a file without a recorded version was written by hand (an IT department pre-setting
 * the server for its staff) or by a build from before versioning. Keep what can be read, so the
 * schema check does not throw the whole file away over one odd value: the server address
 * reduced to its origin, only the keys this layout knows.
 */
function adoptUnversionedFile(store: MigrationStore) {
  const raw = store.store as unknown as Record<string, unknown>
  for (const key of Object.keys(raw)) {
    if (!(key in settingsSchema)) store.delete(key as keyof Settings)
  }
  // learned from the server, never set by hand: asked again rather than risk the whole file
  store.delete('mediaOrigin')
  const server = raw['serverUrl']
  if (typeof server === 'string') {
    const parsed = parseServerAddress(server)
    if (parsed.ok) store.set('serverUrl', parsed.origin)
    else store.delete('serverUrl')
  } else if (server !== undefined && server !== null) {
    store.delete('serverUrl')
  }
}

/**
 * 1.1.0: the update feed became configurable. A 1.0.0 file has no such key; an address that is
 * not https (updates must not come over plain HTTP) is dropped rather than failing the file.
 */
function checkUpdateFeed(store: MigrationStore) {
  const feed = (store.store as unknown as Record<string, unknown>)['updateFeedUrl']
  if (typeof feed !== 'string' || !/^https:\/\/\S+$/.test(feed)) store.set('updateFeedUrl', null)
}

export const settingsMigrations: Record<string, (store: MigrationStore) => void> = {
  '1.0.0': adoptUnversionedFile,
  '1.1.0': checkUpdateFeed,
}

export interface SettingsStoreOptions {
  /** The folder of the settings file (Electron's userData when omitted). */
  cwd?: string
  layoutVersion?: string
  migrations?: Record<string, (store: MigrationStore) => void>
}

export function openSettingsStore(options: SettingsStoreOptions = {}) {
  return new ElectronStore<Settings>({
    name: 'settings',
    cwd: options.cwd,
    schema: settingsSchema,
    // a damaged or hand-broken file falls back to the defaults instead of stopping the app
    clearInvalidConfig: true,
    projectVersion: options.layoutVersion ?? SETTINGS_LAYOUT_VERSION,
    migrations: options.migrations ?? settingsMigrations,
    configFileMode: 0o600,
  })
}

export type SettingsStore = ReturnType<typeof openSettingsStore>

/** Typed reads and writes with the rules that are not the schema's (the sidebar's week). */
export function createSettings(store: Pick<SettingsStore, 'get' | 'set'>, now = () => Date.now()) {
  /**
   * Null too for an address saved before plain http:// was refused for other computers: the
   * admin is asked for the server again rather than signing in over plain HTTP.
   */
  const serverUrl = (): string | null => {
    const saved = store.get('serverUrl')
    return saved !== null && parseServerAddress(saved).ok ? saved : null
  }
  return {
    serverUrl,
    setServerUrl: (origin: string) => store.set('serverUrl', origin),
    theme: () => store.get('theme'),
    setTheme: (theme: Theme) => store.set('theme', theme),
    /** The remembered open state, or null when none was saved in the last 7 days. */
    sidebarOpen(): boolean | null {
      const saved = store.get('sidebar')
      if (saved === null) return null
      const age = now() - saved.savedAt
      if (age < 0 || age > SIDEBAR_STATE_MAX_AGE_SECONDS * 1000) return null
      return saved.open
    },
    setSidebarOpen: (open: boolean) => store.set('sidebar', { open, savedAt: now() }),
    windowBounds: () => store.get('windowBounds'),
    setWindowBounds: (bounds: SavedBounds) => store.set('windowBounds', bounds),
    updateFeedUrl: () => store.get('updateFeedUrl'),
    knownAdmin: () => store.get('knownAdmin'),
    setKnownAdmin: (admin: KnownAdmin | null) => store.set('knownAdmin', admin),
    /**
     * Where the saved server's pictures are served from: the origin, null when it names none,
     * undefined when it has not been asked yet (what was learned of another server is no answer).
     */
    mediaOrigin(): string | null | undefined {
      const learned = store.get('mediaOrigin')
      const server = serverUrl()
      if (learned === null || server === null || learned.server !== server) return undefined
      return learned.origin === null ? null : (parseMediaOrigin(learned.origin) ?? undefined)
    },
    setMediaOrigin: (server: string, origin: string | null) =>
      store.set('mediaOrigin', { server, origin }),
  }
}

export type AppSettings = ReturnType<typeof createSettings>
