// Signed uploads (start/routes/media.ts): sign with generateSignature, then POST the file
// straight to `uploadUrl` (Cloudinary, or the API's own /media/upload/:resourceType in local
// mode). The signature is the upload's authentication: no cookies, no bearer token.

/** 'image' (PNG, JPEG, GIF, WebP; 5 MB) or 'raw' (PDF; 200 MB) */
export type MediaResourceType = 'image' | 'raw'
/** 'upload' files are public; 'authenticated' ones (book PDFs) only through signed links. */
export type MediaDeliveryType = 'upload' | 'authenticated'

/**
 * The presets' default names (the deployment may rename them): profile pictures (anyone signed
 * in), course images and book PDFs (admins only).
 */
export type UploadPresetName =
  'pathshala_profile' | 'pathshala_course' | 'pathshala_books_pdf' | (string & Record<never, never>)

/**
 * The preset names the deployment signs for, by what is uploaded (GET /config's
 * `uploadPresets`; UPLOAD_PRESET_* on the API). Clients sign with these, never the defaults.
 */
export interface UploadPresetNames {
  /** Profile pictures (default pathshala_profile) */
  profile: UploadPresetName
  /** Course and store thumbnails (default pathshala_course) */
  course: UploadPresetName
  /** Store PDFs (default pathshala_books_pdf) */
  bookPdf: UploadPresetName
}

/** What an upload is for; picks its preset from UploadPresetNames. */
export type UploadPurpose = keyof UploadPresetNames

/** What a client needs to upload one file with a preset. */
export interface UploadSignature {
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
/**
 * The upload's answer, in Cloudinary's field names (the local store answers the same fields,
 * beside `success` and `message`; Cloudinary adds more).
 */
export interface UploadedMedia {
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
  success?: boolean
  message?: string
  /* Cloudinary only */
  asset_id?: string
  version?: number
  signature?: string
  etag?: string
  original_filename?: string
}
