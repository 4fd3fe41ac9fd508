import { ApiError } from '@pathshala/shared'
import { describe, expect, test } from 'vitest'
import { fieldErrorsOf, firstInvalid, revisedErrors, serverFieldErrors } from './field-errors.ts'

describe('field errors', () => {
  test("a 422's fields land on the form's own names, the first message of each", () => {
    const names = { tag: 'tags', price: 'price', themes: 'themes' } as const
    expect(
      fieldErrorsOf(
        [
          { field: 'tag', message: 'At most 20 tags are allowed' },
          { field: 'themes.3', message: 'Themes must be short' },
          { field: 'price', message: 'Price is too high' },
          { field: 'price', message: 'A second word on the price' },
          { field: 'instructor', message: 'Not a field of this form' },
        ],
        names
      )
    ).toEqual({
      tags: 'At most 20 tags are allowed',
      themes: 'Themes must be short',
      price: 'Price is too high',
    })
    expect(
      serverFieldErrors(new ApiError(422, 'Invalid', [{ field: 'tag', message: 'No' }]), names)
    ).toEqual({ tags: 'No' })
    expect(serverFieldErrors(new Error('offline'), names)).toEqual({})
  })

  test('a changed field follows what is wrong with it now; the others stay', () => {
    const shown = { title: 'Title is required', author: 'Author is required' }
    expect(revisedErrors(shown, 'title', {})).toEqual({ author: 'Author is required' })
    expect(revisedErrors(shown, 'title', { title: 'Too long' })).toEqual({
      title: 'Too long',
      author: 'Author is required',
    })
    // a field without an error shown gets none while it is typed in
    expect(revisedErrors({}, 'title', { title: 'Title is required' })).toEqual({})
  })

  test('the first invalid field is the first in the form, not in the answer', () => {
    expect(firstInvalid(['title', 'price'], { price: 'x', title: 'y' })).toBe('title')
    expect(firstInvalid(['title', 'price'], {})).toBeNull()
  })
})
