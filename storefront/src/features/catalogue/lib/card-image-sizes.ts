/**
 * How wide a card's picture is shown: the whole width on a phone (less the page's margins),
 * at most about 400 px in the grids of wider screens.
 */
export const CARD_IMAGE_SIZES = '(max-width: 640px) calc(100vw - 32px), 400px'

/**
 * The listing grids' measures, as their stylesheets set them: the page's content is at most
 * 1200 px less 16 px of padding each side (app/global.css `.page`), and the grids fill it with
 * cards at least 250 px wide (the store's; explore's 260 px) 20 px apart (store.css,
 * explore.css). A test compares them with the stylesheets.
 */
export const LISTING_GRID = { pageMaxWidth: 1200, pagePadding: 16, minCardWidth: 250, gap: 20 }

/**
 * How many cards the first row of a listing grid holds in a window `viewportWidth` wide (one on
 * a phone, four at most): their pictures load first, with a high priority, and are preloaded
 * as soon as the listing arrives.
 */
export function firstRowCards(viewportWidth = window.innerWidth) {
  const { pageMaxWidth, pagePadding, minCardWidth, gap } = LISTING_GRID
  const content = Math.min(viewportWidth, pageMaxWidth) - 2 * pagePadding
  return Math.max(1, Math.floor((content + gap) / (minCardWidth + gap)))
}
