import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { listingCache } from '#core/services/listing_cache'

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * On admin routes: a successful write (a course, category, enrolment or store
 * item changed) empties the visitors' listing cache, so they see it at once
 * (on every instance: the cache is shared through Redis when configured).
 */
export default class InvalidateListingsMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await next()
    const status = ctx.response.getStatus()
    if (WRITES.has(ctx.request.method()) && status >= 200 && status < 400) {
      await listingCache.clear()
    }
  }
}
