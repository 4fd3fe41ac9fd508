import type { HttpContext } from '@adonisjs/core/http'
import { StaticSite } from '#services/static_site'

// STOREFRONT_DIR serves another build (end-to-end tests, a second copy of the product)
const storefront = new StaticSite(
  process.env.STOREFRONT_DIR ?? new URL('../../../storefront/dist/', import.meta.url)
)
const admin = new StaticSite(new URL('../../../admin-desktop/out/web/', import.meta.url))

function notBuilt({ response }: HttpContext, name: string) {
  return response.status(503).send({
    success: false,
    message: `The ${name} has not been built. Run "npm start" from the repository root.`,
  })
}

export default class WebAppController {
  async storefront(ctx: HttpContext) {
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
