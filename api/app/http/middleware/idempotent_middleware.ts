import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import ApiException from '#core/exceptions/api_exception'
import {
  hashRequestBody,
  IDEMPOTENCY_KEY_PATTERN,
  idempotencyService,
} from '#http/services/idempotency_service'

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'
/** Set on an answer replayed from a stored key, so a client can tell. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed'

/**
 * A write sent with an `Idempotency-Key` header is applied at most once per user
 * (docs/api-contract.md#idempotency-keys): a repeat with the same key, route and body gets the
 * first answer again without running; while the first still runs, a repeat gets 409; the key
 * with another body or route is a 422. Server failures (5xx) give the key back so a retry runs.
 * Runs after the auth middleware; without the header nothing changes.
 */
export default class IdempotentMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const key = ctx.request.header(IDEMPOTENCY_KEY_HEADER)
    const user = ctx.auth.user
    // a read needs no key (inspectCourse by POST is only a read, harmless to store)
    const read = ctx.request.method() === 'GET' || ctx.request.method() === 'HEAD'
    if (key === undefined || user === undefined || read) return next()
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw new ApiException(
        'The Idempotency-Key header must be 1-200 letters, digits, _ - : or .',
        { status: 400 }
      )
    }

    const claim = await idempotencyService.claim({
      userId: user.id,
      key,
      route: `${ctx.request.method()} ${ctx.route?.pattern ?? ctx.request.url()}`,
      bodyHash: hashRequestBody(ctx.request.body()),
    })
    if (claim.kind === 'in_progress') {
      throw new ApiException('This change is still being processed', { status: 409 })
    }
    if (claim.kind === 'mismatch') {
      throw new ApiException('This Idempotency-Key was already used for a different change', {
        status: 422,
      })
    }
    if (claim.kind === 'replay') {
      ctx.response.header(IDEMPOTENT_REPLAYED_HEADER, 'true')
      ctx.response.status(claim.status).send(claim.answer)
      return
    }

    try {
      // errors inside are turned into answers by the exception handler before next() returns
      await next()
    } catch (error) {
      await idempotencyService.release(claim.id)
      throw error
    }
    const status = ctx.response.getStatus()
    try {
      if (status >= 500 || !ctx.response.hasContent) await idempotencyService.release(claim.id)
      else await idempotencyService.complete(claim.id, status, ctx.response.getBody())
      await idempotencyService.removeExpired()
    } catch (error) {
      // The change itself is done and its answer stands; the key stays claimed until it is
      // abandoned (docs/api-contract.md#idempotency-keys).
      ctx.logger.error({ err: error }, 'Could not record the answer of an idempotent request')
    }
  }
}
