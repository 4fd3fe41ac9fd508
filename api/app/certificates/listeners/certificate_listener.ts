import logger from '@adonisjs/core/services/logger'
import CertificateService from '#certificates/services/certificate_service'

/**
 * The catalogue's events as they concern certificates (start/events.ts): a completed course
 * issues one, a revoked enrolment withdraws it. Awaited by the emitter, so the learner's
 * progress answer comes after the certificate exists; a failure here is logged and never fails
 * the write that announced it (it is committed already).
 */
export default class CertificateListener {
  private certificates = new CertificateService()

  async issue(event: { userId: string; courseId: string }) {
    try {
      await this.certificates.issueIfComplete(event.userId, event.courseId)
    } catch (error) {
      logger.error({ err: error, ...event }, 'a certificate could not be issued')
    }
  }

  async withdraw(event: { userId: string; courseId: string; reason: 'refund' }) {
    try {
      await this.certificates.withdraw(event.userId, event.courseId, event.reason)
    } catch (error) {
      logger.error({ err: error, ...event }, 'a certificate could not be withdrawn')
    }
  }
}
