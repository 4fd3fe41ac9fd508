import logger from '@adonisjs/core/services/logger'
import sharp from 'sharp'
import { IMAGE_VARIANT_WIDTHS } from '@pathshala/shared'
import type { MediaDisk } from '#media/services/media_disk'

/** WebP at this quality is about a tenth of the PNG thumbnails it stands for. */
const WEBP_QUALITY = 72

/** `<folder>/<id>.png` -> `<folder>/<id>-w320.webp` (docs/api-contract.md#media). */
export function variantPathOf(originalPath: string, width: number) {
  return originalPath.replace(/\.[a-z]+$/, `-w${width}.webp`)
}

/** The variant's width when `relative` names one (`<id>-w320.webp`), with its original's id. */
export function parseVariantName(relative: string) {
  const match = /^(.+)-w(\d+)\.webp$/.exec(relative)
  if (!match) return null
  const width = Number(match[2])
  return (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width)
    ? { publicId: match[1], width }
    : null
}

/**
 * Writes the smaller WebP copies of a stored picture beside it (`originalKey` on the media
 * disk), once, when it is stored; `source` is the picture's bytes or a local file holding
 * them. A picture sharp cannot read (it passed the type check on its first bytes) keeps no
 * copies and is served as it is: the copies make pages lighter, their absence breaks nothing.
 */
export async function writeImageVariants(
  media: MediaDisk,
  originalKey: string,
  source: string | Buffer
) {
  const written: string[] = []
  try {
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const copy = await sharp(source)
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer()
      const target = variantPathOf(originalKey, width)
      written.push(target)
      await media.disk.put(target, copy, { contentType: 'image/webp' })
    }
  } catch (error) {
    logger.warn({ err: error, file: originalKey }, 'no smaller copies of this picture')
    await Promise.all(written.map((key) => media.disk.delete(key).catch(() => {})))
  }
}
