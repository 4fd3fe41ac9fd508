import type { UploadedMedia, UploadFileInput, UploadJobView } from '@pathshala/shared'
import type { UploadPresetName, UploadPurpose } from '../../media-upload/index.ts'
import type { BulkCreateItem } from '../api/bulk-types.ts'
import type { FilePair, PickedFile } from './pairing.ts'
import {
  BULK_CREATE_MAX_ITEMS,
  PLACEHOLDER_KEY,
  ROW_DEFAULTS,
  hasErrors,
  mergeRows,
  readyRows,
  thumbnailKeyOf,
  validateRow,
  type BulkDefaults,
  type BulkRow,
  type DefaultField,
} from './bulk-rows.ts'
import { editRow, editedFieldsOf, followDefaults, replaceOwnValues } from './bulk-defaults.ts'

/**
 * What the batch needs from the uploads: the web's UploadQueue itself, or the desktop main
 * process's queue through the bridge. Calls may be asynchronous; `subscribe` reports every job.
 */
export interface BulkUploader {
  snapshot(): UploadJobView[]
  subscribe(listener: (jobs: UploadJobView[]) => void): () => void
  add(files: UploadFileInput[]): void | Promise<void>
  pause(key: string): void | Promise<void>
  resume(key: string): void | Promise<void>
  cancel(key: string): void | Promise<void>
  retry(key: string): void | Promise<void>
  remove(key: string): void | Promise<void>
}

export type BatchPhase = 'editing' | 'uploading' | 'finished'

export interface BatchState {
  rows: BulkRow[]
  /** The values set once for every row (and the rows added later) */
  defaults: BulkDefaults
  phase: BatchPhase
  /** Items created by this batch so far */
  created: number
  /** The last bulk create's refusal, shown above the table */
  createError: string | null
  creating: boolean
}

export interface SavedBatch {
  rows: BulkRow[]
  phase: BatchPhase
  created: number
  /** Missing in a batch saved before there were values for every row */
  defaults?: BulkDefaults
}

export interface BulkBatchOptions {
  uploader: BulkUploader
  /** Creates the items (POST /store/bulkCreate); answers the new items' ids in order. */
  createItems: (items: BulkCreateItem[]) => Promise<string[]>
  /** The server's preset name for a purpose (GET /config); the uploads sign with it. */
  presetFor: (purpose: UploadPurpose) => Promise<UploadPresetName>
  /** The placeholder thumbnail's size in bytes (it is uploaded under PLACEHOLDER_KEY). */
  placeholderSize: number
  save?: (batch: SavedBatch) => void
  saved?: SavedBatch | null
  /** After items were created (refresh the store's lists; say 'N items created'). */
  onCreated?: (count: number) => void
}

const EMPTY: BatchState = {
  rows: [],
  defaults: ROW_DEFAULTS,
  phase: 'editing',
  created: 0,
  createError: null,
  creating: false,
}

const ACTIVE = new Set(['queued', 'uploading', 'retrying'])

/**
 * One bulk upload: the editable rows, their files' uploads, and the items created once both
 * files of a row are up. Items are created only when the uploads have settled (nothing queued,
 * running or waiting to retry), for every row whose PDF and thumbnail are both uploaded, in one
 * bulk create per 200 rows, so an interrupted batch never leaves an item without its files.
 * Framework-free; the screen reads it through useSyncExternalStore.
 */
export class BulkBatch {
  #state: BatchState
  #jobs: UploadJobView[]
  readonly #options: BulkBatchOptions
  readonly #listeners = new Set<() => void>()
  readonly #unsubscribe: () => void

  constructor(options: BulkBatchOptions) {
    this.#options = options
    const saved = options.saved
    this.#state = saved
      ? {
          ...EMPTY,
          rows: saved.rows.map((row) => ({ ...row, edited: editedFieldsOf(row) })),
          defaults: saved.defaults ?? ROW_DEFAULTS,
          phase: saved.phase,
          created: saved.created,
        }
      : EMPTY
    this.#jobs = options.uploader.snapshot()
    this.#unsubscribe = options.uploader.subscribe((jobs) => {
      this.#jobs = jobs
      this.#emit()
      this.#maybeCreate()
    })
  }

  get state(): BatchState {
    return this.#state
  }

  get jobs(): UploadJobView[] {
    return this.#jobs
  }

  job(key: string): UploadJobView | undefined {
    return this.#jobs.find((job) => job.key === key)
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  dispose() {
    this.#unsubscribe()
    this.#listeners.clear()
  }

  /** Adds rows (a PDF already listed is skipped). */
  addRows(rows: BulkRow[]) {
    const known = new Set(this.#state.rows.map((row) => row.id))
    const added = rows.filter((row) => !known.has(row.id))
    this.#set({ rows: [...this.#state.rows, ...added] })
  }

  /** Rows for newly paired files; existing rows keep their edits and gain a newly paired image. */
  mergePairs(pairs: ReadonlyArray<FilePair<PickedFile>>) {
    this.#set({ rows: mergeRows(this.#state.rows, pairs, this.#state.defaults) })
  }

  /** Changes the values for every row; rows follow except the fields changed by hand in them. */
  setDefaults(change: Partial<BulkDefaults>) {
    const defaults = { ...this.#state.defaults, ...change }
    this.#set({ defaults, rows: followDefaults(this.#state.rows, defaults) })
  }

  /** Gives every row not created yet the values for every row, its hand edits included. */
  replaceOwnValues() {
    this.#set({ rows: replaceOwnValues(this.#state.rows, this.#state.defaults) })
  }

  pause(key: string) {
    return this.#options.uploader.pause(key)
  }

  resume(key: string) {
    return this.#options.uploader.resume(key)
  }

  cancel(key: string) {
    return this.#options.uploader.cancel(key)
  }

  retry(key: string) {
    return this.#options.uploader.retry(key)
  }

  /** A hand edit of one row: the fields it changes keep their value when the defaults change. */
  updateRow(id: string, change: Partial<Pick<BulkRow, 'title' | DefaultField>>) {
    this.#set({
      rows: this.#state.rows.map((row) => (row.id === id ? editRow(row, change) : row)),
    })
  }

  removeRow(id: string) {
    const row = this.#state.rows.find((entry) => entry.id === id)
    if (!row || row.createdId) return
    if (this.#state.phase !== 'editing') {
      void this.#options.uploader.cancel(row.pdf.key)
      if (row.image) void this.#options.uploader.cancel(row.image.key)
    }
    this.#set({ rows: this.#state.rows.filter((entry) => entry.id !== id) })
  }

  /** Queues every row's PDF and thumbnail (the placeholder once, for the rows without one). */
  async start() {
    let pdfPreset: UploadPresetName
    let imagePreset: UploadPresetName
    try {
      pdfPreset = await this.#options.presetFor('bookPdf')
      imagePreset = await this.#options.presetFor('course')
    } catch (error) {
      this.#set({ createError: error instanceof Error ? error.message : String(error) })
      return
    }
    const files: UploadFileInput[] = []
    let placeholder = false
    for (const row of this.#state.rows) {
      if (row.createdId) continue
      files.push({
        key: row.pdf.key,
        fileName: row.pdf.name,
        size: row.pdf.size,
        preset: pdfPreset,
      })
      if (row.image) {
        files.push({
          key: row.image.key,
          fileName: row.image.name,
          size: row.image.size,
          preset: imagePreset,
        })
      } else placeholder = true
    }
    if (placeholder) {
      files.push({
        key: PLACEHOLDER_KEY,
        fileName: 'placeholder-thumbnail.png',
        size: this.#options.placeholderSize,
        preset: imagePreset,
      })
    }
    this.#set({ phase: 'uploading', createError: null })
    await this.#options.uploader.add(files)
  }

  /** Empties the batch (after it finished, or to give up on it) and forgets its uploads. */
  async clear() {
    const keys = new Set<string>()
    for (const row of this.#state.rows) {
      keys.add(row.pdf.key)
      keys.add(thumbnailKeyOf(row))
    }
    for (const key of keys) await this.#options.uploader.remove(key)
    this.#set({ ...EMPTY })
  }

  /** The keys of this batch's files whose upload is not finished. */
  #pendingKeys() {
    const keys = new Set<string>()
    for (const row of this.#state.rows) {
      if (row.createdId) continue
      keys.add(row.pdf.key)
      keys.add(thumbnailKeyOf(row))
    }
    return keys
  }

  #mediaOf = (key: string): UploadedMedia | null => {
    const job = this.job(key)
    return job?.status === 'done' ? job.media : null
  }

  /** Creates the ready rows once nothing of the batch is moving any more. */
  #maybeCreate() {
    const state = this.#state
    if (state.phase !== 'uploading' || state.creating) return
    const pending = this.#pendingKeys()
    const jobs = this.#jobs.filter((job) => pending.has(job.key))
    if (jobs.length === 0 || jobs.some((job) => ACTIVE.has(job.status))) return
    void this.createReady()
  }

  /** Creates every row whose two files are up (also offered as a button after retries). */
  async createReady() {
    // a row edited into an invalid state waits until it is fixed
    const valid = this.#state.rows.filter((row) => !hasErrors(validateRow(row)))
    const ready = readyRows(valid, this.#mediaOf)
    if (ready.length === 0) {
      this.#finishIfDone()
      return
    }
    this.#set({ creating: true, createError: null })
    let created = 0
    try {
      for (let start = 0; start < ready.length; start += BULK_CREATE_MAX_ITEMS) {
        const group = ready.slice(start, start + BULK_CREATE_MAX_ITEMS)
        const ids = await this.#options.createItems(group.map((entry) => entry.item))
        const idByRow = new Map(group.map((entry, index) => [entry.row.id, ids[index] ?? null]))
        created += group.length
        this.#set({
          rows: this.#state.rows.map((row) =>
            idByRow.has(row.id) ? { ...row, createdId: idByRow.get(row.id) ?? row.id } : row
          ),
          created: this.#state.created + group.length,
        })
      }
      this.#set({ creating: false })
    } catch (error) {
      this.#set({
        creating: false,
        createError: error instanceof Error ? error.message : 'The items could not be created',
      })
    }
    if (created > 0) this.#options.onCreated?.(created)
    this.#finishIfDone()
  }

  #finishIfDone() {
    if (this.#state.rows.length > 0 && this.#state.rows.every((row) => row.createdId)) {
      this.#set({ phase: 'finished' })
    }
  }

  #set(change: Partial<BatchState>) {
    this.#state = { ...this.#state, ...change }
    const { rows, phase, created, defaults } = this.#state
    this.#options.save?.({ rows, phase, created, defaults })
    this.#emit()
  }

  #emit() {
    for (const listener of this.#listeners) listener()
  }
}
