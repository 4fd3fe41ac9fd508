import { describe, expect, it } from 'vitest'
import { learningPoints, paragraphs } from './learning-points.ts'

describe("what you'll learn", () => {
  it('splits the builder’s comma-separated list', () => {
    expect(learningPoints('Decoding directives, Structuring answers, Diagrams')).toEqual([
      'Decoding directives',
      'Structuring answers',
      'Diagrams',
    ])
  })

  it('takes one point per line when there are lines, keeping commas inside them', () => {
    expect(learningPoints('- Polity, basics\n• Economy\n\n* History')).toEqual([
      'Polity, basics',
      'Economy',
      'History',
    ])
  })

  it('is empty for empty text', () => {
    expect(learningPoints('')).toEqual([])
    expect(learningPoints(null)).toEqual([])
    expect(learningPoints(' , ')).toEqual([])
  })
})

describe('paragraphs', () => {
  it('keeps non-empty lines', () => {
    expect(paragraphs('One\n\n  Two  \r\nThree')).toEqual(['One', 'Two', 'Three'])
    expect(paragraphs(undefined)).toEqual([])
  })
})
