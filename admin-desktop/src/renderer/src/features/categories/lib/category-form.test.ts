import { describe, expect, test } from 'vitest'
import { categoryNameProblem, formValuesOf, tidyCategoryForm } from './category-form.ts'

describe('the category form', () => {
  test("a name of nothing or spaces is 'Category name is required'", () => {
    expect(categoryNameProblem('')).toBe('Category name is required')
    expect(categoryNameProblem(' \t\n ')).toBe('Category name is required')
    expect(categoryNameProblem(' UPSC ')).toBeNull()
  })

  test('both fields are sent trimmed; a new category starts empty', () => {
    expect(tidyCategoryForm({ name: '  SSC ', description: ' CGL \n' })).toEqual({
      name: 'SSC',
      description: 'CGL',
    })
    expect(formValuesOf(null)).toEqual({ name: '', description: '' })
  })
})
