import { describe, expect, it } from 'vitest'
import { resumePoint } from './resume-point.ts'
import { courseWithGaps, lesson, section } from '../test/course-fixtures.ts'

describe('resume point', () => {
  const sections = courseWithGaps()

  it('opens a first visit at the first lesson of the first section with lessons', () => {
    expect(resumePoint(sections, { lastLessonId: null, lastPositionSeconds: 0 })).toEqual({
      lessonId: 'a1',
      startAt: 0,
    })
  })

  it('reopens at the last lesson and position', () => {
    expect(resumePoint(sections, { lastLessonId: 'b1', lastPositionSeconds: 42 })).toEqual({
      lessonId: 'b1',
      startAt: 42,
    })
  })

  it('drops fractions and negative positions', () => {
    expect(resumePoint(sections, { lastLessonId: 'a2', lastPositionSeconds: 12.9 })?.startAt).toBe(
      12
    )
    expect(resumePoint(sections, { lastLessonId: 'a2', lastPositionSeconds: -3 })?.startAt).toBe(0)
  })

  it('starts a lesson over when the saved position is at its very end', () => {
    // the test lessons last 60 s
    expect(resumePoint(sections, { lastLessonId: 'a1', lastPositionSeconds: 58 })?.startAt).toBe(0)
    expect(resumePoint(sections, { lastLessonId: 'a1', lastPositionSeconds: 54 })?.startAt).toBe(54)
  })

  it('keeps the position when the lesson length is unknown', () => {
    const unknown = [section('s', [lesson('x', 0)])]
    expect(resumePoint(unknown, { lastLessonId: 'x', lastPositionSeconds: 500 })?.startAt).toBe(500)
  })

  it('falls back to the first lesson when the saved one was removed', () => {
    expect(resumePoint(sections, { lastLessonId: 'deleted', lastPositionSeconds: 30 })).toEqual({
      lessonId: 'a1',
      startAt: 0,
    })
  })

  it('has nowhere to open in a course without lessons', () => {
    expect(resumePoint([section('s', [])], { lastLessonId: null, lastPositionSeconds: 0 })).toBe(
      null
    )
  })
})
