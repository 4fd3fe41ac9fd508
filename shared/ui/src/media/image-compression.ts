/** Size limits for an image about to be uploaded. */
export interface ImageLimits {
  maxBytes: number
  /** Longest side, in pixels */
  maxDimension: number
}

/** Profile photos: at most 1 MB and 1000 px (docs/screens/learner.md#profile). */
export const PROFILE_IMAGE_LIMITS: ImageLimits = { maxBytes: 1_000_000, maxDimension: 1000 }
/** Course thumbnails: at most 1 MB and 1920 px (docs/screens/admin.md). */
export const COURSE_THUMBNAIL_LIMITS: ImageLimits = { maxBytes: 1_000_000, maxDimension: 1920 }
/** Store items' thumbnails: at most 1 MB and 1000 px (docs/screens/admin.md). */
export const CONTENT_THUMBNAIL_LIMITS: ImageLimits = { maxBytes: 1_000_000, maxDimension: 1000 }

/** Thrown when the chosen file is not a picture the browser can read. */
export class NotAnImageError extends Error {
  constructor() {
    super('The file given is not an image')
    this.name = 'NotAnImageError'
  }
}

export interface DecodedImage {
  width: number
  height: number
  source: CanvasImageSource
  close?: () => void
}

/** Reading and writing pixels; the browser's canvas in the app, a fake in tests. */
export interface ImageCodec {
  decode(file: Blob): Promise<DecodedImage>
  encode(image: DecodedImage, width: number, height: number, quality: number): Promise<Blob>
}

// Formats the API accepts as they are, when already small enough.
const KEPT_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
const JPEG_QUALITIES = [0.9, 0.8, 0.7, 0.6, 0.5] as const
// Each round that cannot reach the byte limit at any quality shrinks the picture by this much.
const SHRINK_FACTOR = 0.75
const MAX_SHRINK_ROUNDS = 8

/** The size that fits inside a square of `maxDimension`, keeping the shape; never enlarges. */
export function fitWithin(
  width: number,
  height: number,
  maxDimension: number
): { width: number; height: number } {
  const longest = Math.max(width, height)
  if (longest <= maxDimension) return { width, height }
  const scale = maxDimension / longest
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  }
}

/**
 * Makes an image fit the limits before upload: a file already within them is kept as it is;
 * otherwise it is scaled to fit `maxDimension` and saved as JPEG at the best quality under
 * `maxBytes`, shrinking further only when even low quality is too big.
 */
export async function compressImage(
  file: Blob,
  limits: ImageLimits,
  codec: ImageCodec = canvasCodec
): Promise<Blob> {
  let image: DecodedImage
  try {
    image = await codec.decode(file)
  } catch {
    throw new NotAnImageError()
  }
  try {
    let size = fitWithin(image.width, image.height, limits.maxDimension)
    const fitsAlready =
      file.size <= limits.maxBytes &&
      size.width === image.width &&
      size.height === image.height &&
      KEPT_TYPES.has(file.type)
    if (fitsAlready) return file

    for (let round = 0; round < MAX_SHRINK_ROUNDS; round++) {
      for (const quality of JPEG_QUALITIES) {
        const encoded = await codec.encode(image, size.width, size.height, quality)
        if (encoded.size <= limits.maxBytes) return encoded
      }
      size = {
        width: Math.max(1, Math.round(size.width * SHRINK_FACTOR)),
        height: Math.max(1, Math.round(size.height * SHRINK_FACTOR)),
      }
    }
    throw new Error('The image could not be made small enough')
  } finally {
    image.close?.()
  }
}

/** The browser's way: createImageBitmap to read (EXIF rotation applied), a canvas to write. */
export const canvasCodec: ImageCodec = {
  async decode(file) {
    const bitmap = await createImageBitmap(file)
    return {
      width: bitmap.width,
      height: bitmap.height,
      source: bitmap,
      close: () => bitmap.close(),
    }
  },
  encode(image, width, height, quality) {
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const context = canvas.getContext('2d')
    if (!context) return Promise.reject(new Error('Canvas is not available'))
    // JPEG has no transparency: a see-through PNG gets a white background, not a black one.
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, width, height)
    context.drawImage(image.source, 0, 0, width, height)
    return new Promise((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))),
        'image/jpeg',
        quality
      )
    )
  },
}

/** A file name matching the blob's format, for the upload form. */
export function uploadFileName(original: string, blob: Blob): string {
  const base = original.replace(/\.[^.]*$/, '').trim() || 'photo'
  const extension = blob.type.split('/')[1]?.replace('jpeg', 'jpg') || 'jpg'
  return `${base}.${extension}`
}
