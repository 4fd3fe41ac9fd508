import { describe, expect, it } from 'vitest'
import { ApiError, MESSAGES } from '@pathshala/shared'
import { serverMessageOr } from './server-message.ts'

describe('server message', () => {
  it("uses the server's own message", () => {
    const error = new ApiError(422, 'Gender must be male, female or other', [], {
      success: false,
      message: 'Gender must be male, female or other',
    })
    expect(serverMessageOr(error, 'Failed to update profile')).toBe(
      'Gender must be male, female or other'
    )
  })

  it("falls back to the screen's wording without one", () => {
    const fallback = 'Failed to update profile'
    expect(serverMessageOr(new ApiError(500, MESSAGES.requestFailed, [], null), fallback)).toBe(
      fallback
    )
    expect(serverMessageOr(new ApiError(0, MESSAGES.networkError), fallback)).toBe(fallback)
    expect(serverMessageOr(new ApiError(502, MESSAGES.requestFailed, [], '<html>'), fallback)).toBe(
      fallback
    )
    expect(serverMessageOr(new Error('boom'), fallback)).toBe(fallback)
  })
})
