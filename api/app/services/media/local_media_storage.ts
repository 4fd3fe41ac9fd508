import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import env from '#start/env'
import ApiException from '#exceptions/api_exception'
import mediaConfig, { type MediaResourceType, type UploadPreset } from '#config/media'
import { safeEqual, signParams, signaturesMatch } from '#services/media/cloudinary_signature'
import { parseVariantName, writeImageVariants } from '#services/media/image_variants'
import {
  SIGNATURE_BYTES,
  detectFormat,
  imageDimensions,
  isPdf,
  type ImageFormat,
} from '#services/media/file_types'
import {
  isSafePublicId,
  type DownloadLink,
  type LocalFileInput,
  type MediaStorage,
  type PdfCheck,
  type SignedUpload,
  type StoredMedia,
} from '#services/media/media_storage'

/** The api_key local uploads carry (the old client sends one; there is no account). */
export const LOCAL_API_KEY = 'local'
export const LOCAL_CLOUD_NAME = 'local'

/**
 * Multipart fields Cloudinary leaves out of the signature; every other field
 * sent must have been signed.
 */
const UNSIGNED_FIELDS = new Set(['file', 'api_key', 'resource_type', 'cloud_name', 'signature'])

/** A signed upload's fields, checked: what to store the file with. */
export interface VerifiedUpload {
  preset: UploadPreset
  /** The signature, lower-case hex */
  signature: string
  /** Unix seconds */
  timestamp: number
}

/** How much of an image is read to find its width and height. */
const IMAGE_HEADER_BYTES = 256 * 1024

function derivedSecret(purpose: string) {
  return createHmac('sha256', env.get('APP_KEY').release()).update(purpose).digest('hex')
}

function isoSeconds(date: Date) {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

interface DownloadClaims {
  /** public id */
  p: string
  /** file name offered to the browser */
  n: string
  /** expiry, unix seconds */
  e: number
}

/**
 * The embedded default: uploads arrive at this API (signed the way Cloudinary
 * signs them, with a secret derived from APP_KEY) and live on disk under
 * `mediaConfig.localRoot`:
 *
 *   image/<folder>/<id>.<format>   served publicly by GET /api/v1/media/image/...
 *   raw/<folder>/<id>.pdf          only through signed download links
 *
 * Public ids are `<folder>/<id>`, as on Cloudinary.
 */
export default class LocalMediaStorage implements MediaStorage {
  readonly driver = 'local' as const
  readonly apiKey = LOCAL_API_KEY
  readonly #uploadSecret = derivedSecret('pathshala media uploads')
  readonly #downloadSecret = derivedSecret('pathshala media downloads')

  get root() {
    return mediaConfig.localRoot
  }

  signUpload(preset: UploadPreset, now = new Date()): SignedUpload {
    const timestamp = Math.floor(now.getTime() / 1000)
    return {
      timestamp,
      signature: signParams({ timestamp, upload_preset: preset.name }, this.#uploadSecret),
      apiKey: LOCAL_API_KEY,
      cloudName: LOCAL_CLOUD_NAME,
      uploadUrl: this.#publicUrl(`/api/v1/media/upload/${preset.resourceType}`),
      folder: preset.folder,
      uploadPreset: preset.name,
      resourceType: preset.resourceType,
      type: preset.deliveryType,
    }
  }

  /**
   * Checks a signed upload's fields as Cloudinary does: the api_key, the
   * signature over every signed field sent, and a timestamp within the hour;
   * then finds the preset, which must upload this resource type. Answers the
   * preset to store the file with, and the signature (lower-case hex) and
   * timestamp, to mark the signature used.
   */
  verifyUpload(
    fields: Record<string, unknown>,
    resourceType: MediaResourceType,
    now = new Date()
  ): VerifiedUpload {
    const values: Record<string, string> = {}
    for (const [key, value] of Object.entries(fields)) {
      if (key === 'file' || value === null || value === undefined) continue
      if (typeof value !== 'string') {
        throw new ApiException(`Send the field "${key}" once, as text`, { status: 400 })
      }
      values[key] = value
    }

    if (!values.api_key) throw new ApiException('Must supply api_key', { status: 401 })
    if (values.api_key !== LOCAL_API_KEY) throw new ApiException('Invalid api_key', { status: 401 })
    if (!values.timestamp) {
      throw new ApiException('Missing required parameter - timestamp', { status: 400 })
    }
    if (!values.signature) {
      throw new ApiException('Missing required parameter - signature', { status: 401 })
    }

    const signed = Object.fromEntries(
      Object.entries(values).filter(([key]) => !UNSIGNED_FIELDS.has(key))
    )
    const expected = signParams(signed, this.#uploadSecret)
    if (!signaturesMatch(expected, values.signature)) {
      throw new ApiException('Invalid Signature', { status: 401 })
    }

    const timestamp = Number(values.timestamp)
    const age = now.getTime() / 1000 - timestamp
    if (!Number.isInteger(timestamp) || Math.abs(age) > mediaConfig.signatureMaxAgeSeconds) {
      throw new ApiException('Stale request - the upload signature is more than 1 hour old', {
        status: 401,
      })
    }

    const preset = mediaConfig.presets.find((entry) => entry.name === values.upload_preset)
    if (!preset) throw new ApiException('Upload preset not found', { status: 400 })
    if (preset.resourceType !== resourceType) {
      throw new ApiException(
        `Upload preset ${preset.name} is for ${preset.resourceType} files; upload to /api/v1/media/upload/${preset.resourceType}`,
        { status: 400 }
      )
    }
    if (values.resource_type && values.resource_type !== resourceType) {
      throw new ApiException(`resource_type must be ${resourceType} at this address`, {
        status: 400,
      })
    }
    return { preset, signature: expected, timestamp }
  }

  /**
   * Where files being received wait until they are checked and moved into
   * place (the only folder an upload writes temporary files to).
   */
  get incomingFolder() {
    return join(this.root, '.incoming')
  }

  /** A fresh temporary path for a file being received. */
  incomingPath() {
    return join(this.incomingFolder, randomUUID())
  }

  /**
   * Moves a received (already type-checked) file into place and answers as
   * Cloudinary does.
   */
  async saveUpload(tmpPath: string, preset: UploadPreset, format: string, bytes: number) {
    const publicId = `${preset.folder}/${randomBytes(10).toString('hex')}`
    const target = this.#filePath(preset.resourceType, publicId, format)
    await mkdir(dirname(target), { recursive: true })
    await rename(tmpPath, target)
    if (preset.resourceType === 'image') await writeImageVariants(target)
    return this.#describe(preset.resourceType, publicId, format, bytes, target)
  }

  /**
   * Writes a file into local storage without an upload (the demo seed):
   *
   *   const pdf = await storage.storeLocalFile({
   *     resourceType: 'raw', folder: 'pathshala/books', data: pdfBytes, name: 'polity-notes',
   *   })
   *   // pdf.public_id -> 'pathshala/books/polity-notes', pdf.format -> 'pdf'
   *
   * The content must be an image (PNG, JPEG, GIF, WebP) for 'image' and a PDF
   * for 'raw'; the same name in the same folder overwrites the file.
   */
  async storeLocalFile(input: LocalFileInput): Promise<StoredMedia> {
    const format = detectFormat(input.resourceType, input.data.subarray(0, SIGNATURE_BYTES))
    if (!format) {
      throw new Error(
        `storeLocalFile: the data is not ${input.resourceType === 'raw' ? 'a PDF' : 'an image'}`
      )
    }
    const name = input.name ?? randomBytes(10).toString('hex')
    const publicId = `${input.folder.replace(/^\/+|\/+$/g, '')}/${name}`
    if (!/^[A-Za-z0-9_-]+$/.test(name) || !isSafePublicId(publicId)) {
      throw new Error(`storeLocalFile: "${publicId}" is not a valid public id`)
    }
    const target = this.#filePath(input.resourceType, publicId, format)
    await mkdir(dirname(target), { recursive: true })
    await writeFile(target, input.data)
    if (input.resourceType === 'image') await writeImageVariants(target)
    return this.#describe(input.resourceType, publicId, format, input.data.length, target)
  }

  async checkPdf(publicId: string): Promise<PdfCheck> {
    const path = this.rawFilePath(publicId)
    if (!path) return { status: 'missing' }
    try {
      const handle = await open(path, 'r')
      try {
        const head = Buffer.alloc(SIGNATURE_BYTES)
        await handle.read(head, 0, SIGNATURE_BYTES, 0)
        if (!isPdf(head)) return { status: 'not-pdf' }
        const { size } = await handle.stat()
        return { status: 'ok', bytes: size }
      } finally {
        await handle.close()
      }
    } catch {
      return { status: 'missing' }
    }
  }

  privateDownloadUrl(
    publicId: string,
    _format: string | null,
    options: { expiresInSeconds: number; fileName: string }
  ): DownloadLink {
    const expiresAt = new Date(Date.now() + options.expiresInSeconds * 1000)
    const claims: DownloadClaims = {
      p: publicId,
      n: options.fileName,
      e: Math.floor(expiresAt.getTime() / 1000),
    }
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url')
    const token = `${payload}.${this.#mac(payload)}`
    return { url: this.#publicUrl(`/api/v1/media/download/${token}`), expiresAt }
  }

  /**
   * The file and name a download token stands for. A tampered token or one
   * past its expiry is refused (403).
   */
  async openDownloadToken(token: string, now = new Date()) {
    const [payload, mac, extra] = token.split('.')
    if (!payload || !mac || extra !== undefined || !safeEqual(this.#mac(payload), mac)) {
      throw new ApiException('This download link is not valid', { status: 403 })
    }
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as DownloadClaims
    if (claims.e * 1000 < now.getTime()) {
      throw new ApiException('This download link has expired; ask for a new one', { status: 403 })
    }
    const path = this.rawFilePath(claims.p)
    if (!path || !(await this.#isFile(path))) {
      throw new ApiException('The file is no longer available', { status: 404 })
    }
    return { path, fileName: claims.n }
  }

  /**
   * The file behind a public image URL's path (`<public_id>.<format>`), or
   * null when there is none. PDFs are never found here.
   */
  async publicImagePath(relative: string) {
    const match = /^(.+)\.(png|jpg|gif|webp)$/.exec(relative)
    if (!match || !isSafePublicId(match[1])) return null
    const path = this.#filePath('image', match[1], match[2])
    if (await this.#isFile(path)) return path
    // a picture stored before it had smaller copies (or one sharp could not read) is sent whole
    const variant = parseVariantName(relative)
    return variant ? this.#originalImagePath(variant.publicId) : null
  }

  async #originalImagePath(publicId: string) {
    for (const format of ['png', 'jpg', 'webp', 'gif']) {
      const path = this.#filePath('image', publicId, format)
      if (await this.#isFile(path)) return path
    }
    return null
  }

  rawFilePath(publicId: string) {
    if (!isSafePublicId(publicId)) return null
    // a Cloudinary-style raw id carrying its extension names the same file
    return this.#filePath('raw', publicId.replace(/\.pdf$/i, ''), 'pdf')
  }

  #filePath(resourceType: MediaResourceType, publicId: string, format: string) {
    const base = resolve(this.root, resourceType)
    const path = resolve(base, `${publicId}.${format}`)
    if (!path.startsWith(base + sep)) throw new Error('media path escapes its folder')
    return path
  }

  async #isFile(path: string) {
    try {
      const stats = await stat(path)
      return stats.isFile()
    } catch {
      return false
    }
  }

  async #describe(
    resourceType: MediaResourceType,
    publicId: string,
    format: string,
    bytes: number,
    path: string
  ): Promise<StoredMedia> {
    const secureUrl =
      resourceType === 'image'
        ? this.#publicUrl(`/api/v1/media/image/${publicId}.${format}`)
        : this.#publicUrl(`/api/v1/media/raw/${publicId}.${format}`)
    const media: StoredMedia = {
      public_id: publicId,
      secure_url: secureUrl,
      url: secureUrl,
      format,
      bytes,
      resource_type: resourceType,
      type: resourceType === 'image' ? 'upload' : 'authenticated',
      created_at: isoSeconds(new Date()),
    }
    if (resourceType === 'image') {
      const dimensions = imageDimensions(format as ImageFormat, await this.#head(path))
      if (dimensions) Object.assign(media, dimensions)
    }
    return media
  }

  async #head(path: string) {
    const handle = await open(path, 'r')
    try {
      const buffer = Buffer.alloc(IMAGE_HEADER_BYTES)
      const { bytesRead } = await handle.read(buffer, 0, IMAGE_HEADER_BYTES, 0)
      return buffer.subarray(0, bytesRead)
    } finally {
      await handle.close()
    }
  }

  #mac(payload: string) {
    return createHmac('sha256', this.#downloadSecret).update(payload).digest('base64url')
  }

  #publicUrl(path: string) {
    return new URL(path, env.get('APP_URL')).href
  }

  /** Removes a temporary file left by a refused upload. */
  async discard(tmpPath: string) {
    await rm(tmpPath, { force: true })
  }
}
