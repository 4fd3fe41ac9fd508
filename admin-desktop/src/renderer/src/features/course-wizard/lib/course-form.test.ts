import { describe, expect, test } from 'vitest'
import {
  courseFieldsFromForm,
  courseFormProblem,
  EMPTY_COURSE_FORM,
  previewPrice,
  splitCommaList,
} from './course-form.ts'

const filled = {
  ...EMPTY_COURSE_FORM,
  courseName: ' Polity ',
  courseDescription: 'All of it',
  price: '1499.5',
  category: 'cat1',
  tags: ' upsc, polity ,, gs2 ',
  instructions: 'Watch in order,  Take notes',
}

describe('course details form', () => {
  test('comma lists are split, trimmed and emptied of blanks', () => {
    expect(splitCommaList(' a, b ,,c ,')).toEqual(['a', 'b', 'c'])
    expect(splitCommaList('   ')).toEqual([])
  })

  test('the fields go out trimmed, with tags and instructions as arrays and the price as typed', () => {
    expect(courseFieldsFromForm(filled)).toEqual({
      courseName: 'Polity',
      courseDescription: 'All of it',
      price: '1499.5',
      category: 'cat1',
      whatYouWillLearn: '',
      tag: ['upsc', 'polity', 'gs2'],
      instructions: ['Watch in order', 'Take notes'],
      couponCode: '',
      thumbnail: '',
    })
  })

  test('required fields and the rupee amount are checked before sending', () => {
    expect(courseFormProblem(filled)).toBeNull()
    expect(courseFormProblem({ ...filled, courseName: '  ' })).toBe('Course name is required')
    expect(courseFormProblem({ ...filled, price: '10.555' })).toMatch(/at most 2 decimals/)
    expect(courseFormProblem({ ...filled, price: '-1' })).toMatch(/0 or more/)
    expect(courseFormProblem({ ...filled, category: '' })).toBe('Choose a category')
  })

  test('the preview shows rupees with 2 decimals', () => {
    expect(previewPrice('1499.5')).toBe('₹1,499.50')
    expect(previewPrice('123456')).toBe('₹1,23,456.00')
    expect(previewPrice('0')).toBe('₹0.00')
  })
})
