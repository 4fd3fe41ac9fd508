import { isApiError } from '@pathshala/shared'

/**
 * The message the server gave for a failed call, else the screen's own wording (a dropped
 * connection or an answer without a message).
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback
  const body = error.body
  const message =
    typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined
  return typeof message === 'string' && message.trim() !== '' ? message : fallback
}
