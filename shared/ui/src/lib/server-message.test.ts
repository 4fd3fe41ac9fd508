import { ApiError, MESSAGES } from '@pathshala/shared'
import { describe, expect, it } from 'vitest'
import { serverMessageOf, serverMessageOr } from './server-message.ts'

describe('serverMessageOf', () => {
  it('reads the message of the server’s answer', () => {
    const error = new ApiError(404, 'Course not found', [], {
      success: false,
      message: 'Course not found',
    })
    expect(serverMessageOf(error)).toBe('Course not found')
  })

  it('is null when the server said nothing', () => {
    expect(serverMessageOf(new ApiError(0, 'Network error. Please check your connection.'))).toBe(
      null
    )
    expect(serverMessageOf(new ApiError(502, 'An error occurred.', [], '<html>'))).toBeNull()
    expect(serverMessageOf(new ApiError(500, 'x', [], { message: '  ' }))).toBeNull()
    expect(serverMessageOf(new Error('boom'))).toBeNull()
  })

  it("falls back to the screen's wording without one", () => {
    const fallback = 'Failed to update profile'
    const error = new ApiError(422, 'Gender must be male, female or other', [], {
      success: false,
      message: 'Gender must be male, female or other',
    })
    expect(serverMessageOr(error, fallback)).toBe('Gender must be male, female or other')
    expect(serverMessageOr(new ApiError(500, MESSAGES.requestFailed, [], null), fallback)).toBe(
      fallback
    )
    expect(serverMessageOr(new ApiError(0, MESSAGES.networkError), fallback)).toBe(fallback)
    expect(serverMessageOr(new Error('boom'), fallback)).toBe(fallback)
  })
})
