import { serverMessageOf } from '@pathshala/ui'

/**
 * The fallback when a course call fails without a word from the server
 * (docs/screens/learner.md#course-detail).
 */
export const SOMETHING_WENT_WRONG = 'Something went wrong'

/** The server's message when it sent one, otherwise the fallback. */
export function errorMessage(error: unknown, fallback = SOMETHING_WENT_WRONG): string {
  return serverMessageOf(error) ?? fallback
}
