import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { errors } from '@vinejs/vine'
import { MAX_INPUT_DEPTH, findInputProblem, urlHasNul } from '#http/services/request_input'

const MESSAGES = {
  nul: 'Text must not contain the NUL character (\\u0000)',
  unicode: 'Text must be valid Unicode',
  depth: `The request is nested more than ${MAX_INPUT_DEPTH} levels deep`,
}
const RULES = { nul: 'noNulCharacter', unicode: 'wellFormedUnicode', depth: 'maxDepth' }

/**
 * Refuses, with a 422 naming the field, a routed request whose URL, query
 * string, route params or parsed body carries a NUL character or a lone
 * surrogate, or is nested absurdly deep (see #http/services/request_input). Runs
 * right after the body parser, before sessions, CSRF or any handler.
 */
export default class InputSanityMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const { request } = ctx
    const problem = urlHasNul(request.url(true))
      ? ({ kind: 'nul', field: 'url' } as const)
      : (findInputProblem(ctx.params) ??
        findInputProblem(request.qs()) ??
        findInputProblem(request.body()))
    if (problem) {
      const message = MESSAGES[problem.kind]
      throw new errors.E_VALIDATION_ERROR([
        { field: problem.field, message, rule: RULES[problem.kind] },
      ])
    }
    return next()
  }
}
