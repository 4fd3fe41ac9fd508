import { tmpdir } from 'node:os'
import { join } from 'node:path'
import env from '#start/env'
import { storagePath } from '#start/runtime/paths'

/** 'image' (PNG, JPEG, GIF, WebP; 5 MB) or 'raw' (PDF; 200 MB) */
export type MediaResourceType = 'image' | 'raw'
/** 'upload' files are public; 'authenticated' ones (book PDFs) only through signed links. */
export type MediaDeliveryType = 'upload' | 'authenticated'

/**
 * The preset names the deployment signs for, by what is uploaded (GET /config's
 * `uploadPresets`; UPLOAD_PRESET_*). Clients sign with these, never the defaults: profile
 * pictures (anyone signed in), course images and book PDFs (admins only).
 */
export interface UploadPresetNames {
  /** Profile pictures (default pathshala_profile) */
  profile: string
  /** Course and store thumbnails (default pathshala_course) */
  course: string
  /** Store PDFs (default pathshala_books_pdf) */
  bookPdf: string
}

/**
 * An upload preset the API signs for. The folder and delivery type belong to
 * the preset (on Cloudinary: the preset's own settings), so the signature
 * covers only `timestamp` and `upload_preset`, which is all the old client
 * sends with its files.
 */
export interface UploadPreset {
  name: string
  folder: string
  resourceType: MediaResourceType
  /** 'authenticated' assets are never delivered by a public URL */
  deliveryType: MediaDeliveryType
  /** false: any signed-in user may upload with it (profile pictures) */
  adminOnly: boolean
}

const MB = 1024 * 1024

/**
 * The presets' names by purpose (UPLOAD_PRESET_*; GET /config tells the front ends), read on
 * every use so a test can rename them.
 */
export function uploadPresetNames(): UploadPresetNames {
  return {
    profile: env.get('UPLOAD_PRESET_PROFILE') || 'pathshala_profile',
    course: env.get('UPLOAD_PRESET_COURSE') || 'pathshala_course',
    bookPdf: env.get('UPLOAD_PRESET_BOOK_PDF') || 'pathshala_books_pdf',
  }
}

export type MediaDriver = 'fs' | 's3'

/** An S3-compatible bucket (AWS, MinIO, R2...), reached path-style when `forcePathStyle`. */
export interface S3Settings {
  bucket: string
  region: string
  /** Omitted for AWS itself */
  endpoint?: string
  accessKeyId: string
  secretAccessKey: string
  forcePathStyle: boolean
}

function s3Settings(): S3Settings | undefined {
  if (env.get('MEDIA_DRIVER') !== 's3') return undefined
  return {
    bucket: env.get('S3_BUCKET')!,
    region: env.get('S3_REGION') ?? 'us-east-1',
    endpoint: env.get('S3_ENDPOINT') || undefined,
    accessKeyId: env.get('S3_ACCESS_KEY_ID')!,
    secretAccessKey: env.get('S3_SECRET_ACCESS_KEY')!.release(),
    forcePathStyle: env.get('S3_FORCE_PATH_STYLE') ?? false,
  }
}

/**
 * Media uploads and protected downloads. With CLOUDINARY_URL the browser
 * uploads straight to Cloudinary and the API only signs; without it the API
 * stores the files itself under `localRoot`. The limits are read on every
 * upload, so a test can lower them.
 */
const mediaConfig = {
  /** cloudinary://<api_key>:<api_secret>@<cloud_name>[?upload_prefix=<url>] */
  cloudinaryUrl: env.get('CLOUDINARY_URL') || undefined,

  /**
   * Where the API's own media store keeps its files: 'fs', the folder below
   * (the embedded default), or 's3', an S3-compatible bucket every instance
   * reads (docs/decisions.md#media-storage). Ignored with CLOUDINARY_URL.
   */
  driver: (env.get('MEDIA_DRIVER') ?? 'fs') as MediaDriver,

  /** The bucket for MEDIA_DRIVER=s3 (checked in start/env.ts). */
  s3: s3Settings(),

  /**
   * Where local mode keeps the files (git-ignored); tests use a throwaway
   * folder. With the s3 driver only uploads being received wait here.
   */
  localRoot:
    env.get('MEDIA_ROOT') ||
    (env.get('NODE_ENV') === 'test'
      ? join(tmpdir(), `pathshala-media-test-${process.pid}`)
      : storagePath('media')),

  presets: [
    {
      get name() {
        return uploadPresetNames().profile
      },
      folder: 'pathshala/profile',
      resourceType: 'image',
      deliveryType: 'upload',
      adminOnly: false,
    },
    {
      get name() {
        return uploadPresetNames().course
      },
      folder: 'pathshala/courses',
      resourceType: 'image',
      deliveryType: 'upload',
      adminOnly: true,
    },
    {
      get name() {
        return uploadPresetNames().bookPdf
      },
      folder: 'pathshala/books',
      resourceType: 'raw',
      deliveryType: 'authenticated',
      adminOnly: true,
    },
  ] as UploadPreset[],

  /** Largest file accepted, by resource type (images 5 MB, PDFs 200 MB). */
  limits: { image: 5 * MB, raw: 200 * MB } as Record<MediaResourceType, number>,

  /**
   * Chunked uploads (Cloudinary's protocol: X-Unique-Upload-Id and
   * Content-Range). Every chunk but the last must be at least `minChunkBytes`,
   * as on Cloudinary; parts of an upload untouched for `abandonedAfterSeconds`
   * are removed by a sweep that runs at most every `sweepIntervalSeconds` and
   * removes at most `sweepMaxSessions` uploads at a time. Read on every
   * request, so a test can lower them.
   */
  chunked: {
    minChunkBytes: 5 * MB,
    maxChunkBytes: 64 * MB,
    abandonedAfterSeconds: 24 * 3600,
    sweepIntervalSeconds: 60,
    sweepMaxSessions: 100,
  },

  /** An upload signature is good for an hour around its timestamp, as on Cloudinary. */
  signatureMaxAgeSeconds: 3600,

  /** Lifetime of a PDF download link. */
  downloadLinkSeconds: env.get('MEDIA_DOWNLOAD_TTL') ?? 300,
}

export default mediaConfig
