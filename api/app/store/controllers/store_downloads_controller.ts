import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import StoreDownloadService from '#store/services/store_download_service'
import { ok } from '#core/transformers/envelope'

@inject()
export default class StoreDownloadsController {
  constructor(private downloads: StoreDownloadService) {}

  /**
   * GET /store/download/:id: a short-lived link to the item's PDF. A browser
   * navigating here (it prefers HTML) is redirected to the link; API clients
   * get `{ url, expiresAt }`.
   */
  async show({ auth, params, request, response }: HttpContext) {
    const link = await this.downloads.link(auth.getUserOrFail(), params.id)
    if (request.accepts(['json', 'html']) === 'html') {
      response.header('Cache-Control', 'no-store')
      response.redirect(link.url)
      // a browser's navigation follows the redirect; the API client's answer is the JSON below
      return undefined as never
    }
    return ok('Download link created', {
      url: link.url,
      expiresAt: link.expiresAt.toISOString(),
    })
  }
}
