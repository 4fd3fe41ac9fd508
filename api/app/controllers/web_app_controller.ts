import type { HttpContext } from '@adonisjs/core/http'
import { StaticSite } from '#services/static_site'

const defaultStorefront = new StaticSite(new URL('../../../storefront/dist/', import.meta.url))
const admin = new StaticSite(new URL('../../../admin-desktop/out/web/', import.meta.url))
const storefronts = new Map<string, StaticSite>()

/**
 * STOREFRONT_DIR serves another build (end-to-end tests, a second copy of the
 * product); it is read per request, so a test can point it at a build of its own.
 */
function storefrontSite() {
  const root = process.env.STOREFRONT_DIR
  if (!root) return defaultStorefront
  let site = storefronts.get(root)
  if (!site) storefronts.set(root, (site = new StaticSite(root)))
  return site
}

function notBuilt({ response }: HttpContext, name: string) {
  return response.status(503).send({
    success: false,
    message: `The ${name} has not been built. Run "npm start" from the repository root.`,
  })
}

export default class WebAppController {
  async storefront(ctx: HttpContext) {
    const storefront = storefrontSite()
    if (!storefront.isBuilt) return notBuilt(ctx, 'storefront')
    return storefront.serve(ctx, ctx.request.url())
  }

  async admin(ctx: HttpContext) {
    if (!admin.isBuilt) return notBuilt(ctx, 'admin app')
    return admin.serve(ctx, ctx.request.url().replace(/^\/admin/, ''))
  }

  async apiNotFound({ response }: HttpContext) {
    return response.notFound({ success: false, message: 'Not found' })
  }
}
