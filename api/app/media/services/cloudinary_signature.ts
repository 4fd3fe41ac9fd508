import { createHash, timingSafeEqual } from 'node:crypto'

/**
 * Cloudinary's request signature (the same string `cloudinary.utils.api_sign_request`
 * builds, signature version 2): the non-empty parameters as `key=value`,
 * sorted by key, joined with '&' (a '&' inside a value written as %26), then
 * the API secret appended and the whole hashed with SHA-1, in hex.
 */
export function signParams(params: Record<string, unknown>, apiSecret: string) {
  const toSign = Object.entries(params)
    .map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : value] as const)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => [key, String(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`.replaceAll('&', '%26'))
    .join('&')
  return createHash('sha1')
    .update(toSign + apiSecret)
    .digest('hex')
}

/** Compares two strings in constant time (for equal lengths). */
export function safeEqual(expected: string, given: unknown) {
  if (typeof given !== 'string') return false
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Compares two hex signatures in constant time; hex case does not matter. */
export function signaturesMatch(expected: string, given: unknown) {
  return typeof given === 'string' && safeEqual(expected.toLowerCase(), given.trim().toLowerCase())
}

export interface CloudinaryAccount {
  cloudName: string
  apiKey: string
  apiSecret: string
  /** Another API origin (a test stand-in); Cloudinary's own when unset */
  uploadPrefix?: string
}

/**
 * Reads `cloudinary://<api_key>:<api_secret>@<cloud_name>?upload_prefix=<url>`.
 */
export function parseCloudinaryUrl(value: string): CloudinaryAccount {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error('CLOUDINARY_URL must look like cloudinary://api_key:api_secret@cloud_name')
  }
  const account = {
    cloudName: decodeURIComponent(url.hostname),
    apiKey: decodeURIComponent(url.username),
    apiSecret: decodeURIComponent(url.password),
    uploadPrefix: url.searchParams.get('upload_prefix') ?? undefined,
  }
  if (url.protocol !== 'cloudinary:' || !account.cloudName || !account.apiKey) {
    throw new Error('CLOUDINARY_URL must look like cloudinary://api_key:api_secret@cloud_name')
  }
  if (!account.apiSecret) throw new Error('CLOUDINARY_URL has no API secret')
  return account
}
