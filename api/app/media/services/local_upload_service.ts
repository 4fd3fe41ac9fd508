import { mkdir } from 'node:fs/promises'
import { Transform, type TransformCallback } from 'node:stream'
import type { HttpContext } from '@adonisjs/core/http'
import ApiException from '#core/exceptions/api_exception'
import mediaConfig, { type MediaResourceType } from '#config/media'
import { SIGNATURE_BYTES, detectFormat } from '#media/services/file_types'
import { localMediaStorage } from '#media/services/main'
import {
  readMultipart,
  type MultipartFields,
  type MultipartFilePart,
} from '#media/services/multipart_reader'
import { streamToFile } from '#media/services/stream_to_file'
import UploadSignatureLedger from '#media/services/upload_signature_ledger'
import type {
  default as LocalMediaStorage,
  VerifiedUpload,
} from '#media/services/local_media_storage'

export function readableSize(bytes: number) {
  const mb = bytes / (1024 * 1024)
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`
  return `${Math.max(1, Math.floor(bytes / 1024))} KB`
}

/** The 413 for a file of this type over its limit. */
export function tooLarge(resourceType: MediaResourceType, limit: number) {
  const what = resourceType === 'image' ? 'image' : 'PDF'
  return new ApiException(`The ${what} is larger than the ${readableSize(limit)} limit`, {
    status: 413,
  })
}

/**
 * Room in an upload's body for everything but the file: the signed fields,
 * part headers and boundaries (a few hundred bytes from a real client).
 */
export const UPLOAD_FORM_OVERHEAD_BYTES = 64 * 1024

/** Parts an upload may have: the file and a handful of text fields. */
export const MAX_UPLOAD_PARTS = 20

/** The fields every signed upload sends, in any order around its file. */
export const REQUIRED_UPLOAD_FIELDS = ['api_key', 'timestamp', 'signature', 'upload_preset']

/**
 * Whether the fields sent so far are enough to check the upload: then a
 * forged or used signature is refused before a byte of the file is stored.
 */
export function hasRequiredUploadFields(fields: MultipartFields) {
  return REQUIRED_UPLOAD_FIELDS.every((name) => name in fields)
}

/** Refuses a file part sent in a field other than `file`. */
export function assertFileField(part: MultipartFilePart) {
  if (part.field !== 'file') {
    throw new ApiException(`Send the file in the field "file", not "${part.field}"`, {
      status: 400,
    })
  }
}

/**
 * Passes a file through while counting its bytes (413 past the limit) and
 * judging its type by its first bytes (422 when the content is not what the
 * address accepts), so a wrong or oversized file is refused while it streams.
 */
class ContentGate extends Transform {
  bytes = 0
  format: string | null = null
  #head = Buffer.alloc(0)

  constructor(
    private resourceType: MediaResourceType,
    private limit: number
  ) {
    super()
  }

  _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length
    if (this.bytes > this.limit) return callback(this.#tooLarge())
    if (!this.format) {
      this.#head = Buffer.concat([this.#head, chunk.subarray(0, SIGNATURE_BYTES)])
      if (this.#head.length >= SIGNATURE_BYTES) {
        this.format = detectFormat(this.resourceType, this.#head)
        if (!this.format) return callback(this.#wrongType())
      }
    }
    callback(null, chunk)
  }

  _flush(callback: TransformCallback) {
    if (!this.format) this.format = detectFormat(this.resourceType, this.#head)
    callback(this.format ? null : this.#wrongType())
  }

  #tooLarge() {
    return tooLarge(this.resourceType, this.limit)
  }

  #wrongType() {
    const message =
      this.resourceType === 'image'
        ? 'The file given is not an image'
        : 'The file given is not a PDF document'
    return new ApiException(message, { status: 422 })
  }
}

/** An upload must be a multipart body sent as it is (no Content-Encoding). */
export function assertMultipartUpload({ request }: HttpContext) {
  if (request.bodyType !== 'multipart') {
    throw new ApiException('Send the file as multipart/form-data', { status: 400 })
  }
  const encoding = String(request.header('content-encoding') ?? 'identity').toLowerCase()
  if (encoding !== 'identity') {
    throw new ApiException('Send the upload without a Content-Encoding', { status: 415 })
  }
}

/**
 * Local mode's stand-in for Cloudinary's upload endpoint. The multipart body
 * is read by hand as it streams (the body parser leaves it alone, see
 * config/bodyparser.ts), its parts in any order, as Cloudinary takes them, and
 * nothing is kept unless it is authorised:
 *
 * - a Content-Length over the type's limit (plus room for the fields) is
 *   refused with 413 before a byte is read;
 * - the file streams through the content gate (413 past the limit, 422 for
 *   the wrong type) to a temporary file in the media root's `.incoming`
 *   folder;
 * - when the signed fields came before the file, they are checked (api_key,
 *   signature, age, preset) and the signature is marked used, once, before
 *   the file is read; when some come after it, all of this happens once the
 *   body has ended;
 * - the whole form is checked at the end (a field after the file must fit the
 *   signature too); only then is the file moved into place. The temporary
 *   file is removed on every path.
 */
export default class LocalUploadService {
  #ledger = new UploadSignatureLedger()

  async receive(ctx: HttpContext, resourceType: MediaResourceType) {
    const storage = localMediaStorage()
    const { request } = ctx
    assertMultipartUpload(ctx)
    const limit = mediaConfig.limits[resourceType]
    const maxBodyBytes = limit + UPLOAD_FORM_OVERHEAD_BYTES
    if (Number(request.header('content-length')) > maxBodyBytes) {
      // refused unread: the connection closes after the answer
      ctx.response.header('Connection', 'close')
      throw tooLarge(resourceType, limit)
    }

    let fileSeen = false
    let authorised: VerifiedUpload | undefined
    let received: { tmpPath: string; bytes: number; format: string } | undefined
    const tmpPaths: string[] = []

    const receiveFile = async (
      part: MultipartFilePart,
      fieldsBefore: MultipartFields,
      signal: AbortSignal
    ) => {
      assertFileField(part)
      if (fileSeen) throw new ApiException('Send one file per upload', { status: 400 })
      fileSeen = true
      if (hasRequiredUploadFields(fieldsBefore)) {
        authorised = await this.#authorise(storage, fieldsBefore, resourceType)
      }
      signal.throwIfAborted()
      await mkdir(storage.incomingFolder, { recursive: true })
      signal.throwIfAborted()
      const tmpPath = storage.incomingPath()
      tmpPaths.push(tmpPath)
      const gate = new ContentGate(resourceType, limit)
      await streamToFile(part.stream, gate, tmpPath, signal)
      received = { tmpPath, bytes: gate.bytes, format: gate.format! }
    }

    try {
      const fields = await readMultipart(request.request, {
        maxBodyBytes,
        maxOverheadBytes: UPLOAD_FORM_OVERHEAD_BYTES,
        maxParts: MAX_UPLOAD_PARTS,
        bodyTooLarge: () => tooLarge(resourceType, limit),
        onFile: receiveFile,
      })
      if (!received) {
        throw new ApiException('Missing required parameter - file', { status: 400 })
      }
      // every field counts, those sent after the file too
      const verified = authorised
        ? storage.verifyUpload(fields, resourceType)
        : await this.#authorise(storage, fields, resourceType)
      return await storage.saveUpload(
        received.tmpPath,
        verified.preset,
        received.format,
        received.bytes
      )
    } finally {
      await discardAll(storage, tmpPaths)
    }
  }

  /** Checks the signed fields and marks the signature used (401 when it was). */
  async #authorise(
    storage: LocalMediaStorage,
    fields: MultipartFields,
    resourceType: MediaResourceType
  ) {
    const verified = storage.verifyUpload(fields, resourceType)
    if (!(await this.#ledger.claim(verified.signature, verified.timestamp))) {
      throw new ApiException('This upload signature has already been used; ask for a new one', {
        status: 401,
      })
    }
    return verified
  }
}

/** Removes temporary files (a moved or never-created one is no error). */
async function discardAll(storage: LocalMediaStorage, tmpPaths: string[]) {
  await Promise.all(tmpPaths.map((tmpPath) => storage.discard(tmpPath)))
}
