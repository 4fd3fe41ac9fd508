import { describe, expect, it } from 'vitest'
import { isSlotVisible, loopedTrack, visibleCardsForWidth } from './visible-cards.ts'

describe('visibleCardsForWidth (3 from 1024 px, 2 from 768 px, else 1)', () => {
  it.each([
    [1280, 3],
    [1024, 3],
    [1023, 2],
    [768, 2],
    [767, 1],
    [375, 1],
  ])('%i px shows %i', (width, cards) => {
    expect(visibleCardsForWidth(width)).toBe(cards)
  })
})

describe('loopedTrack', () => {
  const members = ['a', 'b', 'c', 'd']

  it('repeats the first members so the last positions still show a full row', () => {
    expect(loopedTrack(members, 3).map((slot) => `${slot.item}${slot.repeat ? '*' : ''}`)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'a*',
      'b*',
    ])
  })

  it('repeats nothing with one card visible', () => {
    expect(loopedTrack(members, 1)).toHaveLength(4)
  })

  it('keeps each entry’s position among the members', () => {
    expect(loopedTrack(members, 2).map((slot) => slot.index)).toEqual([0, 1, 2, 3, 0])
  })
})

describe('isSlotVisible', () => {
  it('shows the run of slots starting at the current member', () => {
    const slots = [0, 1, 2, 3, 4, 5, 6, 7, 8]
    expect(slots.filter((slot) => isSlotVisible(slot, 0, 3))).toEqual([0, 1, 2])
    expect(slots.filter((slot) => isSlotVisible(slot, 6, 3))).toEqual([6, 7, 8])
    expect(slots.filter((slot) => isSlotVisible(slot, 4, 1))).toEqual([4])
  })
})
