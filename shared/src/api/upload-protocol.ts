// Signed uploads as the shared uploader speaks them: Cloudinary's protocol, which the API's own
// store (local mode) speaks too. Sign with generateSignature, then POST the file straight to
// `uploadUrl`; the signature is the upload's authentication: no cookies, no bearer token.

/**
 * What a signed upload sends, of the signature POST /generate/generateSignature answers (the
 * apps pass that answer; it says more).
 */
export interface UploadSignatureFields {
  /** Where the multipart POST goes (absolute) */
  uploadUrl: string
  apiKey: string
  /** Unix seconds; signed */
  timestamp: number
  signature: string
  uploadPreset: string
  /** 'image' or 'raw' */
  resourceType: string
}

/**
 * A stored file as the upload answers it, in Cloudinary's field names (the API's own store
 * answers the same fields; Cloudinary adds more).
 */
export interface UploadedMedia {
  public_id: string
  secure_url: string
  url: string
  /** 'png', 'jpg', 'gif', 'webp', 'pdf' */
  format: string
  bytes: number
  /** 'image' or 'raw' */
  resource_type: string
  /** 'upload' (public) or 'authenticated' (only through signed links) */
  type: string
  /** Images only */
  width?: number
  height?: number
  /** ISO 8601 */
  created_at: string
}
