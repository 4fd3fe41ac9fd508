import { describe, expect, it } from 'vitest'
import { countProgress, progressLabel, withLessonCompleted } from './course-progress.ts'
import { courseWithGaps } from '../test/course-fixtures.ts'

describe('course progress', () => {
  const sections = courseWithGaps()

  it('is completed lessons over all lessons', () => {
    expect(countProgress(sections, [])).toEqual({ completed: 0, total: 3, percent: 0 })
    expect(countProgress(sections, ['a1'])).toEqual({ completed: 1, total: 3, percent: 33 })
    expect(countProgress(sections, ['a1', 'a2', 'b1'])).toEqual({
      completed: 3,
      total: 3,
      percent: 100,
    })
  })

  it('ignores completed lessons no longer in the course and duplicates', () => {
    expect(countProgress(sections, ['deleted', 'a1', 'a1'])).toEqual({
      completed: 1,
      total: 3,
      percent: 33,
    })
  })

  it('reads 0 % for a course without lessons', () => {
    expect(countProgress([], ['a1'])).toEqual({ completed: 0, total: 0, percent: 0 })
  })

  it("is captioned 'X / Y completed'", () => {
    expect(progressLabel({ completed: 2, total: 7, percent: 29 })).toBe('2 / 7 completed')
  })

  it('marks and unmarks a lesson without duplicates, keeping the order', () => {
    expect(withLessonCompleted(['a1'], 'b1', true)).toEqual(['a1', 'b1'])
    expect(withLessonCompleted(['a1', 'b1'], 'a1', true)).toEqual(['b1', 'a1'])
    expect(withLessonCompleted(['a1', 'b1'], 'a1', false)).toEqual(['b1'])
    expect(withLessonCompleted([], 'a1', false)).toEqual([])
  })
})
