import {
  placeholderThumbnailPng,
  PLACEHOLDER_FILE_NAME,
  fetchChunkTransport,
  UploadQueue,
  type UploadJob,
} from '@pathshala/shared'
import type { AdminApiClient } from '../../../../../shared/api-contract.ts'
import { PLACEHOLDER_KEY } from '../lib/bulk-rows.ts'
import type { PickedFile } from '../lib/pairing.ts'

/** Where the web keeps the queue (upload ids and confirmed offsets) across reloads. */
export const WEB_QUEUE_STORAGE_KEY = 'pathshala.admin.bulk-upload.queue'

/** A picked File's key: name, size and date, which a file picked again after a reload repeats. */
export function webFileKey(file: File): string {
  return `${file.name}|${file.size}|${file.lastModified}`
}

export function pickedFromFile(file: File): PickedFile {
  return { key: webFileKey(file), name: file.name, size: file.size }
}

/**
 * The web admin's uploads: the shared queue on the picked Files, chunks sent with the page's
 * fetch through the API client, the queue saved in localStorage. A reload loses the File
 * handles: the restored jobs wait as 'missing-file' until `provideFiles` gets them back.
 */
export class WebUploader extends UploadQueue {
  readonly #files: Map<string, Blob>

  constructor(api: AdminApiClient, storage: Storage | null, files = new Map<string, Blob>()) {
    const placeholder = new Blob([placeholderThumbnailPng() as Uint8Array<ArrayBuffer>], {
      type: 'image/png',
    })
    files.set(PLACEHOLDER_KEY, placeholder)
    super({
      transport: fetchChunkTransport(api.fetch),
      sign: async (preset) => {
        const signed = await api.post('/generate/generateSignature', {
          body: { uploadPreset: preset },
        })
        return signed.body
      },
      openSource: (job) => {
        const file = files.get(job.key)
        return file ? { size: file.size, slice: (start, end) => file.slice(start, end) } : null
      },
      save: (jobs) => storage?.setItem(WEB_QUEUE_STORAGE_KEY, JSON.stringify(jobs)),
    })
    this.#files = files
    const saved = readSaved(storage)
    if (saved.length > 0) this.restore(saved)
  }

  static placeholderSize() {
    return placeholderThumbnailPng().length
  }

  /** Keeps the picked Files so their uploads can read them. */
  register(files: readonly File[]) {
    for (const file of files) this.#files.set(webFileKey(file), file)
  }

  /**
   * Files picked again after a reload: each one matching a waiting job (same name, size and
   * date) is taken back and its upload continues from its confirmed offset. Answers how many
   * matched.
   */
  provideFiles(files: readonly File[]): number {
    let matched = 0
    for (const file of files) {
      const key = webFileKey(file)
      const job = this.get(key)
      if (!job || job.status !== 'missing-file') continue
      this.#files.set(key, file)
      this.resume(key)
      matched += 1
    }
    return matched
  }
}

function readSaved(storage: Storage | null): UploadJob[] {
  try {
    const text = storage?.getItem(WEB_QUEUE_STORAGE_KEY)
    const parsed: unknown = text ? JSON.parse(text) : []
    return Array.isArray(parsed) ? (parsed as UploadJob[]) : []
  } catch {
    return []
  }
}

export { PLACEHOLDER_FILE_NAME }
