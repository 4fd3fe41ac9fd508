import { existsSync, renameSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { app } from 'electron'
import ElectronStore, { type Schema } from 'electron-store'
import {
  DRAFT_BAD_KEY_MESSAGE,
  DRAFT_NOT_JSON_MESSAGE,
  draftTextProblem,
  isDraftKey,
  keysWithPrefix,
  type DraftWriteResult,
} from '../shared/local-drafts.ts'

export interface SavedDraft {
  /** The value as JSON text, as the renderer sent it. */
  json: string
  /** When it was saved, milliseconds since 1970 (UTC). */
  savedAt: number
}

export interface DraftsFile {
  drafts: Record<string, SavedDraft>
}

/** The layout version of the drafts file: bump it with a migration when the layout changes. */
export const DRAFTS_LAYOUT_VERSION = '1.0.0'

export const draftsSchema: Schema<DraftsFile> = {
  drafts: {
    type: 'object',
    additionalProperties: {
      type: 'object',
      properties: {
        json: { type: 'string' },
        savedAt: { type: 'number', minimum: 0 },
      },
      required: ['json', 'savedAt'],
      additionalProperties: false,
    },
    default: {},
  },
}

export interface DraftsStoreOptions {
  /** The folder of the drafts file (Electron's userData when omitted). */
  cwd?: string
  /** Told where an unreadable drafts file was moved, and why it could not be read. */
  onSetAside?: (keptAs: string, error: unknown) => void
}

/** What the admin is told, once, after an unreadable drafts file was moved aside. */
export function draftsSetAsideNotice(keptAs: string) {
  return {
    message: 'Your local drafts file could not be read.',
    detail: `It was kept as ${keptAs}, and the app started with no local drafts. Send that file to support if it held work you need.`,
  }
}

/**
 * The drafts file, apart from the settings so that a damaged settings file (reset to its
 * defaults) never takes unsent work with it. electron-store writes through `atomically`: a
 * temporary file, flushed to disk, renamed over the old one, so a crash or power cut mid-write
 * leaves the previous file whole.
 */
export function openDraftsStore(options: DraftsStoreOptions = {}) {
  const open = () =>
    new ElectronStore<DraftsFile>({
      name: 'drafts',
      cwd: options.cwd,
      schema: draftsSchema,
      clearInvalidConfig: false,
      projectVersion: DRAFTS_LAYOUT_VERSION,
      migrations: {},
      // keys are the screens' own (they may hold dots): never paths into nested objects
      accessPropertiesByDotNotation: false,
      configFileMode: 0o600,
    })
  try {
    return open()
  } catch (error) {
    // A file that cannot be read (edited by hand, a disk fault) is moved aside, not deleted,
    // so its work can still be recovered; the app starts with an empty store and says so.
    const path = join(options.cwd ?? app.getPath('userData'), 'drafts.json')
    if (!existsSync(path)) throw error
    const keptAs = join(dirname(path), `drafts.unreadable-${Date.now()}.json`)
    renameSync(path, keptAs)
    options.onSetAside?.(keptAs, error)
    return open()
  }
}

export type DraftsStore = ReturnType<typeof openDraftsStore>

/** The drafts channels' work: keys checked, values kept as JSON text up to the size limit. */
export function createDrafts(
  store: Pick<DraftsStore, 'get' | 'set'>,
  now: () => number = () => Date.now()
) {
  const all = () => store.get('drafts')

  return {
    get(key: string): string | null {
      if (!isDraftKey(key)) return null
      const saved = Object.hasOwn(all(), key) ? all()[key] : undefined
      return saved?.json ?? null
    },
    set(key: string, json: string): DraftWriteResult {
      if (!isDraftKey(key)) return { ok: false, message: DRAFT_BAD_KEY_MESSAGE }
      const problem = draftTextProblem(json)
      if (problem !== null) return { ok: false, message: problem }
      try {
        JSON.parse(json)
      } catch {
        return { ok: false, message: DRAFT_NOT_JSON_MESSAGE }
      }
      store.set('drafts', { ...all(), [key]: { json, savedAt: now() } })
      return { ok: true }
    },
    delete(key: string): void {
      const drafts = all()
      if (!Object.hasOwn(drafts, key)) return
      const rest = { ...drafts }
      delete rest[key]
      store.set('drafts', rest)
    },
    keys: (prefix = ''): string[] => keysWithPrefix(Object.keys(all()), prefix),
  }
}

export type LocalDrafts = ReturnType<typeof createDrafts>
