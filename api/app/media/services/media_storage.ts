import type { UploadedMedia, UploadSignature } from '@pathshala/shared'
import type { MediaResourceType, UploadPreset } from '#config/media'

/** What a client needs to upload one file with a preset (the answer of generateSignature). */
export type SignedUpload = UploadSignature

/** A short-lived link to a protected PDF. */
export interface DownloadLink {
  url: string
  expiresAt: Date
}

/** Cloudinary's upload answer, the part the local store gives too. */
export type StoredMedia = Pick<
  UploadedMedia,
  | 'public_id'
  | 'secure_url'
  | 'url'
  | 'format'
  | 'bytes'
  | 'resource_type'
  | 'type'
  | 'width'
  | 'height'
  | 'created_at'
>

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
