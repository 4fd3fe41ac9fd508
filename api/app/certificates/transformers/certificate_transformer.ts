import { BaseTransformer } from '@adonisjs/core/transformers'
import type Certificate from '#certificates/models/certificate'
import { verifyUrl } from '#certificates/services/verify_url'
import type {
  CertificateVerification,
  OwnCertificate,
} from '#certificates/transformers/certificate_types'

/** What the verification page and GET /certificates/:id show: no account data. */
export function verification(certificate: Certificate): CertificateVerification {
  return {
    id: certificate.publicId,
    status: certificate.withdrawnAt ? 'withdrawn' : 'valid',
    learnerName: certificate.learnerName,
    courseName: certificate.courseName,
    issuedAt: certificate.issuedAt.toUTC().toISO()!,
    withdrawnAt: certificate.withdrawnAt ? certificate.withdrawnAt.toUTC().toISO() : null,
    verifyUrl: verifyUrl(certificate.publicId),
  }
}

/** The learner's own certificate, with its course and the PDF's address. */
export default class CertificateTransformer extends BaseTransformer<Certificate> {
  toObject(): OwnCertificate {
    const certificate = this.resource
    return {
      ...verification(certificate),
      courseId: certificate.courseId,
      pdfUrl: certificate.withdrawnAt
        ? null
        : `/api/v1/certificates/${encodeURIComponent(certificate.publicId)}/pdf`,
    }
  }
}
