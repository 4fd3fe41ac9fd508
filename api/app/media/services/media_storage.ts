import type { MediaDeliveryType, MediaResourceType, UploadPreset } from '#config/media'

// Signed uploads (start/routes/media.ts): sign with generateSignature, then POST the file
// straight to `uploadUrl` (Cloudinary, or the API's own /media/upload/:resourceType in local
// mode). The signature is the upload's authentication: no cookies, no bearer token.

/** What a client needs to upload one file with a preset (the answer of generateSignature). */
export interface SignedUpload {
  /** Unix seconds; signed. Valid for an hour. */
  timestamp: number
  signature: string
  apiKey: string
  cloudName: string
  /** Where the multipart POST goes (absolute) */
  uploadUrl: string
  /** Where the file lands; set by the preset, not sent with the upload */
  folder: string
  uploadPreset: string
  resourceType: MediaResourceType
  type: MediaDeliveryType
}

/** A short-lived link to a protected PDF. */
export interface DownloadLink {
  url: string
  expiresAt: Date
}

/**
 * A stored file as the upload answers it, in Cloudinary's field names: the part of Cloudinary's
 * answer the local store gives too (beside `success` and `message`; Cloudinary adds more).
 */
export interface StoredMedia {
  public_id: string
  secure_url: string
  url: string
  /** 'png', 'jpg', 'gif', 'webp', 'pdf' */
  format: string
  bytes: number
  resource_type: MediaResourceType
  type: MediaDeliveryType
  /** Images only */
  width?: number
  height?: number
  /** ISO 8601 */
  created_at: string
}

/**
 * Whether a referenced PDF is really there: `ok` (with its size when known),
 * `missing`, or `not-pdf`. Cloudinary mode cannot look without a network call
 * and answers `ok` with an unknown size.
 */
export type PdfCheck = { status: 'ok'; bytes: number | null } | { status: 'missing' | 'not-pdf' }

/** A file to put into local storage (the demo seed's thumbnails and PDFs). */
export interface LocalFileInput {
  /** 'image' (PNG, JPEG, GIF, WebP) or 'raw' (PDF) */
  resourceType: MediaResourceType
  /** e.g. 'pathshala/books'; one of the presets' folders is a good choice */
  folder: string
  /** The file's bytes */
  data: Buffer
  /** Optional fixed id inside the folder ([A-Za-z0-9_-]); random when omitted */
  name?: string
}

/**
 * Where uploaded media lives: the API's own disk (local) or Cloudinary.
 * Chosen once from config (see `mediaStorage()` in ./main).
 */
export interface MediaStorage {
  readonly driver: 'local' | 'cloudinary'

  /** Signs an upload with the preset (`timestamp` and `upload_preset`). */
  signUpload(preset: UploadPreset, now?: Date): SignedUpload

  /**
   * A link that downloads a protected PDF as an attachment and stops working
   * after `expiresInSeconds`.
   */
  privateDownloadUrl(
    publicId: string,
    format: string | null,
    options: { expiresInSeconds: number; fileName: string }
  ): DownloadLink

  /** Checks that an uploaded PDF exists before an item refers to it. */
  checkPdf(publicId: string): Promise<PdfCheck>

  /**
   * Writes a file straight into local storage, without a signature, and
   * answers like an upload (`secure_url`, `public_id`, `format`, `bytes`).
   * For the demo seed; only the local driver supports it.
   */
  storeLocalFile(input: LocalFileInput): Promise<StoredMedia>
}

/**
 * A public id is path-like: segments of letters, digits, '_', '-' and '.'
 * (Cloudinary raw ids end in their extension), never '.' or '..'.
 */
export function isSafePublicId(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 300) return false
  return value
    .split('/')
    .every((segment) => /^[A-Za-z0-9_.-]+$/.test(segment) && !/^\.+$/.test(segment))
}
