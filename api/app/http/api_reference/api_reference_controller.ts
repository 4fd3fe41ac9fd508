import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { HttpContext } from '@adonisjs/core/http'
import { contentSecurityPolicy } from '#http/services/content_security_policy'
import { failure } from '#core/transformers/envelope'
import { CompressedFile } from './compressed_file.js'
import { REFERENCE_PAGE } from './reference_page.js'

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url))
const swaggerUi = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))

/** Revalidated on every visit: a deploy may bring a new document. */
const REVALIDATE = 'no-cache'

const document = new CompressedFile(
  here('./openapi.json'),
  'application/json; charset=utf-8',
  REVALIDATE
)

/** The page's assets, by the only names it asks for: nothing else in the package is sent. */
const assets: Record<string, CompressedFile> = {
  'swagger-ui.css': new CompressedFile(
    join(swaggerUi, 'swagger-ui.css'),
    'text/css; charset=utf-8',
    REVALIDATE
  ),
  'swagger-ui-bundle.js': new CompressedFile(
    join(swaggerUi, 'swagger-ui-bundle.js'),
    'text/javascript; charset=utf-8',
    REVALIDATE
  ),
  'reference.js': new CompressedFile(
    here('./reference.js'),
    'text/javascript; charset=utf-8',
    REVALIDATE
  ),
}

/**
 * GET /api/v1/openapi.json and the readable reference at /api/docs
 * (docs/api-contract.md#api-reference): public, like the API they describe.
 */
export default class ApiReferenceController {
  /** GET /api/v1/openapi.json: the OpenAPI 3.1 document generated from the routes. */
  async document(ctx: HttpContext) {
    return document.send(ctx)
  }

  /** GET /api/docs: Swagger UI over that document. */
  async page({ response }: HttpContext) {
    response.header('Content-Type', 'text/html; charset=utf-8')
    response.header('Cache-Control', REVALIDATE)
    response.header('Content-Security-Policy', contentSecurityPolicy())
    return REFERENCE_PAGE
  }

  /** GET /api/docs/assets/:file */
  async asset(ctx: HttpContext) {
    const asset = Object.hasOwn(assets, ctx.params.file) ? assets[ctx.params.file] : undefined
    if (!asset) return ctx.response.notFound(failure('Not found'))
    return asset.send(ctx)
  }
}
