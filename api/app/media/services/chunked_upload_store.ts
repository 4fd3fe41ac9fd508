import { createWriteStream } from 'node:fs'
import {
  link,
  mkdir,
  open,
  opendir,
  readFile,
  readdir,
  rename,
  rm,
  stat,
  truncate,
  utimes,
  writeFile,
} from 'node:fs/promises'
import { once } from 'node:events'
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { Transform, type Readable, type TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import ApiException from '#core/exceptions/api_exception'
import mediaConfig, { type MediaResourceType } from '#config/media'
import { SIGNATURE_BYTES, detectFormat } from '#media/services/file_types'
import { chunkLength, type ChunkRange } from '#media/services/content_range'
import type { StoredMedia } from '#media/services/media_storage'

/** What every chunk of one upload must agree on. */
export interface ChunkedUploadMeta {
  presetName: string
  resourceType: MediaResourceType
  total: number
}

/** A stored part: bytes `start` to `end` (inclusive) of the file. */
export interface PartFile {
  start: number
  end: number
  path: string
}

export const PART_NAME = /^part-(\d+)-(\d+)$/

/** How long a chunk that completes the file waits for another request's assembly. */
export const ASSEMBLY_WAIT_MS = 120_000

let lastSweepAt = 0

/**
 * Whether a sweep of abandoned uploads is due (at most one per sweep interval,
 * for whichever store this process uses; `force` always), and the time before
 * which an upload left alone counts as abandoned. Null when not due.
 */
export function abandonedCutoff(now: Date, force = false) {
  const config = mediaConfig.chunked
  if (!force && now.getTime() - lastSweepAt < config.sweepIntervalSeconds * 1000) return null
  lastSweepAt = now.getTime()
  return now.getTime() - config.abandonedAfterSeconds * 1000
}

export function wrongType(resourceType: MediaResourceType) {
  const message =
    resourceType === 'image'
      ? 'The file given is not an image'
      : 'The file given is not a PDF document'
  return new ApiException(message, { status: 422 })
}

/**
 * Passes a chunk through while counting its bytes: more or fewer than its
 * Content-Range says is a 400. The file's first chunk is also judged by its
 * first bytes (422 when it is not what the address accepts), so a wrong file
 * is refused at its first chunk rather than after the last.
 */
export class ChunkGate extends Transform {
  bytes = 0
  #head = Buffer.alloc(0)
  #checked: boolean

  constructor(
    private expected: number,
    private resourceType: MediaResourceType,
    checkType: boolean
  ) {
    super()
    this.#checked = !checkType
  }

  _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length
    if (this.bytes > this.expected) {
      return callback(
        new ApiException('The chunk is longer than its Content-Range says', { status: 400 })
      )
    }
    if (!this.#checked) {
      this.#head = Buffer.concat([this.#head, chunk.subarray(0, SIGNATURE_BYTES)])
      if (this.#head.length >= Math.min(SIGNATURE_BYTES, this.expected)) {
        this.#checked = true
        if (!detectFormat(this.resourceType, this.#head)) {
          return callback(wrongType(this.resourceType))
        }
      }
    }
    callback(null, chunk)
  }

  _flush(callback: TransformCallback) {
    if (this.bytes !== this.expected) {
      return callback(
        new ApiException('The chunk is shorter than its Content-Range says', { status: 400 })
      )
    }
    callback()
  }
}

/** The bytes of [0, total) the parts cover, overlaps counted once. */
export function coveredBytes(parts: PartFile[], total: number) {
  let covered = 0
  let reach = 0
  for (const part of [...parts].sort((a, b) => a.start - b.start)) {
    const from = Math.max(part.start, reach)
    const to = Math.min(part.end + 1, total)
    if (to > from) {
      covered += to - from
      reach = to
    }
  }
  return covered
}

/**
 * One chunked upload in progress, wherever its parts wait (this disk, or the
 * bucket every instance shares): what ChunkedUploadService needs of it.
 */
export interface ChunkedUploadParts {
  readonly meta: ChunkedUploadMeta
  /** The stored file's answer when this upload has already been assembled. */
  result(): Promise<StoredMedia | null>
  /** Streams one chunk in; on failure nothing of it counts as received. */
  writePart(range: ChunkRange, stream: Readable, signal: AbortSignal): Promise<void>
  /** How many bytes of the file have arrived (out-of-order chunks included). */
  receivedBytes(): Promise<number>
  /** Takes the right to assemble the file: true for exactly one caller. */
  lockAssembly(): Promise<boolean>
  /** Writes the whole file to the local `target`; answers its format (422 when wrong). */
  assemble(target: string): Promise<string>
  /** Keeps the answer for a resent last chunk; the parts go. */
  finish(stored: StoredMedia): Promise<void>
  /** Waits for another request's assembly; null when it failed. */
  waitForResult(): Promise<StoredMedia | null>
  /** Removes everything of the upload. */
  discard(): Promise<void>
}

/** Where chunked uploads wait: `open` makes or finds one, `sweepAbandoned` clears idle ones. */
export interface ChunkedUploadStaging {
  open(uploadId: string, meta: ChunkedUploadMeta): Promise<ChunkedUploadParts>
  sweepAbandoned(now?: Date, options?: { force?: boolean }): Promise<number>
}

/**
 * One chunked upload's folder, `<media root>/.chunked/<upload id>/`:
 *
 *   meta.json        the preset, resource type and total every chunk must repeat
 *   data             the file being put together: each chunk is written at its own
 *                    offset as it streams in (out of order and repeated chunks land
 *                    where they belong), so finishing needs no copy
 *   part-<s>-<e>     an empty marker, made once bytes s..e were written in full; a
 *                    chunk cut off half way leaves no marker and is simply sent again
 *   assembling/      made by the one request that finishes the file
 *   result.json      the stored file's answer, so a resent last chunk gets it again
 *
 * meta.json's modification time is the upload's last activity; the sweep
 * removes uploads idle for longer than the configured time.
 */
export class ChunkedUploadSession implements ChunkedUploadParts {
  constructor(
    readonly folder: string,
    readonly meta: ChunkedUploadMeta
  ) {}

  get #metaPath() {
    return join(this.folder, 'meta.json')
  }

  get #resultPath() {
    return join(this.folder, 'result.json')
  }

  /** The stored file's answer when this upload has already been assembled. */
  async result(): Promise<StoredMedia | null> {
    try {
      return JSON.parse(await readFile(this.#resultPath, 'utf8')) as StoredMedia
    } catch {
      return null
    }
  }

  /** Marks the upload active now (the sweep looks at this). */
  async touch() {
    const now = new Date()
    await utimes(this.#metaPath, now, now).catch(() => {})
  }

  get #dataPath() {
    return join(this.folder, 'data')
  }

  /**
   * Streams one chunk into the upload's file at its offset, then marks its
   * range received. On failure the range stays unmarked (its bytes are
   * written again by the chunk's next try).
   */
  async writePart(range: ChunkRange, stream: Readable, signal: AbortSignal) {
    const gate = new ChunkGate(chunkLength(range), this.meta.resourceType, range.start === 0)
    const file = createWriteStream(this.#dataPath, { flags: 'r+', start: range.start })
    try {
      await pipeline(stream, gate, file, { signal })
    } catch (error) {
      if (!file.closed) await once(file, 'close').catch(() => {})
      throw error
    }
    await writeFile(join(this.folder, `part-${range.start}-${range.end}`), '')
  }

  async parts(): Promise<PartFile[]> {
    const names = await readdir(this.folder).catch(() => [] as string[])
    const parts: PartFile[] = []
    for (const name of names) {
      const match = PART_NAME.exec(name)
      if (match) {
        parts.push({
          start: Number(match[1]),
          end: Number(match[2]),
          path: join(this.folder, name),
        })
      }
    }
    return parts
  }

  /** How many bytes of the file have arrived (out-of-order chunks included). */
  async receivedBytes() {
    return coveredBytes(await this.parts(), this.meta.total)
  }

  /**
   * Takes the right to assemble the file: true for exactly one caller (the
   * folder is made atomically).
   */
  async lockAssembly() {
    try {
      await mkdir(join(this.folder, 'assembling'))
      return true
    } catch (error: any) {
      if (error?.code === 'EEXIST') return false
      throw error
    }
  }

  /**
   * Moves the whole file to `target` once every byte is marked received, then
   * checks its type by its first bytes. Answers the format; a 422 for the
   * wrong content.
   */
  async assemble(target: string): Promise<string> {
    if ((await this.receivedBytes()) < this.meta.total) {
      throw new ApiException('Some chunks of this upload are missing', { status: 400 })
    }
    await truncate(this.#dataPath, this.meta.total)
    await rename(this.#dataPath, target)
    const format = await this.#formatOf(target)
    if (!format) throw wrongType(this.meta.resourceType)
    return format
  }

  async #formatOf(path: string) {
    const handle = await open(path, 'r')
    try {
      const head = Buffer.alloc(SIGNATURE_BYTES)
      const { bytesRead } = await handle.read(head, 0, SIGNATURE_BYTES, 0)
      return detectFormat(this.meta.resourceType, head.subarray(0, bytesRead))
    } finally {
      await handle.close()
    }
  }

  /** Keeps the answer for a resent last chunk; the markers are no longer needed. */
  async finish(stored: StoredMedia) {
    await writeFile(this.#resultPath, JSON.stringify(stored))
    for (const part of await this.parts()) await rm(part.path, { force: true })
  }

  /** Waits for another request's assembly; null when it failed (the folder went). */
  async waitForResult(): Promise<StoredMedia | null> {
    const until = Date.now() + ASSEMBLY_WAIT_MS
    while (Date.now() < until) {
      const stored = await this.result()
      if (stored) return stored
      if (!(await exists(this.folder))) return null
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return null
  }

  async discard() {
    await rm(this.folder, { recursive: true, force: true })
  }
}

/**
 * A chunk whose preset, resource type or total differ from the upload's first
 * is refused (409): it belongs to another upload.
 */
export function assertSameUpload(existing: ChunkedUploadMeta, meta: ChunkedUploadMeta) {
  if (
    existing.presetName !== meta.presetName ||
    existing.resourceType !== meta.resourceType ||
    existing.total !== meta.total
  ) {
    throw new ApiException(
      'This chunk does not belong to the upload with this X-Unique-Upload-Id (its preset or total size differ)',
      { status: 409 }
    )
  }
}

async function readMeta(path: string): Promise<ChunkedUploadMeta | null> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as ChunkedUploadMeta
  } catch (error: any) {
    if (error?.code === 'ENOENT') return null
    throw error
  }
}

async function exists(path: string) {
  try {
    await stat(path)
    return true
  } catch {
    return false
  }
}

/**
 * Chunked uploads in progress, on disk under `<media root>/.chunked/`. Only
 * bytes ever go to disk; no chunk is held in memory beyond the stream's
 * buffers.
 */
export default class ChunkedUploadStore implements ChunkedUploadStaging {
  constructor(private root: string) {}

  get folder() {
    return join(this.root, '.chunked')
  }

  /**
   * The upload's session, made on its first chunk (whichever arrives first).
   * A chunk whose preset, resource type or total differ from the upload's
   * first is refused (409): it belongs to another upload.
   */
  async open(uploadId: string, meta: ChunkedUploadMeta) {
    const folder = join(this.folder, uploadId)
    const metaPath = join(folder, 'meta.json')
    const existing = (await readMeta(metaPath)) ?? (await this.#create(folder, metaPath, meta))
    assertSameUpload(existing, meta)
    const session = new ChunkedUploadSession(folder, existing)
    await session.touch()
    return session
  }

  /**
   * Makes an upload's folder on its first chunk: the data file first, then
   * meta.json by link(), which fails when another first chunk won the race
   * (whose meta.json is then read). A chunk that finds meta.json also finds
   * the data file.
   */
  async #create(folder: string, metaPath: string, meta: ChunkedUploadMeta) {
    await mkdir(folder, { recursive: true })
    // 'a' creates the file chunks are written into, without cutting what is there
    const data = await open(join(folder, 'data'), 'a')
    await data.close()
    const tmpPath = `${metaPath}.tmp-${randomUUID()}`
    await writeFile(tmpPath, JSON.stringify(meta))
    try {
      await link(tmpPath, metaPath)
    } catch (error: any) {
      if (error?.code !== 'EEXIST') throw error
    } finally {
      await rm(tmpPath, { force: true })
    }
    return (await readMeta(metaPath))!
  }

  /**
   * Removes uploads idle for longer than the configured time, at most every
   * sweep interval and at most `sweepMaxSessions` of them per sweep (the rest
   * go at the next). Answers how many were removed.
   */
  async sweepAbandoned(now = new Date(), options: { force?: boolean } = {}) {
    const cutoff = abandonedCutoff(now, options.force)
    if (cutoff === null) return 0
    const config = mediaConfig.chunked
    let removed = 0
    let dir
    try {
      dir = await opendir(this.folder)
    } catch {
      return 0
    }
    for await (const entry of dir) {
      if (removed >= config.sweepMaxSessions) break
      if (!entry.isDirectory()) continue
      const folder = join(this.folder, entry.name)
      const active = await stat(join(folder, 'meta.json'))
        .catch(() => stat(folder))
        .catch(() => null)
      if (active && active.mtimeMs < cutoff) {
        await rm(folder, { recursive: true, force: true })
        removed += 1
      }
    }
    return removed
  }
}
