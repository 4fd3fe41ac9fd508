import { fileURLToPath } from 'node:url'
import type { ApplicationService } from '@adonisjs/core/types'
import type { Router } from '@adonisjs/core/http'
import { SESSION_COOKIE_NAME } from '#config/session'
import { collectReferenceRoutes, type RouterRoute } from './collect_reference_routes.js'
import { openApiDocument } from './openapi_document.js'
import { answerSchemas } from './answer_types.js'
import { scanRoutes } from './scan_routes.js'

/** Where the generated document is kept (committed; `node ace api-reference:generate` writes it). */
export const API_REFERENCE_FILE = fileURLToPath(new URL('./openapi.json', import.meta.url))

/** The file's exact text: what the generator writes and what the freshness test compares. */
export function serializeApiReference(document: object) {
  return `${JSON.stringify(document, null, 2)}\n`
}

/**
 * The OpenAPI document of a booted app: its router's routes, the validators
 * the scanner finds in their controllers, the controllers' doc comments, and
 * the answers TypeScript gives their controllers (the contract client's types).
 * Development only (see scan_routes.ts).
 */
export async function generateApiReference(app: ApplicationService, router: Router) {
  const routes = Object.values(router.toJSON()).flat() as unknown as RouterRoute[]
  const appRoot = fileURLToPath(app.appRoot)
  const scanned = await scanRoutes(appRoot, JSON.parse(JSON.stringify(routes)))
  const described = await collectReferenceRoutes(routes, scanned, {
    importModule: (specifier) => import(specifier),
  })
  const packageFile = await import('../../../package.json', { with: { type: 'json' } })
  const { version } = packageFile.default
  const types = await answerSchemas(appRoot.replace(/[\\/]$/, ''), scanned)
  return openApiDocument(
    described,
    {
      title: 'Pathshala API',
      version,
      // the constant itself: config/session.ts exports a lazy provider, so the app's config has no
      // cookieName to read, and a scheme without a name is not valid OpenAPI
      sessionCookie: SESSION_COOKIE_NAME,
    },
    types
  )
}
