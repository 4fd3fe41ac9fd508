import { fileURLToPath } from 'node:url'
import { errors, type HttpContext } from '@adonisjs/core/http'
import { StaticSite } from '#http/services/static_site'
import { RenderedPages } from '#http/services/rendered_pages'
import { failure } from '#core/transformers/envelope'

const sites = new Map<string, StaticSite>()
const renderedPages = new Map<string, RenderedPages>()

/** The pages the storefront build at `root` renders on a first visit, one per build. */
function renderedPagesOf(root: string) {
  let pages = renderedPages.get(root)
  if (!pages) renderedPages.set(root, (pages = new RenderedPages(root)))
  return pages
}

/**
 * The build a front end is served from: the repository's own, or the folder
 * STOREFRONT_DIR / ADMIN_DIR names (end-to-end tests, a second copy of the
 * product). Read per request, so a test can point it at a build of its own.
 */
function siteFrom(variable: 'STOREFRONT_DIR' | 'ADMIN_DIR', builtInto: URL) {
  const root = process.env[variable] || fileURLToPath(builtInto)
  let site = sites.get(root)
  if (!site) sites.set(root, (site = new StaticSite(root)))
  return site
}

const STOREFRONT_BUILD = new URL('../../../../storefront/dist/', import.meta.url)
const ADMIN_BUILD = new URL('../../../../admin-desktop/out/web/', import.meta.url)

function notBuilt({ response }: HttpContext, name: string) {
  return response
    .status(503)
    .send(failure(`The ${name} has not been built. Run "npm start" from the repository root.`))
}

export default class WebAppController {
  async storefront(ctx: HttpContext) {
    const storefront = siteFrom('STOREFRONT_DIR', STOREFRONT_BUILD)
    if (!storefront.isBuilt) return notBuilt(ctx, 'storefront')
    if (await renderedPagesOf(storefront.root).send(ctx)) return
    return storefront.serve(ctx, ctx.request.url())
  }

  async admin(ctx: HttpContext) {
    const admin = siteFrom('ADMIN_DIR', ADMIN_BUILD)
    if (!admin.isBuilt) return notBuilt(ctx, 'admin app')
    return admin.serve(ctx, ctx.request.url().replace(/^\/admin/, ''))
  }

  /**
   * No route takes this method at this path: the exception handler answers 404,
   * or 405 with `Allow` when the path is known (app/http/services/allowed_methods.ts).
   */
  async apiNotFound({ request }: HttpContext) {
    throw new errors.E_ROUTE_NOT_FOUND([request.method(), request.url()])
  }
}
