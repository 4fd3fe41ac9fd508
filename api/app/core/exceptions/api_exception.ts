import { Exception } from '@adonisjs/core/exceptions'

/**
 * A refusal with a message meant for the client, e.g.
 * `throw new ApiException('Invalid OTP', { status: 400 })`. A 429 may say when
 * to come back (`retryAfter`, seconds), sent as the Retry-After header.
 */
export default class ApiException extends Exception {
  retryAfter?: number

  constructor(message: string, options: { status: number; code?: string; retryAfter?: number }) {
    super(message, { status: options.status, code: options.code ?? 'E_API' })
    this.retryAfter = options.retryAfter
  }
}
