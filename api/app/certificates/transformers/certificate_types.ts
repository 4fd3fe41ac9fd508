/** Whether a certificate still stands: `withdrawn` once a refund took the course back. */
export type CertificateStatus = 'valid' | 'withdrawn'

/** What anyone may read of a certificate, by its public id: no account data. */
export interface CertificateVerification {
  /** the public id, printed on the certificate and carried by its QR code */
  id: string
  status: CertificateStatus
  learnerName: string
  courseName: string
  /** ISO 8601, UTC */
  issuedAt: string
  withdrawnAt: string | null
  /** `<APP_URL>/verify/{id}` */
  verifyUrl: string
}

/** One of the learner's own certificates (GET /certificates). */
export interface OwnCertificate extends CertificateVerification {
  courseId: string
  /** the PDF (GET /api/v1/certificates/{id}/pdf), null once withdrawn */
  pdfUrl: string | null
}
