import { openAsBlob } from 'node:fs'
import { readdir, stat, writeFile } from 'node:fs/promises'
import { basename, extname, join } from 'node:path'
import {
  placeholderThumbnailPng,
  UploadQueue,
  type ChunkSource,
  type ChunkTransport,
  type UploadFileInput,
  type UploadJob,
  type UploadJobView,
} from '@pathshala/shared'
import type { PickedDiskFile } from '../shared/ipc-contract.ts'
import type { UploadSignature } from '../shared/upload-signature.ts'

/** The upload key of the placeholder thumbnail (the renderer's bulk upload uses the same). */
export const PLACEHOLDER_KEY = 'placeholder-thumbnail'

const PICKABLE_EXTENSIONS = new Set(['.pdf', '.png', '.jpg', '.jpeg', '.webp', '.gif'])

/** How often at most the renderer hears about progress (state changes are sent at once). */
const NOTIFY_INTERVAL_MS = 200

/** Where the queue lives between runs: electron-store in the app, a plain object in tests. */
export interface UploadQueueStore {
  load(): UploadJob[]
  save(jobs: UploadJob[]): void
}

export interface OpenDialogResult {
  canceled: boolean
  filePaths: string[]
}

export interface BulkUploadDeps {
  store: UploadQueueStore
  /** Sends the chunks straight from disk to the upload URL (nodeChunkTransport in the app) */
  transport: ChunkTransport
  /** generateSignature with the admin's token (main holds it) */
  sign: (preset: string) => Promise<UploadSignature>
  /** Tells the renderer what changed (webContents.send) */
  notify: (jobs: UploadJobView[]) => void
  /** dialog.showOpenDialog for the main window */
  showOpenDialog: (options: {
    title: string
    properties: Array<'openFile' | 'openDirectory' | 'multiSelections'>
    filters?: Array<{ name: string; extensions: string[] }>
  }) => Promise<OpenDialogResult>
  /** Where the placeholder thumbnail is written (the app's data folder) */
  placeholderPath: string
  concurrency?: number
  now?: () => number
}

/** A file on disk as an upload reads it: a Blob backed by the file, sliced per chunk. */
export async function diskSource(path: string): Promise<ChunkSource | null> {
  try {
    const info = await stat(path)
    if (!info.isFile()) return null
    const blob = await openAsBlob(path)
    return { size: blob.size, path, slice: (start, end) => blob.slice(start, end) }
  } catch {
    return null
  }
}

async function describe(path: string): Promise<PickedDiskFile | null> {
  try {
    const info = await stat(path)
    return info.isFile() ? { key: path, name: basename(path), size: info.size } : null
  } catch {
    return null
  }
}

/**
 * The desktop's bulk uploads, run in the main process: the shared upload queue on files read
 * from disk chunk by chunk, saved after every confirmed chunk, so quitting in the middle of a
 * large PDF and starting again continues from the last confirmed chunk without sending the
 * finished ones again. The renderer only ever names files the native dialog gave it (or the
 * placeholder thumbnail): a page cannot make main upload any other file.
 */
export function createBulkUploads(deps: BulkUploadDeps) {
  const picked = new Set<string>()
  const now = deps.now ?? Date.now
  let placeholderWritten: Promise<void> | null = null

  function pathOf(key: string) {
    return key === PLACEHOLDER_KEY ? deps.placeholderPath : key
  }

  const queue = new UploadQueue({
    transport: deps.transport,
    sign: deps.sign,
    openSource: async (job) => {
      if (job.key === PLACEHOLDER_KEY) {
        placeholderWritten ??= writeFile(deps.placeholderPath, placeholderThumbnailPng())
        await placeholderWritten
      }
      return diskSource(pathOf(job.key))
    },
    concurrency: deps.concurrency,
    save: (jobs) => deps.store.save(jobs),
  })

  // jobs saved by an earlier run continue from their confirmed offsets
  const saved = deps.store.load()
  for (const job of saved) picked.add(job.key)

  let lastNotified = 0
  let pendingNotify: ReturnType<typeof setTimeout> | null = null
  let lastStatuses = ''
  queue.subscribe((jobs) => {
    const statuses = jobs.map((job) => `${job.key}:${job.status}:${job.confirmed}`).join('|')
    const changed = statuses !== lastStatuses
    lastStatuses = statuses
    const elapsed = now() - lastNotified
    if (changed || elapsed >= NOTIFY_INTERVAL_MS) {
      if (pendingNotify) clearTimeout(pendingNotify)
      pendingNotify = null
      lastNotified = now()
      deps.notify(jobs)
      return
    }
    pendingNotify ??= setTimeout(() => {
      pendingNotify = null
      lastNotified = now()
      deps.notify(queue.snapshot())
    }, NOTIFY_INTERVAL_MS - elapsed)
  })
  if (saved.length > 0) queue.restore(saved)

  async function pick(mode: 'files' | 'folder'): Promise<PickedDiskFile[]> {
    const result = await deps.showOpenDialog(
      mode === 'folder'
        ? { title: 'Choose a folder of PDFs and images', properties: ['openDirectory'] }
        : {
            title: 'Choose PDFs and images',
            properties: ['openFile', 'multiSelections'],
            filters: [
              { name: 'PDFs and images', extensions: ['pdf', 'png', 'jpg', 'jpeg', 'webp', 'gif'] },
            ],
          }
    )
    if (result.canceled) return []
    let paths = result.filePaths
    if (mode === 'folder') {
      const folder = paths[0]
      if (!folder) return []
      const entries = await readdir(folder, { withFileTypes: true })
      paths = entries.filter((entry) => entry.isFile()).map((entry) => join(folder, entry.name))
    }
    const files: PickedDiskFile[] = []
    for (const path of paths) {
      if (!PICKABLE_EXTENSIONS.has(extname(path).toLowerCase())) continue
      const file = await describe(path)
      if (file) {
        picked.add(file.key)
        files.push(file)
      }
    }
    return files
  }

  function add(files: UploadFileInput[]) {
    const allowed = files.filter((file) => file.key === PLACEHOLDER_KEY || picked.has(file.key))
    if (allowed.length !== files.length)
      throw new Error('Only files chosen in the dialog can be uploaded')
    queue.add(
      allowed.map((file) =>
        file.key === PLACEHOLDER_KEY ? { ...file, size: placeholderThumbnailPng().length } : file
      )
    )
  }

  return {
    queue,
    list: () => queue.snapshot(),
    add,
    pause: (key: string) => queue.pause(key),
    resume: (key: string) => queue.resume(key),
    cancel: (key: string) => queue.cancel(key),
    retry: (key: string) => queue.retry(key),
    remove: (key: string) => queue.remove(key),
    pick,
  }
}

export type BulkUploads = ReturnType<typeof createBulkUploads>
