import { createWriteStream } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { dirname } from 'node:path'
import { Transform, type TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { HttpContext } from '@adonisjs/core/http'
import ApiException from '#exceptions/api_exception'
import mediaConfig, { type MediaResourceType } from '#config/media'
import { SIGNATURE_BYTES, detectFormat } from '#services/media/file_types'
import { localMediaStorage } from '#services/media/main'

function readableSize(bytes: number) {
  const mb = bytes / (1024 * 1024)
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`
  return `${Math.max(1, Math.floor(bytes / 1024))} KB`
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
    const what = this.resourceType === 'image' ? 'image' : 'PDF'
    return new ApiException(`The ${what} is larger than the ${readableSize(this.limit)} limit`, {
      status: 413,
    })
  }

  #wrongType() {
    const message =
      this.resourceType === 'image'
        ? 'The file given is not an image'
        : 'The file given is not a PDF document'
    return new ApiException(message, { status: 422 })
  }
}

/**
 * Local mode's stand-in for Cloudinary's upload endpoint. The multipart body
 * is read by hand (bodyparser `processManually`): the file streams to a
 * temporary file through the content gate, never into memory; once every
 * field has arrived the signature is checked and the file moved into place,
 * or the temporary file removed.
 */
export default class LocalUploadService {
  async receive(ctx: HttpContext, resourceType: MediaResourceType) {
    const storage = localMediaStorage()
    const multipart = ctx.request.multipart
    if (!multipart || !ctx.request.is(['multipart/form-data'])) {
      throw new ApiException('Send the file as multipart/form-data', { status: 400 })
    }

    let received: { tmpPath: string; bytes: number; format: string } | undefined
    let failure: unknown
    const pending: string[] = []

    multipart.onFile('file', {}, async (part) => {
      if (received || failure) {
        part.resume()
        return
      }
      const tmpPath = storage.incomingPath()
      pending.push(tmpPath)
      const gate = new ContentGate(resourceType, mediaConfig.limits[resourceType])
      try {
        await mkdir(dirname(tmpPath), { recursive: true })
        await pipeline(part, gate, createWriteStream(tmpPath))
        received = { tmpPath, bytes: gate.bytes, format: gate.format! }
      } catch (error) {
        failure = error
        multipart.abort(error)
      }
    })

    try {
      try {
        await multipart.process()
      } catch (error) {
        throw failure ?? error
      }
      if (failure) throw failure
      if (!received) {
        throw new ApiException('Missing required parameter - file', { status: 400 })
      }
      const preset = storage.verifyUpload(ctx.request.body(), resourceType)
      const stored = await storage.saveUpload(
        received.tmpPath,
        preset,
        received.format,
        received.bytes
      )
      pending.length = 0
      return stored
    } finally {
      for (const tmpPath of pending) await storage.discard(tmpPath)
    }
  }
}
