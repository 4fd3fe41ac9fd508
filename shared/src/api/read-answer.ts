import { MESSAGES } from '../messages.ts'
import { ApiError } from './api-error.ts'

/**
 * Reads an answer's body as JSON: null when empty; an ApiError keeping the raw text when it is
 * not JSON (a proxy's HTML error page, say); status 0 when the connection dropped mid-body.
 */
export async function readAnswer(response: Response): Promise<unknown> {
  let text: string
  try {
    text = await response.text()
  } catch (error) {
    if (isAbortError(error)) throw error
    throw new ApiError(0, MESSAGES.networkError, [], null, { cause: error })
  }
  if (text === '') return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new ApiError(response.status, MESSAGES.requestFailed, [], text)
  }
}

/** Sends with fetch, turning a failure to connect into an ApiError with status 0. */
export async function sendOrFail(
  send: typeof fetch,
  url: string,
  init: RequestInit
): Promise<Response> {
  try {
    return await send(url, init)
  } catch (error) {
    // A caller that aborts on purpose wants its AbortError, not a network complaint.
    if (isAbortError(error)) throw error
    throw new ApiError(0, MESSAGES.networkError, [], null, { cause: error })
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError'
}
