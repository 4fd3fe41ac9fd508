import { isApiError } from './api-error.ts'

/**
 * The answer of a call that says who is signed in, or null when the server answers 401: a
 * visitor, or a session that has ended, is not an error for the caller.
 */
export async function nullWhenSignedOut<T>(answer: Promise<T>): Promise<T | null> {
  try {
    return await answer
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null
    throw error
  }
}
