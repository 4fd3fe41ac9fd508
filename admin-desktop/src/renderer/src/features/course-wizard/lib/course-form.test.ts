import { describe, expect, test } from 'vitest'
import {
  courseFieldsFromForm,
  courseFormErrors,
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
      issuesCertificate: true,
      thumbnail: '',
    })
  })

  test('a course issues a certificate unless the switch is turned off', () => {
    expect(EMPTY_COURSE_FORM.issuesCertificate).toBe(true)
    expect(courseFieldsFromForm({ ...filled, issuesCertificate: false }).issuesCertificate).toBe(
      false
    )
  })

  test('required fields and the rupee amount are checked before sending, all at once', () => {
    expect(courseFormErrors(filled)).toEqual({})
    expect(courseFormErrors({ ...filled, courseName: '  ' })).toEqual({
      courseName: 'Course name is required',
    })
    expect(courseFormErrors({ ...filled, price: '10.555' }).price).toMatch(/at most 2 decimals/)
    expect(courseFormErrors({ ...filled, price: '-1' }).price).toMatch(/0 or more/)
    expect(courseFormErrors({ ...filled, category: '' })).toEqual({ category: 'Choose a category' })
    expect(Object.keys(courseFormErrors(EMPTY_COURSE_FORM))).toEqual([
      'courseName',
      'courseDescription',
      'price',
      'category',
    ])
  })

  test('the preview shows rupees with 2 decimals', () => {
    expect(previewPrice('1499.5')).toBe('₹1,499.50')
    expect(previewPrice('123456')).toBe('₹1,23,456.00')
    expect(previewPrice('0')).toBe('₹0.00')
  })
})
