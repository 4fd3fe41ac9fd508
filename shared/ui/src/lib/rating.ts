import { formatCount } from '@pathshala/shared'

export type StarFill = 'full' | 'half' | 'empty'

const STARS = 5

/** Only real ratings are shown: something nobody has rated yet reads 'New'. */
export function hasRatings(average: number | null | undefined, count: number): boolean {
  return typeof average === 'number' && Number.isFinite(average) && count > 0
}

/** Five stars for an average of 0-5, rounded to the nearest half star. */
export function starFills(average: number): StarFill[] {
  const halves = Math.round(Math.min(Math.max(average, 0), STARS) * 2)
  return Array.from({ length: STARS }, (_, index) => {
    const left = halves - index * 2
    return left >= 2 ? 'full' : left === 1 ? 'half' : 'empty'
  })
}

/** '12 ratings', '1 rating' (en-IN grouping for big counts). */
export function ratingCountText(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'rating' : 'ratings'}`
}

/** What a screen reader hears for the stars. */
export function ratingDescription(average: number | null | undefined, count: number): string {
  if (!hasRatings(average, count)) return 'New: no ratings yet'
  return `Rated ${average!.toFixed(1)} out of 5 from ${ratingCountText(count)}`
}
