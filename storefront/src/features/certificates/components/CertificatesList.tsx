import { Button, Card, Spinner, Tag } from '@blueprintjs/core'
import { Badge, Refresh, Search, WarningSign } from '@blueprintjs/icons'
import { ButtonLink, EmptyState } from '@pathshala/ui'
import { useCertificates, type OwnCertificate } from '../api/certificates.ts'
import { certificateDate } from '../lib/certificate-dates.ts'
import { CertificateActions } from './CertificateActions.tsx'
import './certificates.css'

/** The profile's Certificates tab: every certificate the learner earned, to download or verify. */
export function CertificatesList({ userId }: { userId: string }) {
  const certificates = useCertificates(userId)
  if (certificates.isError) {
    return (
      <EmptyState
        icon={<WarningSign />}
        title="Failed to fetch certificates"
        description="Please try again later or contact support."
        action={
          <Button
            icon={<Refresh />}
            text="Try again"
            loading={certificates.isFetching}
            onClick={() => void certificates.refetch()}
          />
        }
      />
    )
  }
  if (!certificates.data) {
    return (
      <div className="certificates-loading">
        <Spinner size={24} aria-label="Loading certificates" />
      </div>
    )
  }
  if (certificates.data.certificates.length === 0) {
    return (
      <EmptyState
        icon={<Badge />}
        title="No certificates yet"
        description="Complete every lesson of a course to earn its certificate."
        action={
          <ButtonLink to="/home/explore" intent="primary" icon={<Search />}>
            Browse Courses
          </ButtonLink>
        }
      />
    )
  }
  return (
    <ul className="certificate-list" aria-label="Certificates">
      {certificates.data.certificates.map((certificate) => (
        <CertificateItem key={certificate.id} certificate={certificate} />
      ))}
    </ul>
  )
}

function CertificateItem({ certificate }: { certificate: OwnCertificate }) {
  const withdrawn = certificate.status === 'withdrawn'
  return (
    <li>
      <Card className="certificate-card">
        <div className="certificate-card-icon" aria-hidden>
          <Badge size={28} />
        </div>
        <div className="certificate-card-body">
          <h3 className="certificate-card-title">{certificate.courseName}</h3>
          <p className="certificate-card-meta">
            {withdrawn && certificate.withdrawnAt ? (
              <>
                <Tag minimal intent="danger">
                  Withdrawn
                </Tag>{' '}
                on {certificateDate(certificate.withdrawnAt)}
              </>
            ) : (
              <>Issued on {certificateDate(certificate.issuedAt)}</>
            )}
          </p>
          <p className="certificate-card-id bp6-text-muted">
            Certificate ID <span className="certificate-id">{certificate.id}</span>
          </p>
        </div>
        <CertificateActions certificate={certificate} />
      </Card>
    </li>
  )
}
