import { describe, expect, it } from 'vitest'
import {
  firstLessonId,
  lessonIdsInOrder,
  locateLesson,
  nextLessonId,
  previousLessonId,
} from './lesson-order.ts'
import { courseWithGaps, section } from '../test/course-fixtures.ts'

describe('lesson order', () => {
  const sections = courseWithGaps()

  it('lists lessons in study order, empty sections contributing nothing', () => {
    expect(lessonIdsInOrder(sections)).toEqual(['a1', 'a2', 'b1'])
  })

  it('starts at the first lesson of the first section that has lessons', () => {
    expect(firstLessonId(sections)).toBe('a1')
    expect(firstLessonId([section('x', []), section('y', [])])).toBeNull()
    expect(firstLessonId([])).toBeNull()
  })

  it('moves to the next lesson within a section and across empty sections', () => {
    expect(nextLessonId(sections, 'a1')).toBe('a2')
    expect(nextLessonId(sections, 'a2')).toBe('b1')
  })

  it('has no next lesson after the last one, even with empty sections after it', () => {
    expect(nextLessonId(sections, 'b1')).toBeNull()
  })

  it('moves back across empty sections and stops at the first lesson', () => {
    expect(previousLessonId(sections, 'b1')).toBe('a2')
    expect(previousLessonId(sections, 'a2')).toBe('a1')
    expect(previousLessonId(sections, 'a1')).toBeNull()
  })

  it('knows nothing around a lesson that is not in the course', () => {
    expect(nextLessonId(sections, 'gone')).toBeNull()
    expect(previousLessonId(sections, 'gone')).toBeNull()
    expect(locateLesson(sections, 'gone')).toBeNull()
  })

  it('locates a lesson with its section and the section index', () => {
    const found = locateLesson(sections, 'b1')
    expect(found?.section._id).toBe('B')
    expect(found?.sectionIndex).toBe(3)
    expect(found?.lesson._id).toBe('b1')
  })
})
