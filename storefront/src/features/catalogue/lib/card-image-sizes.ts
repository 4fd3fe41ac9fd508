/**
 * How wide a card's picture is shown: the whole width on a phone (less the page's margins),
 * at most about 400 px in the grids of wider screens.
 */
export const CARD_IMAGE_SIZES = '(max-width: 640px) calc(100vw - 32px), 400px'

/** The cards of a listing's first row (three across at most): their pictures load first. */
export const FIRST_ROW_CARDS = 3
