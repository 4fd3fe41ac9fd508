import app from '@adonisjs/core/services/app'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import ApiException from '#core/exceptions/api_exception'
import { releaseUnreadBody } from '#http/services/unread_body'
import { allowedMethods } from '#http/services/allowed_methods'
import { failure, type ErrorAnswer, type FieldError } from '#core/transformers/envelope'

/**
 * Messages for framework errors whose own wording is not meant for learners.
 */
const MESSAGES: Record<string, string> = {
  E_UNAUTHORIZED_ACCESS: 'Please sign in to continue',
  E_INVALID_CREDENTIALS: 'Invalid email or password',
  E_BAD_CSRF_TOKEN: 'Your session token is missing or expired. Refresh the page and try again.',
  E_ROUTE_NOT_FOUND: 'Not found',
  E_REQUEST_ENTITY_TOO_LARGE: 'The request is too large',
}

/** The envelope's own keys, which a refusal's fields never replace. */
const ENVELOPE_KEYS = new Set(['success', 'message', 'errors'])

/**
 * zlib's and brotli's stream errors (`Z_DATA_ERROR`, `Z_BUF_ERROR`,
 * `ERR__ERROR_FORMAT_PADDING_1`, ...): a numeric errno and a code, no HTTP
 * status. The body parser inflates a body sent with Content-Encoding gzip,
 * deflate or br, and lets such an error through when the body is not what its
 * header says (or is cut short): the client's mistake. Depending on where the
 * stream fails, raw-body passes the error on as it is or tags it with a
 * generic status 500, so both count.
 */
export function isDecompressionError(error: any, ctx: HttpContext) {
  const encoding = String(ctx.request.header('content-encoding') ?? 'identity').toLowerCase()
  return (
    encoding !== 'identity' &&
    error instanceof Error &&
    typeof (error as any).errno === 'number' &&
    typeof (error as any).code === 'string' &&
    ((error as any).status === undefined || (error as any).status === 500)
  )
}

/**
 * Every error leaves as `{ success: false, message, errors? }` with its HTTP
 * status. A 5xx never carries the error's own text or a stack trace, except
 * an ApiException's, whose message is written for the client (e.g. 502
 * 'Failed to create payment order', 503 'Payments are not available right now').
 */
export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = false

  protected statusFor(error: any, ctx?: HttpContext): number {
    if (error?.code === 'E_BAD_CSRF_TOKEN') return 403
    if (ctx && isDecompressionError(error, ctx)) return 400
    const status = Number(error?.status)
    if (Number.isInteger(status) && status >= 400 && status < 600) return status
    // Malformed JSON bodies and similar parser errors are the client's mistake.
    if (error?.type === 'entity.parse.failed' || error instanceof SyntaxError) return 400
    return 500
  }

  async handle(error: any, ctx: HttpContext) {
    // a known path called with a method it does not take: 405 with the methods it takes
    const allow = error?.code === 'E_ROUTE_NOT_FOUND' ? allowedMethods(ctx.request.url()) : []
    const status = allow.length > 0 ? 405 : this.statusFor(error, ctx)
    const body: ErrorAnswer & { code?: string; error?: string } = failure(
      'Something went wrong. Please try again later.'
    )

    if (error instanceof ApiException && error.fields) {
      // a refusal's own fields (a wrong code's attemptsLeft); the envelope's keys stay its own
      for (const [key, value] of Object.entries(error.fields)) {
        if (!ENVELOPE_KEYS.has(key)) Object.assign(body, { [key]: value })
      }
    }

    if (status < 500 || error instanceof ApiException) {
      body.message = MESSAGES[error?.code] ?? error?.message ?? 'Bad request'
    }

    if (error?.code === 'E_VALIDATION_ERROR' && Array.isArray(error.messages)) {
      body.errors = error.messages.map((entry: FieldError) => ({
        field: entry.field,
        message: entry.message,
        rule: entry.rule,
      }))
      body.message = body.errors![0]?.message ?? 'Please check the form'
    }

    if (error?.code === 'E_TOO_MANY_REQUESTS' && error.response) {
      const seconds = Number(error.response.availableIn) || 60
      ctx.response.header('Retry-After', String(seconds))
      body.message = `Too many attempts. Please try again in ${Math.ceil(seconds / 60)} minute(s).`
    }

    if (status === 429 && Number(error?.retryAfter) > 0) {
      ctx.response.header('Retry-After', String(Math.ceil(error.retryAfter)))
    }

    // the old admin client reads `error` on category update/delete failures
    if (error?.legacyErrorKey === true) body.error = body.message

    // lets a client tell a stale CSRF token (retry after the fresh cookie) from other 403s
    if (error?.code === 'E_BAD_CSRF_TOKEN') body.code = error.code

    if (status === 400 && (error?.type === 'entity.parse.failed' || error instanceof SyntaxError)) {
      body.message = 'The request body is not valid JSON'
    }

    if (status === 405) {
      ctx.response.header('Allow', allow.join(', '))
      body.message = `This address does not take ${ctx.request.method()}.`
    }

    if (status === 400 && isDecompressionError(error, ctx)) {
      body.message = 'The request body could not be decompressed'
    }

    releaseUnreadBody(
      ctx.request.request,
      String(ctx.response.getHeader('connection') ?? '').toLowerCase() === 'close'
    )
    return ctx.response.status(status).send(body)
  }

  async report(error: unknown, ctx: HttpContext) {
    if (this.statusFor(error, ctx) >= 500 || !app.inTest) {
      return super.report(error, ctx)
    }
  }
}
