import { preload } from 'react-dom'
import { responsiveImage } from '@pathshala/shared'
import { CARD_IMAGE_SIZES } from './card-image-sizes.ts'

/**
 * Starts downloading the pictures a page shows first (a listing's first row, a course's card)
 * as soon as the page's data is in, while the page is still rendering: at 4x CPU that render
 * takes ~300 ms, and such a picture is the page's largest paint. Each preload names the srcset
 * and sizes the card's <img> has, so the browser picks the same copy for both and the card uses
 * this download: no extra bytes. React adds each preload to the document once.
 */
export function preloadCardPictures(urls: readonly (string | null | undefined)[]) {
  for (const url of urls) {
    if (!url) continue
    const image = responsiveImage(url)
    preload(image.src, {
      as: 'image',
      fetchPriority: 'high',
      ...(image.srcSet && { imageSrcSet: image.srcSet, imageSizes: CARD_IMAGE_SIZES }),
    })
  }
}
