import { createWriteStream } from 'node:fs'
import { mkdir, open, rm } from 'node:fs/promises'
import { once } from 'node:events'
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { crc32 } from 'node:zlib'
import db from '@adonisjs/lucid/services/db'
import type { DriveFile } from '@adonisjs/drive'
import ApiException from '#core/exceptions/api_exception'
import mediaConfig from '#config/media'
import { SIGNATURE_BYTES, detectFormat } from '#media/services/file_types'
import { chunkLength, type ChunkRange } from '#media/services/content_range'
import type { MediaDisk } from '#media/services/media_disk'
import type { StoredMedia } from '#media/services/media_storage'
import {
  ASSEMBLY_WAIT_MS,
  ChunkGate,
  abandonedCutoff,
  PART_NAME,
  assertSameUpload,
  coveredBytes,
  wrongType,
  type ChunkedUploadMeta,
  type ChunkedUploadParts,
  type ChunkedUploadStaging,
  type PartFile,
} from '#media/services/chunked_upload_store'
import { acquireAdvisoryLock, type HeldClusterLock } from '#start/runtime/cluster_lock'

/** Where uploads in progress wait in the bucket (apart from image/ and raw/). */
export const CHUNKED_PREFIX = 'chunked-uploads'

/** PostgreSQL advisory lock spaces ("pcu0", "pcu1"): apart from the cluster locks'. */
const OPEN_LOCK_SPACE = 0x7063_7530
const ASSEMBLY_LOCK_SPACE = 0x7063_7531

/** Pages of a listing read per sweep (1000 keys each). */
const SWEEP_MAX_PAGES = 20

/** An upload id as the second key of an advisory lock (a 32-bit signed integer). */
function lockKey(uploadId: string) {
  return crc32(uploadId) | 0
}

/**
 * One chunked upload in the bucket, so that its chunks may arrive at any
 * instance (docs/decisions.md#media-storage):
 *
 *   chunked-uploads/<id>/meta.json      preset, resource type, total; rewritten by every
 *                                       chunk, so its date is the upload's last activity
 *   chunked-uploads/<id>/part-<s>-<e>   bytes s..e, put only once the chunk arrived whole
 *                                       (it is checked in a local temporary file first)
 *   chunked-uploads/<id>/result.json    the stored file's answer, for a resent last chunk
 *
 * The instance whose chunk completes the file takes a PostgreSQL advisory
 * lock for the upload and assembles it; any other waits for result.json. An
 * instance that dies while assembling frees the lock with its connection,
 * and the upload's next chunk may assemble it again.
 */
export class BucketChunkedUploadSession implements ChunkedUploadParts {
  #assemblyLock: HeldClusterLock | null = null

  constructor(
    private media: MediaDisk,
    private scratchFolder: string,
    readonly uploadId: string,
    readonly meta: ChunkedUploadMeta
  ) {}

  get #prefix() {
    return `${CHUNKED_PREFIX}/${this.uploadId}`
  }

  async result(): Promise<StoredMedia | null> {
    try {
      return JSON.parse(await this.media.disk.get(`${this.#prefix}/result.json`)) as StoredMedia
    } catch {
      return null
    }
  }

  async touch() {
    await this.media.disk.put(`${this.#prefix}/meta.json`, JSON.stringify(this.meta))
  }

  async writePart(range: ChunkRange, stream: Readable, signal: AbortSignal) {
    const gate = new ChunkGate(chunkLength(range), this.meta.resourceType, range.start === 0)
    await mkdir(this.scratchFolder, { recursive: true })
    const tmpPath = join(this.scratchFolder, randomUUID())
    try {
      const file = createWriteStream(tmpPath)
      try {
        await pipeline(stream, gate, file, { signal })
      } catch (error) {
        if (!file.closed) await once(file, 'close').catch(() => {})
        throw error
      }
      await this.media.disk.moveFromFs(
        tmpPath,
        `${this.#prefix}/part-${range.start}-${range.end}`,
        {
          contentLength: gate.bytes,
        }
      )
    } finally {
      await rm(tmpPath, { force: true })
    }
  }

  async parts(): Promise<PartFile[]> {
    const parts: PartFile[] = []
    for (const file of await listFiles(this.media, this.#prefix, { recursive: false })) {
      const match = PART_NAME.exec(file.name)
      if (match) parts.push({ start: Number(match[1]), end: Number(match[2]), path: file.key })
    }
    return parts
  }

  async receivedBytes() {
    return coveredBytes(await this.parts(), this.meta.total)
  }

  /**
   * True for exactly one caller across the instances: the lock is held until
   * `finish` or `discard`. Taken, it is given back at once when the upload
   * was meanwhile assembled (result.json) or removed (meta.json gone).
   */
  async lockAssembly() {
    const lock = await acquireAdvisoryLock(ASSEMBLY_LOCK_SPACE, lockKey(this.uploadId), {
      wait: false,
    })
    if (!lock) return false
    const stillOpen =
      !(await this.result()) && (await this.media.disk.exists(`${this.#prefix}/meta.json`))
    if (!stillOpen) {
      await lock.release()
      return false
    }
    this.#assemblyLock = lock
    return true
  }

  /** Copies the parts, each at its offset, into the local `target`; answers the format. */
  async assemble(target: string): Promise<string> {
    const parts = await this.parts()
    parts.sort((a, b) => a.start - b.start)
    if (coveredBytes(parts, this.meta.total) < this.meta.total) {
      throw new ApiException('Some chunks of this upload are missing', { status: 400 })
    }
    const file = await open(target, 'w+')
    try {
      for (const part of parts) {
        let position = part.start
        for await (const chunk of await this.media.disk.getStream(part.path)) {
          await file.write(chunk as Buffer, 0, (chunk as Buffer).length, position)
          position += (chunk as Buffer).length
        }
      }
      await file.truncate(this.meta.total)
      const head = Buffer.alloc(SIGNATURE_BYTES)
      const { bytesRead } = await file.read(head, 0, SIGNATURE_BYTES, 0)
      const format = detectFormat(this.meta.resourceType, head.subarray(0, bytesRead))
      if (!format) throw wrongType(this.meta.resourceType)
      return format
    } finally {
      await file.close()
    }
  }

  async finish(stored: StoredMedia) {
    try {
      await this.media.disk.put(`${this.#prefix}/result.json`, JSON.stringify(stored))
      const parts = await this.parts()
      await Promise.all(parts.map((part) => this.media.disk.delete(part.path)))
    } finally {
      await this.#releaseAssembly()
    }
  }

  async waitForResult(): Promise<StoredMedia | null> {
    const until = Date.now() + ASSEMBLY_WAIT_MS
    while (Date.now() < until) {
      const stored = await this.result()
      if (stored) return stored
      if (!(await this.media.disk.exists(`${this.#prefix}/meta.json`))) return null
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    return null
  }

  async discard() {
    try {
      await deleteUpload(this.media, this.uploadId)
    } finally {
      await this.#releaseAssembly()
    }
  }

  async #releaseAssembly() {
    const lock = this.#assemblyLock
    this.#assemblyLock = null
    await lock?.release()
  }
}

/**
 * The files in a folder (`recursive`: in it and below), all pages or the
 * first `maxPages`. Not recursive, the listing asks for `<folder>/`, so
 * upload `abc12345` never lists the files of upload `abc123456`.
 */
async function listFiles(
  media: MediaDisk,
  folder: string,
  options: { recursive: boolean; maxPages?: number }
) {
  const files: DriveFile[] = []
  let paginationToken: string | undefined
  for (let page = 0; page < (options.maxPages ?? Infinity); page++) {
    const listing = await media.disk.listAll(folder, {
      recursive: options.recursive,
      paginationToken,
    })
    for (const entry of listing.objects) if (entry.isFile) files.push(entry)
    paginationToken = listing.paginationToken
    if (!paginationToken) break
  }
  return files
}

/** Removes every object of one upload (its own folder's files, one by one). */
async function deleteUpload(media: MediaDisk, uploadId: string) {
  const files = await listFiles(media, `${CHUNKED_PREFIX}/${uploadId}`, { recursive: false })
  await Promise.all(files.map((file) => media.disk.delete(file.key)))
}

/**
 * Chunked uploads in progress in the bucket. `scratchFolder` is this
 * instance's own folder, where a chunk is checked before it is put.
 */
export default class BucketChunkedUploadStore implements ChunkedUploadStaging {
  constructor(
    private media: MediaDisk,
    private scratchFolder: string
  ) {}

  /**
   * The upload's session, made by its first chunk at whichever instance. The
   * first chunks of one upload arriving at two instances at once take turns
   * (an advisory lock for the transaction), so one meta.json is written and
   * the other chunk is compared with it.
   */
  async open(uploadId: string, meta: ChunkedUploadMeta) {
    const session = await db.transaction(async (trx) => {
      await trx.rawQuery('SELECT pg_advisory_xact_lock(?, ?)', [OPEN_LOCK_SPACE, lockKey(uploadId)])
      const metaKey = `${CHUNKED_PREFIX}/${uploadId}/meta.json`
      const existing = await this.media.disk
        .get(metaKey)
        .then((text) => JSON.parse(text) as ChunkedUploadMeta)
        .catch(() => null)
      if (existing) assertSameUpload(existing, meta)
      const opened = new BucketChunkedUploadSession(
        this.media,
        this.scratchFolder,
        uploadId,
        existing ?? meta
      )
      await opened.touch()
      return opened
    })
    return session
  }

  /**
   * Removes uploads whose newest object is older than the configured idle
   * time, at most every sweep interval and at most `sweepMaxSessions` of them.
   */
  async sweepAbandoned(now = new Date(), options: { force?: boolean } = {}) {
    const cutoff = abandonedCutoff(now, options.force)
    if (cutoff === null) return 0
    const config = mediaConfig.chunked
    const newest = new Map<string, number>()
    const files = await listFiles(this.media, CHUNKED_PREFIX, {
      recursive: true,
      maxPages: SWEEP_MAX_PAGES,
    })
    for (const file of files) {
      const uploadId = file.key.split('/')[1]
      const { lastModified } = await file.getMetaData()
      const modified = lastModified.getTime()
      newest.set(uploadId, Math.max(newest.get(uploadId) ?? 0, modified))
    }
    let removed = 0
    for (const [uploadId, modified] of newest) {
      if (removed >= config.sweepMaxSessions) break
      if (modified >= cutoff) continue
      await deleteUpload(this.media, uploadId)
      removed += 1
    }
    return removed
  }
}
