import { isApiError } from './api-error.ts'

/**
 * The titles and lines of a failed store listing (docs/screens/learner.md#store), which the
 * admin's published books list says alike.
 */
export const BOOKS_FETCH_FAILED = 'Failed to fetch books'
export const BOOKS_NETWORK_ERROR = 'Network error. Please check your connection.'
export const BOOKS_UNKNOWN_ERROR = 'Unknown error occurred'
export const BOOKS_INVALID_RESPONSE = 'Invalid response format'

/** An answer that arrived but is not the listing (a proxy's page, a changed server). */
export class InvalidBooksResponseError extends Error {
  constructor() {
    super(BOOKS_INVALID_RESPONSE)
    this.name = 'InvalidBooksResponseError'
  }
}

/**
 * What went wrong, in the words of docs/screens/learner.md#store: no connection, a server failure
 * with its status, the server's own explanation for anything it refused, a malformed answer, or
 * unknown.
 */
export function booksErrorMessage(error: unknown): string {
  if (error instanceof InvalidBooksResponseError) return BOOKS_INVALID_RESPONSE
  if (isApiError(error)) {
    if (error.status === 0) return BOOKS_NETWORK_ERROR
    if (error.status >= 500) return `Server error: ${error.status}`
    return error.message || BOOKS_FETCH_FAILED
  }
  return BOOKS_UNKNOWN_ERROR
}
