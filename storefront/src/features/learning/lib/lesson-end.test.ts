import { describe, expect, it } from 'vitest'
import { lessonEndOutcome } from './lesson-end.ts'
import { courseWithGaps } from '../test/course-fixtures.ts'

describe('when a video ends', () => {
  const sections = courseWithGaps()

  it('completes the lesson and plays the next one in the section', () => {
    expect(lessonEndOutcome(sections, 'a1')).toEqual({ complete: 'a1', advanceTo: 'a2' })
  })

  it('plays the first lesson of the next section with lessons, past empty ones', () => {
    expect(lessonEndOutcome(sections, 'a2')).toEqual({ complete: 'a2', advanceTo: 'b1' })
  })

  it('completes the last lesson without moving on', () => {
    expect(lessonEndOutcome(sections, 'b1')).toEqual({ complete: 'b1', advanceTo: null })
  })
})
