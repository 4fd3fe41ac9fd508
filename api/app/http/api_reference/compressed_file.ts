import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { HttpContext } from '@adonisjs/core/http'
import {
  acceptedEncodings,
  compressQuickly,
  type StoredEncoding,
} from '#http/services/content_encoding'

type Loaded = { bytes: Buffer; etag: string; copies: Map<StoredEncoding, Promise<Buffer>> }

/**
 * A file that never changes while the server runs (the API reference and the
 * reference page's library), read once and compressed once per encoding on
 * first use, then sent from memory with the copy the browser accepts.
 */
export class CompressedFile {
  #loaded?: Promise<Loaded>

  constructor(
    private path: string,
    private contentType: string,
    private cacheControl: string
  ) {}

  #load() {
    this.#loaded ??= readFile(this.path).then((bytes) => ({
      bytes,
      etag: `"${createHash('sha1').update(bytes).digest('base64url')}"`,
      copies: new Map(),
    }))
    this.#loaded.catch(() => (this.#loaded = undefined))
    return this.#loaded
  }

  #copy(loaded: Loaded, encoding: StoredEncoding) {
    let copy = loaded.copies.get(encoding)
    if (!copy) {
      copy = compressQuickly(loaded.bytes, encoding)
      copy.catch(() => loaded.copies.delete(encoding))
      loaded.copies.set(encoding, copy)
    }
    return copy
  }

  async send({ request, response }: HttpContext) {
    const loaded = await this.#load()
    response.header('Content-Type', this.contentType)
    response.header('Cache-Control', this.cacheControl)
    response.header('Vary', 'Accept-Encoding')
    response.header('ETag', loaded.etag)
    if (request.header('if-none-match') === loaded.etag) return response.status(304).send(null)

    const [encoding] = acceptedEncodings(request.header('accept-encoding'))
    if (!encoding) return response.send(loaded.bytes)
    response.header('Content-Encoding', encoding.encoding)
    return response.send(await this.#copy(loaded, encoding.encoding))
  }
}
