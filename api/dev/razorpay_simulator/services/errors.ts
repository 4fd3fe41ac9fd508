/**
 * A refusal in Razorpay's own error format, so the `razorpay` SDK and the
 * checkout script read it as they read Razorpay's:
 * `{ error: { code: 'BAD_REQUEST_ERROR', description, source, step, reason, metadata, field? } }`.
 */
export class RazorpaySimulatorError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
    readonly field?: string
  ) {
    super(description)
  }

  toJSON() {
    return {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: this.description,
        source: 'NA',
        step: 'NA',
        reason: this.status === 401 ? 'NA' : 'input_validation_failed',
        metadata: {},
        ...(this.field ? { field: this.field } : {}),
      },
    }
  }
}

/** What Razorpay answers for wrong or missing API credentials. */
export const authenticationFailed = () => new RazorpaySimulatorError(401, 'Authentication failed')

/** What Razorpay answers for an id it does not know (also for a malformed one). */
export const unknownId = () => new RazorpaySimulatorError(400, 'The id provided does not exist')
