import { preload } from 'react-dom'
import { responsiveImage } from '@pathshala/shared'
import type { ViewMode } from '@pathshala/ui'
import {
  CARD_IMAGE_SIZES,
  firstRowCards,
  listingImageSizes,
  type Listing,
} from './card-image-sizes.ts'

type PictureUrls = readonly (string | null | undefined)[]

/**
 * Once a page's data is in, starts downloading the pictures it shows first (`pick`: a
 * listing's first row, a course's card) while the page is still rendering: at 4x CPU that
 * render takes ~300 ms, and such a picture is the page's largest paint. Each preload names the
 * srcset and `sizes` the card's <img> has, so the browser picks the same copy for both and
 * the card uses this download: no extra bytes. React adds each preload to the document once.
 * A failed or malformed answer preloads nothing (the page's own query reports it).
 */
export function preloadCardPictures<T>(
  answer: Promise<T>,
  pick: (value: T) => PictureUrls,
  sizes = CARD_IMAGE_SIZES
) {
  answer
    .then((value) => {
      for (const url of pick(value)) {
        if (!url) continue
        const image = responsiveImage(url)
        preload(image.src, {
          as: 'image',
          fetchPriority: 'high',
          ...(image.srcSet && { imageSrcSet: image.srcSet, imageSizes: sizes }),
        })
      }
    })
    .catch(() => {})
}

/**
 * The pictures of a listing's first row (`pick`: the page's pictures in order), preloaded with
 * the sizes its cards have in `view`.
 */
export function preloadFirstRowPictures<T>(
  answer: Promise<T>,
  listing: Listing,
  view: ViewMode,
  pick: (value: T) => PictureUrls
) {
  preloadCardPictures(
    answer,
    (value) => pick(value).slice(0, firstRowCards(listing)),
    listingImageSizes(listing, view)
  )
}
