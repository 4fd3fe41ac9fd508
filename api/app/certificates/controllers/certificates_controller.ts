import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import ApiException from '#core/exceptions/api_exception'
import { ok } from '#core/transformers/envelope'
import CertificateService from '#certificates/services/certificate_service'
import { certificatePdf } from '#certificates/services/certificate_pdf'
import CertificateTransformer, {
  verification,
} from '#certificates/transformers/certificate_transformer'
import { certificatesValidator } from '#certificates/validators/certificates'

const notFound = () => new ApiException('Certificate not found', { status: 404 })

/** Certificates of completion (docs/decisions.md#certificates). */
@inject()
export default class CertificatesController {
  constructor(private certificates: CertificateService) {}

  /**
   * GET /certificates (signed in): the learner's own certificates, newest first; page, limit
   * (1-100, 20), courseId (that course's only).
   */
  async index(ctx: HttpContext) {
    const input = await certificatesValidator.validate(ctx.request.qs())
    const { certificates, meta } = await this.certificates.page(ctx.auth.user!.id, {
      page: input.page ?? 1,
      limit: input.limit ?? 20,
      courseId: input.courseId ?? undefined,
    })
    return ok('Certificates fetched successfully', {
      data: await ctx.serialize(CertificateTransformer.transform(certificates)),
      meta,
    })
  }

  /**
   * GET /certificates/:id (anyone): verifies a certificate by the id printed on it: valid or
   * withdrawn, the learner's name, the course and the date, nothing else. 404 when no
   * certificate has that id.
   */
  async show({ params }: HttpContext) {
    const certificate = await this.certificates.findPublic(String(params.id))
    if (!certificate) throw notFound()
    return ok('Certificate verified', { data: verification(certificate) })
  }

  /**
   * GET /certificates/:id/pdf (its owner): the certificate as a PDF attachment. 404 for anyone
   * else's (not saying whose it is), 410 once withdrawn.
   */
  async pdf({ params, auth, response }: HttpContext) {
    const certificate = await this.certificates.findPublic(String(params.id))
    if (!certificate || certificate.userId !== auth.user!.id) throw notFound()
    if (certificate.withdrawnAt) {
      throw new ApiException('This certificate was withdrawn', { status: 410 })
    }
    const pdf = await certificatePdf(certificate)
    response.header('Content-Type', 'application/pdf')
    response.header(
      'Content-Disposition',
      `attachment; filename="certificate-${certificate.publicId}.pdf"`
    )
    response.header('Cache-Control', 'private, no-store')
    response.header('Content-Length', String(pdf.length))
    response.send(pdf)
  }
}
