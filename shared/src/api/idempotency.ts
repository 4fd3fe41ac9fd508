import type { RequestOptions } from './transport.ts'

/**
 * A write sent with this header is applied at most once per signed-in user: the server replays
 * its stored answer to a repeat with the same key (docs/api-contract.md#idempotency-keys), so a
 * queued change can be sent again after its answer was lost.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'

/** 1 to 200 letters, digits, `_`, `-`, `:` or `.` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_\-:.]{1,200}$/

/** The optional second argument of the builder's and categories' writes. */
export interface WriteOptions {
  /** The same key for every attempt of one change; a new key for each new change. */
  idempotencyKey?: string
}

export function isIdempotencyKey(value: string): boolean {
  return IDEMPOTENCY_KEY_PATTERN.test(value)
}

/** Request options carrying the key's header; none when no key is given. */
export function writeRequestOptions(options: WriteOptions = {}): RequestOptions | undefined {
  const key = options.idempotencyKey
  if (key === undefined) return undefined
  // A bad key is a bug in the caller, not something to send and have refused.
  if (!isIdempotencyKey(key)) {
    throw new TypeError('An idempotency key is 1-200 characters of A-Z, a-z, 0-9, _ - : .')
  }
  return { headers: { [IDEMPOTENCY_KEY_HEADER]: key } }
}
