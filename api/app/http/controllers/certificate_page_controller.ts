import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import env from '#start/env'
import {
  CertificateService,
  verification,
  verificationPage,
  VERIFICATION_PAGE_STYLE_SOURCE,
} from '#certificates'
import { contentSecurityPolicy } from '#http/services/content_security_policy'

/**
 * The storefront's page `/verify/{id}`, which a certificate's QR code opens: made by the API from
 * one database read, with no script to wait for (docs/decisions.md#certificates).
 */
@inject()
export default class CertificatePageController {
  constructor(private certificates: CertificateService) {}

  /** GET /verify/:id: valid, withdrawn, or 404 when no certificate has that id. */
  async show({ params, response }: HttpContext) {
    const id = String(params.id)
    const certificate = await this.certificates.findPublic(id)
    const html = verificationPage(
      env.get('APP_NAME'),
      id,
      certificate ? verification(certificate) : null
    )
    response.status(certificate ? 200 : 404)
    response.header('Content-Type', 'text/html; charset=utf-8')
    response.header('Cache-Control', 'no-cache')
    response.header(
      'Content-Security-Policy',
      contentSecurityPolicy().replace(
        "style-src 'self'",
        `style-src 'self' ${VERIFICATION_PAGE_STYLE_SOURCE}`
      )
    )
    response.send(html)
  }
}
