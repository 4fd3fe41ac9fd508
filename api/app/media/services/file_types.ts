import type { MediaResourceType } from '#config/media'

export type ImageFormat = 'png' | 'jpg' | 'gif' | 'webp'

/** How many leading bytes decide a file's type. */
export const SIGNATURE_BYTES = 12

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/**
 * The image format by content (magic bytes), whatever the file is called:
 * PNG, JPEG, GIF or WebP, else null.
 */
export function detectImageFormat(head: Buffer): ImageFormat | null {
  if (head.length >= 8 && head.subarray(0, 8).equals(PNG)) return 'png'
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg'
  const ascii = head.subarray(0, 12).toString('latin1')
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return 'gif'
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return 'webp'
  return null
}

/** A PDF starts with `%PDF-`. */
export function isPdf(head: Buffer) {
  return head.subarray(0, 5).toString('latin1') === '%PDF-'
}

/**
 * The format a file of this resource type is stored as, judged by content:
 * images must be PNG, JPEG, GIF or WebP; raw files must be PDFs.
 */
export function detectFormat(resourceType: MediaResourceType, head: Buffer) {
  if (resourceType === 'image') return detectImageFormat(head)
  return isPdf(head) ? 'pdf' : null
}

/**
 * Width and height from an image's header, or null when the header does not
 * say (a truncated JPEG, say). `bytes` is the start of the file.
 */
export function imageDimensions(format: ImageFormat, bytes: Buffer) {
  try {
    switch (format) {
      case 'png':
        return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
      case 'gif':
        return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) }
      case 'webp':
        return webpDimensions(bytes)
      case 'jpg':
        return jpegDimensions(bytes)
    }
  } catch {
    return null
  }
}

function webpDimensions(bytes: Buffer) {
  const chunk = bytes.subarray(12, 16).toString('latin1')
  if (chunk === 'VP8X') {
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 }
  }
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21)
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
  }
  if (chunk === 'VP8 ') {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff }
  }
  return null
}

/** Walks the JPEG segments to the first start-of-frame marker. */
function jpegDimensions(bytes: Buffer) {
  let offset = 2
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null
    const marker = bytes[offset + 1]
    if (marker === 0xff) {
      offset += 1
      continue
    }
    const length = bytes.readUInt16BE(offset + 2)
    const startOfFrame =
      marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
    if (startOfFrame) {
      return { width: bytes.readUInt16BE(offset + 7), height: bytes.readUInt16BE(offset + 5) }
    }
    offset += 2 + length
  }
  return null
}

/** Content types for the formats this API stores. */
export const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
}
