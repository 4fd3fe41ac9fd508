import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import { open, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { IMAGE_VARIANT_WIDTHS } from '@pathshala/shared'
import env from '#start/env'
import ApiException from '#core/exceptions/api_exception'
import mediaConfig, { type MediaResourceType, type UploadPreset } from '#config/media'
import { safeEqual, signParams, signaturesMatch } from '#media/services/cloudinary_signature'
import { parseVariantName, variantPathOf, writeImageVariants } from '#media/services/image_variants'
import { configuredMediaDisk, readHead, type MediaDisk } from '#media/services/media_disk'
import { LOCAL_IMAGE_PATH, publicImageUrl } from '#core/services/image_addresses'
import {
  SIGNATURE_BYTES,
  detectFormat,
  imageDimensions,
  isPdf,
  type ImageFormat,
} from '#media/services/file_types'
import {
  isSafePublicId,
  type DownloadLink,
  type LocalFileInput,
  type MediaStorage,
  type PdfCheck,
  type SignedUpload,
  type StoredMedia,
} from '#media/services/media_storage'

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

/** The first bytes of a local file (an upload being received), enough to size a picture. */
async function localHead(path: string) {
  const handle = await open(path, 'r')
  try {
    const buffer = Buffer.alloc(IMAGE_HEADER_BYTES)
    const { bytesRead } = await handle.read(buffer, 0, IMAGE_HEADER_BYTES, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
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
 * signs them, with a secret derived from APP_KEY) and live on the media disk
 * (MEDIA_ROOT, or the S3 bucket with MEDIA_DRIVER=s3):
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

  /**
   * `root` is this instance's own folder: the fs disk's files, and uploads
   * being received (with the s3 disk, only those).
   */
  constructor(
    readonly media: MediaDisk = configuredMediaDisk(mediaConfig),
    readonly root = mediaConfig.localRoot
  ) {}

  signUpload(preset: UploadPreset, now = new Date()): SignedUpload {
    const timestamp = Math.floor(now.getTime() / 1000)
    return {
      timestamp,
      signature: signParams({ timestamp, upload_preset: preset.name }, this.#uploadSecret),
      apiKey: LOCAL_API_KEY,
      cloudName: LOCAL_CLOUD_NAME,
      uploadUrl: this.#apiUrl(`/api/v1/media/upload/${preset.resourceType}`),
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
   * Moves a received (already type-checked) file onto the media disk, with
   * its smaller copies for a picture, and answers as Cloudinary does.
   */
  async saveUpload(tmpPath: string, preset: UploadPreset, format: string, bytes: number) {
    const publicId = `${preset.folder}/${randomBytes(10).toString('hex')}`
    const head = preset.resourceType === 'image' ? await localHead(tmpPath) : null
    await this.#store(preset.resourceType, publicId, format, tmpPath, bytes)
    return this.#describe(preset.resourceType, publicId, format, bytes, head)
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
   * for 'raw'; the same name in the same folder overwrites the file. Works
   * on both disks (fs and s3).
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
    await this.#store(input.resourceType, publicId, format, input.data, input.data.length)
    const head = input.data.subarray(0, IMAGE_HEADER_BYTES)
    return this.#describe(input.resourceType, publicId, format, input.data.length, head)
  }

  /**
   * Puts a file (a local temporary file, moved, or bytes) and a picture's
   * copies onto the disk; on failure nothing of it stays there.
   */
  async #store(
    resourceType: MediaResourceType,
    publicId: string,
    format: string,
    source: string | Buffer,
    bytes: number
  ) {
    const key = this.#fileKey(resourceType, publicId, format)
    try {
      if (resourceType === 'image') await writeImageVariants(this.media, key, source)
      if (typeof source === 'string') {
        await this.media.disk.moveFromFs(source, key, { contentLength: bytes })
      } else {
        await this.media.disk.put(key, source)
      }
    } catch (error) {
      await this.#removeWithVariants(key)
      throw error
    }
  }

  /** Removes a stored file and its copies (an upload that could not be completed). */
  async remove(stored: Pick<StoredMedia, 'resource_type' | 'public_id' | 'format'>) {
    const resourceType = stored.resource_type as MediaResourceType
    await this.#removeWithVariants(this.#fileKey(resourceType, stored.public_id, stored.format))
  }

  async #removeWithVariants(key: string) {
    const keys = [key, ...IMAGE_VARIANT_WIDTHS.map((width) => variantPathOf(key, width))]
    await Promise.all(keys.map((entry) => this.media.disk.delete(entry).catch(() => {})))
  }

  async checkPdf(publicId: string): Promise<PdfCheck> {
    const key = this.rawFileKey(publicId)
    if (!key) return { status: 'missing' }
    const head = await readHead(this.media, key, SIGNATURE_BYTES)
    if (!head) return { status: 'missing' }
    if (!isPdf(head)) return { status: 'not-pdf' }
    try {
      const { contentLength } = await this.media.disk.getMetaData(key)
      return { status: 'ok', bytes: contentLength }
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
    return { url: this.#apiUrl(`/api/v1/media/download/${token}`), expiresAt }
  }

  /**
   * The file (its key on the media disk) and name a download token stands
   * for. A tampered token or one past its expiry is refused (403).
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
    const key = this.rawFileKey(claims.p)
    if (!key || !(await this.#exists(key))) {
      throw new ApiException('The file is no longer available', { status: 404 })
    }
    return { key, fileName: claims.n }
  }

  /**
   * The key of the file behind a public image URL's path
   * (`<public_id>.<format>`), or null when there is none. PDFs are never
   * found here.
   */
  async publicImageKey(relative: string) {
    const match = /^(.+)\.(png|jpg|gif|webp)$/.exec(relative)
    if (!match || !isSafePublicId(match[1])) return null
    const key = this.#fileKey('image', match[1], match[2])
    if (await this.#exists(key)) return key
    // a picture stored before it had smaller copies (or one sharp could not read) is sent whole
    const variant = parseVariantName(relative)
    return variant ? this.#originalImageKey(variant.publicId) : null
  }

  /** publicImageKey as a path on this machine (fs disk only; tests). */
  async publicImagePath(relative: string) {
    const key = await this.publicImageKey(relative)
    return key ? this.media.localPath(key) : null
  }

  async #originalImageKey(publicId: string) {
    for (const format of ['png', 'jpg', 'webp', 'gif']) {
      const key = this.#fileKey('image', publicId, format)
      if (await this.#exists(key)) return key
    }
    return null
  }

  /** A PDF's key on the media disk; null for an id that is not one. */
  rawFileKey(publicId: string) {
    if (!isSafePublicId(publicId)) return null
    // a Cloudinary-style raw id carrying its extension names the same file
    return this.#fileKey('raw', publicId.replace(/\.pdf$/i, ''), 'pdf')
  }

  /** rawFileKey as a path on this machine (fs disk only; tests). */
  rawFilePath(publicId: string) {
    const key = this.rawFileKey(publicId)
    return key ? this.media.localPath(key) : null
  }

  #fileKey(resourceType: MediaResourceType, publicId: string, format: string) {
    if (!isSafePublicId(publicId)) throw new Error('media path escapes its folder')
    return `${resourceType}/${publicId}.${format}`
  }

  async #exists(key: string) {
    try {
      return await this.media.disk.exists(key)
    } catch {
      return false
    }
  }

  #describe(
    resourceType: MediaResourceType,
    publicId: string,
    format: string,
    bytes: number,
    head: Buffer | null
  ): StoredMedia {
    // a picture is answered where it is served (MEDIA_PUBLIC_URL, a CDN, when set)
    const secureUrl =
      resourceType === 'image'
        ? publicImageUrl(`${LOCAL_IMAGE_PATH}${publicId}.${format}`)
        : this.#apiUrl(`/api/v1/media/raw/${publicId}.${format}`)
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
    if (resourceType === 'image' && head) {
      const dimensions = imageDimensions(format as ImageFormat, head)
      if (dimensions) Object.assign(media, dimensions)
    }
    return media
  }

  #mac(payload: string) {
    return createHmac('sha256', this.#downloadSecret).update(payload).digest('base64url')
  }

  /** Uploads and PDF downloads go to the API itself, never through a CDN. */
  #apiUrl(path: string) {
    return new URL(path, env.get('APP_URL')).href
  }

  /** Removes a temporary file left by a refused upload. */
  async discard(tmpPath: string) {
    await rm(tmpPath, { force: true })
  }
}
