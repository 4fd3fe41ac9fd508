import { describe, expect, it } from 'vitest'
import { hasRatings, ratingCountText, ratingDescription, starFills } from './rating.ts'

describe('rating display', () => {
  it('counts a course as rated only with an average and at least one rating', () => {
    expect(hasRatings(4.5, 3)).toBe(true)
    expect(hasRatings(null, 0)).toBe(false)
    expect(hasRatings(4, 0)).toBe(false)
    expect(hasRatings(undefined, 2)).toBe(false)
  })

  it('fills stars to the nearest half', () => {
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full'])
    expect(starFills(4.5)).toEqual(['full', 'full', 'full', 'full', 'half'])
    expect(starFills(4.3)).toEqual(['full', 'full', 'full', 'full', 'half'])
    expect(starFills(4.2)).toEqual(['full', 'full', 'full', 'full', 'empty'])
    expect(starFills(2)).toEqual(['full', 'full', 'empty', 'empty', 'empty'])
    expect(starFills(0.7)).toEqual(['half', 'empty', 'empty', 'empty', 'empty'])
  })

  it('keeps the stars within 0 to 5', () => {
    expect(starFills(-1)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty'])
    expect(starFills(9)).toEqual(['full', 'full', 'full', 'full', 'full'])
  })

  it('words the count and the description', () => {
    expect(ratingCountText(1)).toBe('1 rating')
    expect(ratingCountText(12)).toBe('12 ratings')
    expect(ratingCountText(123456)).toBe('1,23,456 ratings')
    expect(ratingDescription(4.5, 12)).toBe('Rated 4.5 out of 5 from 12 ratings')
    expect(ratingDescription(null, 0)).toBe('New: no ratings yet')
  })
})
