import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import BodyParserMiddleware from '@adonisjs/core/bodyparser_middleware'
import ApiException from '#core/exceptions/api_exception'

/**
 * The framework's body parser, with one refusal added: it parses a JSON body
 * with a reviver and then deep-copies it, both recursively, so a body nested
 * a few thousand levels deep (a few KB of `{"a":{"a":...`) overflows the call
 * stack inside it. That is the client's input, never a server fault: a 400.
 * Only errors from the parsing itself are converted, not from what runs after.
 */
@inject()
export default class BodyParserWithDepthMiddleware {
  constructor(private parser: BodyParserMiddleware) {}

  async handle(ctx: HttpContext, next: NextFn) {
    let parsed = false
    try {
      return await this.parser.handle(ctx, () => {
        parsed = true
        return next()
      })
    } catch (error) {
      if (!parsed && error instanceof RangeError) {
        throw new ApiException('The request is nested too deeply', { status: 400 })
      }
      throw error
    }
  }
}
