import { isApiError, MESSAGES } from '@pathshala/shared'

/**
 * The server's message, or the generic one (docs/screens/learner.md#toasts) when nothing came back.
 */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : MESSAGES.requestFailed
}

/** The answer's status; reported as 500 when there was no answer at all (status 0). */
export function errorStatus(error: unknown): number {
  return isApiError(error) && error.status > 0 ? error.status : 500
}
