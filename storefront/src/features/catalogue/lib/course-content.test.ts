import { describe, expect, it } from 'vitest'
import { courseDetail } from '../../../test/catalogue-fixtures.ts'
import {
  contentSummary,
  formatDuration,
  learningPoints,
  plural,
  sectionDuration,
} from './course-content.ts'

describe('course content', () => {
  it('counts sections, lessons and their length', () => {
    const { courseContent } = courseDetail()
    expect(contentSummary(courseContent)).toEqual({ sections: 2, lessons: 2, duration: 695 })
    expect(sectionDuration(courseContent[1]!)).toBe(0)
    expect(contentSummary([])).toEqual({ sections: 0, lessons: 0, duration: 0 })
  })

  it('formats lengths like the API', () => {
    expect(formatDuration(0)).toBe('')
    expect(formatDuration(45)).toBe('45s')
    expect(formatDuration(600)).toBe('10m')
    expect(formatDuration(1359)).toBe('22m 39s')
    expect(formatDuration(3720)).toBe('1h 2m')
    expect(formatDuration(7200)).toBe('2h')
  })

  it('words counts', () => {
    expect(plural(1, 'lesson')).toBe('1 lesson')
    expect(plural(12, 'section')).toBe('12 sections')
  })

  it('turns a separated what-you-will-learn into points', () => {
    expect(learningPoints('Preamble, Fundamental rights, Parliament')).toEqual([
      'Preamble',
      'Fundamental rights',
      'Parliament',
    ])
    expect(learningPoints('- Maps\n- Rivers\n\n- Soils')).toEqual(['Maps', 'Rivers', 'Soils'])
    expect(learningPoints('  ')).toEqual([])
  })

  it('keeps prose as one paragraph', () => {
    const prose = 'How to read a question, plan in a minute and write within the word limit.'
    expect(learningPoints(prose)).toEqual([prose])
    const long = `${'a'.repeat(90)}, ${'b'.repeat(10)}`
    expect(learningPoints(long)).toEqual([long])
  })
})
