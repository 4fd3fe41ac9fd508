/**
 * The widths an uploaded picture is also kept in (docs/api-contract.md#media): the cards show
 * thumbnails about 300-400 CSS pixels wide, so one for ordinary screens and one for 2x screens.
 */
export const IMAGE_VARIANT_WIDTHS = [320, 640] as const

/** What an <img> needs to pick the smallest picture that still looks sharp. */
export interface ResponsiveImage {
  src: string
  /** Absent for a picture kept in one size only (a Google avatar, an outside address). */
  srcSet?: string
}

/** Our own media route: `.../api/v1/media/image/<public id>.<png|jpg|gif|webp>`. */
const LOCAL_IMAGE = /^(.*\/api\/v1\/media\/image\/.+?)\.(png|jpg|gif|webp)$/
/** Cloudinary's delivery address of an upload: `.../image/upload/<version>/<public id>.<ext>`. */
const CLOUDINARY_IMAGE = /^(https:\/\/res\.cloudinary\.com\/[^/]+\/image\/upload\/)(.+)$/

/**
 * The picture at `url` with its smaller copies: WebP variants that local storage writes beside
 * the original (`<id>-w320.webp`), or Cloudinary's own resizing (`f_auto,q_auto,w_320`), which
 * also picks AVIF or WebP for the browser. The original stays the `src` for anything else.
 */
export function responsiveImage(url: string): ResponsiveImage {
  const local = LOCAL_IMAGE.exec(url)
  if (local) {
    const srcSet = IMAGE_VARIANT_WIDTHS.map((width) => `${local[1]}-w${width}.webp ${width}w`)
    return { src: url, srcSet: srcSet.join(', ') }
  }
  const cloudinary = CLOUDINARY_IMAGE.exec(url)
  if (cloudinary) {
    const [, upload, rest] = cloudinary
    const at = (width: number) => `${upload}f_auto,q_auto,w_${width}/${rest}`
    return {
      src: at(IMAGE_VARIANT_WIDTHS.at(-1)!),
      srcSet: IMAGE_VARIANT_WIDTHS.map((width) => `${at(width)} ${width}w`).join(', '),
    }
  }
  return { src: url }
}

/** The variant file names local storage writes for an original (without its extension). */
export function imageVariantName(publicIdWithoutExtension: string, width: number) {
  return `${publicIdWithoutExtension}-w${width}.webp`
}
