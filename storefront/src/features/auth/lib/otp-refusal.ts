import { isApiError } from '@pathshala/shared'
import { errorMessage, retryAfterOf } from '../api/errors.ts'

/** What the code step makes of a refused code (POST /auth/signup's answer). */
export interface OtpRefusal {
  /** What went wrong, in words, with the tries left when the server counted them. */
  message: string
  /** This code takes no more tries: only a new one (Resend) can help, so nothing is sent. */
  spent: boolean
  /** Seconds until a new code may be asked for (0: now); null when the answer did not say. */
  newCodeIn: number | null
}

export const NO_TRIES_LEFT =
  'That code is wrong. No tries left for this code: please request a new one.'

/**
 * Reads the refusal: a wrong code counts its tries (`attemptsLeft`; after the last one, or a
 * 429 for a code that had too many, only a new code helps and `retryAfter` says when one may be
 * asked for). Anything else (an expired code, a taken address, no answer) is its message.
 */
export function readOtpRefusal(error: unknown): OtpRefusal {
  const message = errorMessage(error)
  if (!isApiError(error)) return { message, spent: false, newCodeIn: null }
  const attemptsLeft = attemptsLeftOf(error.body)
  const spent = error.status === 429 || attemptsLeft === 0
  const newCodeIn = spent ? retryAfterOf(error.body) : null
  if (attemptsLeft === 0) return { message: NO_TRIES_LEFT, spent, newCodeIn }
  if (attemptsLeft !== null) {
    return { message: `${message} ${triesLeft(attemptsLeft)}`, spent, newCodeIn }
  }
  return { message, spent, newCodeIn }
}

function attemptsLeftOf(body: unknown): number | null {
  const value =
    typeof body === 'object' && body !== null
      ? (body as Record<string, unknown>).attemptsLeft
      : null
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null
}

function triesLeft(count: number): string {
  return `${count} ${count === 1 ? 'try' : 'tries'} left.`
}
