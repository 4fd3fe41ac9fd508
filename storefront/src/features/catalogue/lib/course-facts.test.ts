import { describe, expect, it } from 'vitest'
import {
  cardTags,
  courseDetailPath,
  courseLength,
  instructorName,
  isEnrolledIn,
  learningPath,
} from './course-facts.ts'

describe('course facts', () => {
  it('finds the user in studentsEnroled', () => {
    const course = { studentsEnroled: [{ _id: 'user-1' }] }
    expect(isEnrolledIn(course, 'user-1')).toBe(true)
    expect(isEnrolledIn(course, 'user-2')).toBe(false)
    expect(isEnrolledIn(course, null)).toBe(false)
    expect(isEnrolledIn({ studentsEnroled: [] }, 'user-1')).toBe(false)
  })

  it('names the instructor, with a fallback', () => {
    expect(instructorName({ _id: 'i', firstName: 'Asha', lastName: 'Verma' })).toBe('Asha Verma')
    expect(instructorName(null)).toBe('Pathshala faculty')
  })

  it('gives the real length only when lessons have durations', () => {
    expect(courseLength({ totalDuration: 1359, totalDurationText: '22m 39s' })).toBe('22m 39s')
    expect(courseLength({ totalDuration: 0, totalDurationText: '0s' })).toBeNull()
  })

  it('keeps up to three non-empty tags', () => {
    expect(cardTags(['a', '', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c'])
  })

  it('builds the detail and learning links', () => {
    expect(courseDetailPath('c-1')).toBe('/home/course?id=c-1')
    expect(learningPath('c 1')).toBe('/home/enrolled?id=c%201')
  })
})
