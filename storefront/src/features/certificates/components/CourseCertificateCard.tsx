import { Card, Spinner } from '@blueprintjs/core'
import { Badge } from '@blueprintjs/icons'
import { useCourseCertificate } from '../api/certificates.ts'
import { certificateDate } from '../lib/certificate-dates.ts'
import { CertificateActions } from './CertificateActions.tsx'
import './certificates.css'

interface CourseCertificateCardProps {
  userId: string
  courseId: string
  /** the course issues certificates */
  issuesCertificate: boolean
  /** every lesson is completed */
  complete: boolean
}

/**
 * The learning view's certificate: what earns it while the course is under way, the download
 * once every lesson is completed (the server issues it with the last completion).
 */
export function CourseCertificateCard({
  userId,
  courseId,
  issuesCertificate,
  complete,
}: CourseCertificateCardProps) {
  const certificate = useCourseCertificate(userId, courseId, issuesCertificate && complete)
  if (!issuesCertificate) return null
  let body
  if (!complete) {
    body = <p className="bp6-text-muted">Complete every lesson to earn your certificate.</p>
  } else if (certificate.data) {
    const withdrawn = certificate.data.status === 'withdrawn'
    body = withdrawn ? (
      <p>This course's certificate was withdrawn.</p>
    ) : (
      <>
        <p>
          You completed this course. Certificate issued on{' '}
          {certificateDate(certificate.data.issuedAt)}.
        </p>
        <CertificateActions certificate={certificate.data} fill />
      </>
    )
  } else if (certificate.isPending) {
    body = <Spinner size={20} aria-label="Loading your certificate" />
  } else {
    body = <p className="bp6-text-muted">Your certificate is not available yet.</p>
  }
  return (
    <Card className="course-certificate" role="region" aria-labelledby="course-certificate-title">
      <h2 id="course-certificate-title" className="course-certificate-title">
        <Badge aria-hidden /> Certificate
      </h2>
      {body}
    </Card>
  )
}
