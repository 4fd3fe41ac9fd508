import { isApiError } from '@pathshala/shared'

/**
 * The message the server put in its answer, or null when it sent none (no connection, an empty
 * or non-JSON body): screens then show their own wording.
 */
export function serverMessageOf(error: unknown): string | null {
  if (!isApiError(error)) return null
  const body = error.body
  if (typeof body !== 'object' || body === null) return null
  const message = (body as { message?: unknown }).message
  return typeof message === 'string' && message.trim() !== '' ? message : null
}

/** The server's message for a failed call, else the screen's own wording. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return serverMessageOf(error) ?? fallback
}
