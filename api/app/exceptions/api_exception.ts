import { Exception } from '@adonisjs/core/exceptions'

/**
 * A refusal with a message meant for the client, e.g.
 * `throw new ApiException('Invalid OTP', { status: 400 })`.
 */
export default class ApiException extends Exception {
  constructor(message: string, options: { status: number; code?: string }) {
    super(message, { status: options.status, code: options.code ?? 'E_API' })
  }
}
