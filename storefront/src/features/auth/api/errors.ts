import { isApiError, MESSAGES } from '@pathshala/shared'

/** What a refusal for asking too often says when the answer brought no words of its own. */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.'

/**
 * What went wrong, in words, never a status code (it means nothing to a learner): the server's
 * message; the network line when no answer came; for a 429 without words, how long to wait
 * (its `retryAfter`) or to wait a while; else the generic line
 * (docs/screens/learner.md#toasts).
 */
export function errorMessage(error: unknown): string {
  if (!isApiError(error)) return MESSAGES.requestFailed
  if (error.status === 0) return MESSAGES.networkError
  // an answer without words of its own (a proxy's page, an empty body) gets the generic line
  const ownWords = error.message !== '' && error.message !== MESSAGES.requestFailed
  if (ownWords) return error.message
  if (error.status === 429) {
    const seconds = retryAfterOf(error.body)
    return seconds === null ? TOO_MANY_ATTEMPTS : tryAgainIn(seconds)
  }
  return MESSAGES.requestFailed
}

/** `retryAfter` (seconds) of a refusal's answer, when it carries one. */
export function retryAfterOf(body: unknown): number | null {
  const value =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).retryAfter : null
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null
}

function tryAgainIn(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
}
