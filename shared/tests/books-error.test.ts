import { describe, expect, it } from 'vitest'
import { ApiError, InvalidBooksResponseError, booksErrorMessage } from '../src/index.ts'

describe('booksErrorMessage', () => {
  it('names a lost connection', () => {
    expect(booksErrorMessage(new ApiError(0, 'x'))).toBe(
      'Network error. Please check your connection.'
    )
  })

  it('gives the status of a server failure', () => {
    expect(booksErrorMessage(new ApiError(503, 'Service Unavailable'))).toBe('Server error: 503')
  })

  it("passes on the server's explanation of a refusal", () => {
    expect(booksErrorMessage(new ApiError(429, 'Too many requests'))).toBe('Too many requests')
  })

  it('recognises an answer that is not a listing', () => {
    expect(booksErrorMessage(new InvalidBooksResponseError())).toBe('Invalid response format')
  })

  it('admits anything else is unknown', () => {
    expect(booksErrorMessage(new TypeError('boom'))).toBe('Unknown error occurred')
  })
})
