import { describe, expect, it } from 'vitest'
import { ApiError, MESSAGES } from '@pathshala/shared'
import { errorMessage } from './errors.ts'

const answer = (status: number, body: unknown) =>
  new ApiError(
    status,
    (body as { message?: string } | null)?.message ?? MESSAGES.requestFailed,
    [],
    body
  )

describe('errorMessage: a refusal in words, never a status code', () => {
  it("is the server's own words when it gave some", () => {
    expect(
      errorMessage(answer(401, { success: false, message: 'Invalid email or password' }))
    ).toBe('Invalid email or password')
  })

  it('says the connection failed when no answer came', () => {
    expect(errorMessage(new ApiError(0, MESSAGES.networkError))).toBe(
      'Network error. Please check your connection.'
    )
  })

  it('is the generic line for an answer without words, or anything else that failed', () => {
    expect(errorMessage(answer(502, null))).toBe('An error occurred. Please try again.')
    expect(errorMessage(new Error('boom'))).toBe('An error occurred. Please try again.')
  })

  it('says how long to wait on a 429 that came without words', () => {
    expect(errorMessage(answer(429, { success: false, retryAfter: 600 }))).toBe(
      'Too many attempts. Please try again in 10 minutes.'
    )
    expect(errorMessage(answer(429, { success: false, retryAfter: 40 }))).toBe(
      'Too many attempts. Please try again in 1 minute.'
    )
    expect(errorMessage(answer(429, '<html>Too Many Requests</html>'))).toBe(
      'Too many attempts. Please wait a few minutes and try again.'
    )
  })

  it("keeps the server's own words on a 429 (they already say how long)", () => {
    const message = 'Too many attempts. Please try again in 15 minute(s).'
    expect(errorMessage(answer(429, { success: false, message }))).toBe(message)
  })
})
