import { isApiError } from '@pathshala/shared'

/** The list's failure title and lines, as the store says them (docs/screens/learner.md#store). */
export const BOOKS_FETCH_FAILED = 'Failed to fetch books'
export const BOOKS_NETWORK_ERROR = 'Network error. Please check your connection.'
export const BOOKS_UNKNOWN_ERROR = 'Unknown error occurred'
export const BOOKS_INVALID_RESPONSE = 'Invalid response format'

/** An answer that arrived but is not the listing. */
export class InvalidBooksResponseError extends Error {
  constructor() {
    super(BOOKS_INVALID_RESPONSE)
    this.name = 'InvalidBooksResponseError'
  }
}

/** No connection, a server failure with its status, the server's own reason, or unknown. */
export function booksErrorMessage(error: unknown): string {
  if (error instanceof InvalidBooksResponseError) return BOOKS_INVALID_RESPONSE
  if (isApiError(error)) {
    if (error.status === 0) return BOOKS_NETWORK_ERROR
    if (error.status >= 500) return `Server error: ${error.status}`
    return error.message || BOOKS_FETCH_FAILED
  }
  return BOOKS_UNKNOWN_ERROR
}
