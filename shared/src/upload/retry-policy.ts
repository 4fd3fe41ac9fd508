import { ApiError } from '../api/api-error.ts'

export interface RetryPolicy {
  /** Tries after the first failure before a file counts as failed */
  maxRetries: number
  /** The first wait; each next one doubles, up to `maxDelayMs` */
  baseDelayMs: number
  maxDelayMs: number
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxRetries: 5,
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
}

/**
 * The wait before retry number `retry` (1 for the first): exponential, capped, with up to a
 * fifth taken off at random so many failed files do not come back at the same instant.
 */
export function retryDelayMs(policy: RetryPolicy, retry: number, random: () => number): number {
  const exponential = policy.baseDelayMs * 2 ** Math.max(0, retry - 1)
  const capped = Math.min(policy.maxDelayMs, exponential)
  return Math.round(capped * (1 - 0.2 * random()))
}

/**
 * Failures worth another try: no answer at all (the network), a timeout, too many requests,
 * a conflict while the server assembled the file, or a server error. A refusal of the file
 * itself (wrong type, too large, a bad signature) fails at once.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  const { status } = error
  return status === 0 || status === 408 || status === 409 || status === 429 || status >= 500
}
