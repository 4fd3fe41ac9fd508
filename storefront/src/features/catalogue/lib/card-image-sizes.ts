import type { ViewMode } from '@pathshala/ui'

/**
 * How wide a card's picture is shown outside the listings (the home page, the profile, a
 * course's card, the store's dialogs): the whole width on a phone (less the page's margins), at
 * most about 400 px on wider screens.
 */
export const CARD_IMAGE_SIZES = '(max-width: 640px) calc(100vw - 32px), 400px'

/**
 * The listings' measures, as their stylesheets set them (a test compares them): the page's
 * content is at most 1200 px less 16 px of padding each side (app/global.css `.page`); a grid
 * fills it with cards at least `minCardWidth` wide, 20 px apart (store.css, explore.css); a
 * list shows each picture at its own widths (`listSizes`, the same stylesheets).
 */
export const LISTING_PAGE = { pageMaxWidth: 1200, pagePadding: 16, gap: 20 }

export const LISTINGS = {
  store: {
    minCardWidth: 250,
    listSizes: '(max-width: 600px) calc(100vw - 32px), (max-width: 900px) 200px, 240px',
  },
  explore: {
    minCardWidth: 260,
    listSizes: '(max-width: 560px) calc(100vw - 32px), (max-width: 760px) 180px, 240px',
  },
} as const

export type Listing = keyof typeof LISTINGS

/** How many columns a grid of cards at least `minCardWidth` wide has in a window that wide. */
function gridColumns(viewportWidth: number, minCardWidth: number) {
  const { pageMaxWidth, pagePadding, gap } = LISTING_PAGE
  const content = Math.min(viewportWidth, pageMaxWidth) - 2 * pagePadding
  return Math.max(1, Math.floor((content + gap) / (minCardWidth + gap)))
}

/**
 * How many cards the first row of a listing's grid holds in a window `viewportWidth` wide (one
 * on a phone, four at most): their pictures load first, with a high priority, and are preloaded
 * as soon as the listing arrives.
 */
export function firstRowCards(listing: Listing, viewportWidth = windowWidth()) {
  return gridColumns(viewportWidth, LISTINGS[listing].minCardWidth)
}

/**
 * The window's width; on the server, which renders a listing for any window
 * (src/prerender/render-first-visit.tsx), a phone's: its first row is one card, and a wider
 * window's other first-row pictures load as they come into view, instead of three more
 * competing with a phone's one over mobile data.
 */
const PHONE_WIDTH = 360
const windowWidth = () => (typeof window === 'undefined' ? PHONE_WIDTH : window.innerWidth)

/**
 * A grid's `sizes`: for each count of columns, up to the window width where one more fits, the
 * width a card then has, and the widest page's card beyond. `100vw` counts a scrollbar too, so
 * it errs a few pixels wide, never narrow. With it a laptop's four columns (277 px) take the
 * 320 px copy where "400px" took the 640 px one.
 */
function gridImageSizes(minCardWidth: number) {
  const { pageMaxWidth, pagePadding, gap } = LISTING_PAGE
  const margins = 2 * pagePadding
  const mostColumns = gridColumns(pageMaxWidth, minCardWidth)
  const slots: string[] = []
  for (let columns = 1; columns <= mostColumns; columns++) {
    const nextWidth =
      columns < mostColumns ? (columns + 1) * (minCardWidth + gap) - gap + margins : pageMaxWidth
    const fixed = margins + (columns - 1) * gap
    const width =
      columns === 1 ? `calc(100vw - ${fixed}px)` : `calc((100vw - ${fixed}px) / ${columns})`
    slots.push(`(max-width: ${nextWidth - 1}px) ${width}`)
  }
  const widest = (pageMaxWidth - margins - (mostColumns - 1) * gap) / mostColumns
  return [...slots, `${Math.ceil(widest)}px`].join(', ')
}

const GRID_SIZES = {
  store: gridImageSizes(LISTINGS.store.minCardWidth),
  explore: gridImageSizes(LISTINGS.explore.minCardWidth),
}

/** The `sizes` of a listing's pictures in the view it shows (its cards' <img> and preloads). */
export function listingImageSizes(listing: Listing, view: ViewMode) {
  return view === 'grid' ? GRID_SIZES[listing] : LISTINGS[listing].listSizes
}
