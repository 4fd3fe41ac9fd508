import { createReadStream } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import type { HttpContext } from '@adonisjs/core/http'
import ApiException from '#core/exceptions/api_exception'
import mediaConfig, { type MediaResourceType } from '#config/media'
import { localMediaStorage } from '#media/services/main'
import {
  readMultipart,
  type MultipartFields,
  type MultipartFilePart,
} from '#media/services/multipart_reader'
import { streamToFile } from '#media/services/stream_to_file'
import UploadSignatureLedger from '#media/services/upload_signature_ledger'
import ChunkedUploadStore, {
  ChunkGate,
  type ChunkedUploadParts,
  type ChunkedUploadStaging,
} from '#media/services/chunked_upload_store'
import BucketChunkedUploadStore from '#media/services/bucket_chunked_upload_store'
import type {
  default as LocalMediaStorage,
  VerifiedUpload,
} from '#media/services/local_media_storage'
import {
  chunkLength,
  isLastChunk,
  parseChunkHeaders,
  type ChunkRange,
} from '#media/services/content_range'
import {
  MAX_UPLOAD_PARTS,
  UPLOAD_FORM_OVERHEAD_BYTES,
  assertFileField,
  assertMultipartUpload,
  hasRequiredUploadFields,
  readableSize,
  tooLarge,
} from '#media/services/local_upload_service'
import type { StoredMedia } from '#media/services/media_storage'

/** The answer to a chunk that does not complete the file yet. */
export interface ChunkAccepted {
  done: false
  upload_id: string
  /** Bytes of the file received so far, out-of-order chunks included */
  bytes_received: number
  total_bytes: number
}

/** The answer to the chunk that completes it: Cloudinary's upload answer. */
export type ChunkedUploadDone = StoredMedia & { done: true }

/**
 * Local mode's side of Cloudinary's chunked upload: the same multipart POST
 * to /media/upload/:resourceType as a whole-file upload, plus the headers
 * `X-Unique-Upload-Id` (the same on every chunk) and `Content-Range: bytes
 * start-end/total`. Every chunk but the last must be at least 5 MB.
 *
 * - Before a byte is read: a total over the preset's limit is a 413, as is a
 *   body longer than its chunk (plus room for the fields).
 * - The parts may come in any order. When the signed fields come before the
 *   chunk, they are checked as for a whole upload as the chunk begins, and
 *   the signature is bound to this upload id in the ledger: every chunk of
 *   this upload may present it (repeated, out of order, after a restart), any
 *   other upload with it is refused. When some come after it, the chunk waits
 *   in a temporary file (no longer than its Content-Range) until the body has
 *   ended and they are checked; it joins the upload only then, and the
 *   temporary file is removed on every path.
 * - Each chunk is stored as it streams (or from its temporary file): at its offset on this disk
 *   (ChunkedUploadStore, MEDIA_DRIVER=fs) or as its own object in the bucket
 *   every instance shares (BucketChunkedUploadStore, MEDIA_DRIVER=s3). The
 *   chunk whose arrival completes the file assembles it, checks its type by
 *   its bytes (a PDF for raw), stores it and answers as Cloudinary does;
 *   earlier chunks get `{ done: false, bytes_received }`.
 * - Uploads idle for a day are swept away (see config/media.ts).
 */
export default class ChunkedUploadService {
  #ledger = new UploadSignatureLedger()

  async receive(
    ctx: HttpContext,
    resourceType: MediaResourceType
  ): Promise<ChunkAccepted | ChunkedUploadDone> {
    const storage = localMediaStorage()
    const store = chunkedUploadStaging(storage)
    const { request } = ctx
    assertMultipartUpload(ctx)
    const range = parseChunkHeaders(
      request.header('x-unique-upload-id'),
      request.header('content-range')
    )
    this.#checkSizes(ctx, range, resourceType)
    // runs in the background, at most once a minute; its errors only delay the cleanup
    store.sweepAbandoned().catch(() => {})

    const bytes = chunkLength(range)
    let chunkSeen = false
    let authorised: VerifiedUpload | undefined
    let session: ChunkedUploadParts | undefined
    let alreadyDone: StoredMedia | null = null
    let heldPath: string | undefined

    /**
     * Opens the upload (a 409 when it disagrees with its first chunk); false
     * when its file was already assembled (a chunk resent after that).
     */
    const openUpload = async (verified: VerifiedUpload) => {
      session = await store.open(range.uploadId, {
        presetName: verified.preset.name,
        resourceType,
        total: range.total,
      })
      alreadyDone = await session.result()
      return !alreadyDone
    }

    const writeChunk = async (chunk: Readable, signal: AbortSignal) => {
      try {
        await session!.writePart(range, chunk, signal)
      } catch (error: any) {
        // a file of the wrong type is refused for good: its parts go now
        if (error?.status === 422) await session!.discard()
        throw error
      }
    }

    const receiveChunk = async (
      part: MultipartFilePart,
      fieldsBefore: MultipartFields,
      signal: AbortSignal
    ) => {
      assertFileField(part)
      if (chunkSeen) throw new ApiException('Send one chunk per request', { status: 400 })
      chunkSeen = true
      if (hasRequiredUploadFields(fieldsBefore)) {
        authorised = await this.#authorise(storage, fieldsBefore, resourceType, range)
        signal.throwIfAborted()
        if (!(await openUpload(authorised))) {
          // a chunk resent after the file was assembled: read and dropped
          part.stream.resume()
          return
        }
        signal.throwIfAborted()
        await writeChunk(part.stream, signal)
        return
      }
      // the chunk came before its fields: held aside until they are checked
      await mkdir(storage.incomingFolder, { recursive: true })
      signal.throwIfAborted()
      heldPath = storage.incomingPath()
      await streamToFile(part.stream, new ChunkGate(bytes, resourceType, false), heldPath, signal)
    }

    try {
      const fields = await readMultipart(request.request, {
        maxBodyBytes: bytes + UPLOAD_FORM_OVERHEAD_BYTES,
        maxOverheadBytes: UPLOAD_FORM_OVERHEAD_BYTES,
        maxParts: MAX_UPLOAD_PARTS,
        bodyTooLarge: () =>
          new ApiException('The chunk is longer than its Content-Range says', { status: 413 }),
        onFile: receiveChunk,
      })
      if (!chunkSeen) throw new ApiException('Missing required parameter - file', { status: 400 })
      if (authorised) {
        // every field counts, those sent after the chunk too
        storage.verifyUpload(fields, resourceType)
      } else {
        const verified = await this.#authorise(storage, fields, resourceType, range)
        if (await openUpload(verified)) {
          await writeChunk(createReadStream(heldPath!), new AbortController().signal)
        }
      }
    } finally {
      if (heldPath) await storage.discard(heldPath)
    }
    if (alreadyDone) return { ...(alreadyDone as StoredMedia), done: true }
    return completeIfWhole(storage, session!, range)
  }

  /**
   * Checks the signed fields and binds the signature to this upload id (401
   * when another upload used it).
   */
  async #authorise(
    storage: LocalMediaStorage,
    fields: MultipartFields,
    resourceType: MediaResourceType,
    range: ChunkRange
  ) {
    const verified = storage.verifyUpload(fields, resourceType)
    const claimed = await this.#ledger.claim(
      verified.signature,
      verified.timestamp,
      new Date(),
      range.uploadId
    )
    if (!claimed) {
      throw new ApiException(
        'This upload signature has already been used by another upload; ask for a new one',
        { status: 401 }
      )
    }
    return verified
  }

  /** Refusals decided by the headers alone, before any of the body is read. */
  #checkSizes(ctx: HttpContext, range: ChunkRange, resourceType: MediaResourceType) {
    const limits = mediaConfig.chunked
    const limit = mediaConfig.limits[resourceType]
    const refuseUnread = (error: ApiException) => {
      // the body is not read: the connection closes after the answer
      ctx.response.header('Connection', 'close')
      return error
    }
    if (range.total > limit) throw refuseUnread(tooLarge(resourceType, limit))
    const bytes = chunkLength(range)
    if (bytes > limits.maxChunkBytes) {
      throw refuseUnread(
        new ApiException(`A chunk may be at most ${readableSize(limits.maxChunkBytes)}`, {
          status: 413,
        })
      )
    }
    if (!isLastChunk(range) && bytes < limits.minChunkBytes) {
      throw refuseUnread(
        new ApiException(
          `Every chunk but the last must be at least ${readableSize(limits.minChunkBytes)}`,
          { status: 400 }
        )
      )
    }
    if (Number(ctx.request.header('content-length')) > bytes + UPLOAD_FORM_OVERHEAD_BYTES) {
      throw refuseUnread(
        new ApiException('The chunk is longer than its Content-Range says', { status: 413 })
      )
    }
  }
}

/**
 * Where chunked uploads wait: on this disk under MEDIA_ROOT (fs), or in the
 * bucket, so that each chunk may go to any instance (s3).
 */
export function chunkedUploadStaging(storage: LocalMediaStorage): ChunkedUploadStaging {
  return storage.media.kind === 's3'
    ? new BucketChunkedUploadStore(storage.media, join(storage.incomingFolder, 'chunks'))
    : new ChunkedUploadStore(storage.root)
}

/**
 * Answers how much has arrived, or, when this chunk completed the file,
 * assembles and stores it. Of two chunks completing it at once (at one
 * instance or at two sharing the bucket), one assembles and the other waits
 * for its answer.
 */
export async function completeIfWhole(
  storage: LocalMediaStorage,
  session: ChunkedUploadParts,
  range: ChunkRange
): Promise<ChunkAccepted | ChunkedUploadDone> {
  const received = await session.receivedBytes()
  if (received < session.meta.total) {
    return {
      done: false,
      upload_id: range.uploadId,
      bytes_received: received,
      total_bytes: session.meta.total,
    }
  }
  if (!(await session.lockAssembly())) {
    const stored = await session.waitForResult()
    if (!stored) {
      throw new ApiException('This upload failed while being assembled; send it again', {
        status: 409,
      })
    }
    return { ...stored, done: true }
  }

  const preset = mediaConfig.presets.find((entry) => entry.name === session.meta.presetName)
  if (!preset) {
    await session.discard()
    throw new ApiException('Upload preset not found', { status: 400 })
  }
  await mkdir(storage.incomingFolder, { recursive: true })
  const tmpPath = storage.incomingPath()
  let stored: StoredMedia | undefined
  try {
    const format = await session.assemble(tmpPath)
    stored = await storage.saveUpload(tmpPath, preset, format, session.meta.total)
    await session.finish(stored)
    return { ...stored, done: true }
  } catch (error) {
    // no half item: a file stored without its answer kept goes too
    if (stored) await storage.remove(stored).catch(() => {})
    await session.discard()
    throw error
  } finally {
    await storage.discard(tmpPath)
  }
}
