import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import bodyParserConfig from '#config/bodyparser'
import ApiException from '#core/exceptions/api_exception'

/**
 * Refuses a multipart/form-data body (415) on every route that does not read
 * one itself (config/bodyparser.ts, `processManually`), before anything reads
 * it: no route but the media uploads takes files, so no other route parses a
 * multipart body or writes one to disk. Runs right after the body parser.
 */
export default class MultipartGuardMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const pattern = ctx.route?.pattern
    const readsItsOwn =
      pattern !== undefined && bodyParserConfig.multipart.processManually.includes(pattern)
    if (ctx.request.bodyType === 'multipart' && !readsItsOwn) {
      throw new ApiException('Send this request as JSON, not multipart/form-data', {
        status: 415,
      })
    }
    return next()
  }
}
