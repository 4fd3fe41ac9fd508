import { serverMessageOf } from '../../common/lib/server-message.ts'

/** The spec's fallback when a course call fails without a word from the server (§8). */
export const SOMETHING_WENT_WRONG = 'Something went wrong'

/** The server's message when it sent one, otherwise the fallback. */
export function errorMessage(error: unknown, fallback = SOMETHING_WENT_WRONG): string {
  return serverMessageOf(error) ?? fallback
}
