/**
 * The answer envelope (docs/api-contract.md#answer-envelope): `success` and `message` first,
 * then the payload's keys beside them at the top level, as given. A key the payload leaves out
 * stays absent, so each route keeps exactly the keys its old client reads (`data`, `meta`,
 * `user`, `token`, ...). The envelope's own keys cannot be overridden by the payload.
 */
type Payload = object & { success?: never; message?: never }

/** Every answer: `success` and `message`, with the payload's keys beside them. */
export type ApiAnswer<P extends object = Record<never, never>> = {
  success: boolean
  message: string
} & P

/** One refused field of a 422 answer (the validator's field, message and rule). */
export interface FieldError {
  field: string
  message: string
  rule?: string
}

/** What every error answers (docs/api-contract.md#answer-envelope). */
export interface ErrorAnswer {
  success: false
  message: string
  errors?: FieldError[]
}

/** A successful answer: `{ success: true, message, ...payload }`. */
export function ok<P extends Payload = Record<never, never>>(
  message: string,
  payload?: P
): ApiAnswer<P> & { success: true } {
  return { success: true, message, ...payload } as ApiAnswer<P> & { success: true }
}

/** A refusal answered without an exception: `{ success: false, message, ...payload }`. */
export function failure<P extends Payload = Record<never, never>>(
  message: string,
  payload?: P
): ApiAnswer<P> & { success: false } {
  return { success: false, message, ...payload } as ApiAnswer<P> & { success: false }
}
