import { rm } from 'node:fs/promises'
import logger from '@adonisjs/core/services/logger'
import sharp from 'sharp'
import { IMAGE_VARIANT_WIDTHS } from '@pathshala/shared'

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
 * Writes the smaller WebP copies of a stored picture beside it, once, when it is stored. A
 * picture sharp cannot read (it passed the type check on its first bytes) keeps no copies and
 * is served as it is: the copies make pages lighter, their absence breaks nothing.
 */
export async function writeImageVariants(originalPath: string) {
  const written: string[] = []
  try {
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const target = variantPathOf(originalPath, width)
      written.push(target)
      await sharp(originalPath)
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toFile(target)
    }
  } catch (error) {
    logger.warn({ err: error, file: originalPath }, 'no smaller copies of this picture')
    await Promise.all(written.map((path) => rm(path, { force: true })))
  }
}
