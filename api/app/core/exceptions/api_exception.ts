import { Exception } from '@adonisjs/core/exceptions'

/** Fields a refusal adds to the error envelope, beside `success` and `message`. */
export type RefusalFields = Record<string, string | number | boolean | null>

/**
 * A refusal with a message meant for the client, e.g.
 * `throw new ApiException('Invalid OTP', { status: 400 })`. A 429 may say when
 * to come back (`retryAfter`, seconds), sent as the Retry-After header.
 * `fields` are answered beside the message (the wrong code's `attemptsLeft`),
 * for a client that shows more than the message.
 */
export default class ApiException extends Exception {
  retryAfter?: number
  fields?: RefusalFields

  constructor(
    message: string,
    options: { status: number; code?: string; retryAfter?: number; fields?: RefusalFields }
  ) {
    super(message, { status: options.status, code: options.code ?? 'E_API' })
    this.retryAfter = options.retryAfter
    this.fields = options.fields
  }
}
