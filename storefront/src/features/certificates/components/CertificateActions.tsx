import { AnchorButton } from '@blueprintjs/core'
import { Download, Endorsed } from '@blueprintjs/icons'
import type { OwnCertificate } from '../api/certificates.ts'
import { verifyPath } from '../lib/certificate-dates.ts'

/**
 * Download the PDF (an attachment from the API, with the session cookie) and open the public
 * verification page, which is a page of its own (not a route of the app), in a new tab.
 */
export function CertificateActions({
  certificate,
  fill = false,
}: {
  certificate: OwnCertificate
  fill?: boolean
}) {
  return (
    <div className="certificate-actions">
      {certificate.pdfUrl && (
        <AnchorButton
          intent="primary"
          icon={<Download />}
          text="Download certificate"
          href={certificate.pdfUrl}
          download={`certificate-${certificate.id}.pdf`}
          aria-label={`Download the certificate for ${certificate.courseName}`}
          fill={fill}
        />
      )}
      <AnchorButton
        variant="outlined"
        icon={<Endorsed />}
        text="Verify"
        href={verifyPath(certificate.id)}
        target="_blank"
        rel="noopener"
        aria-label={`Verify the certificate for ${certificate.courseName} (opens in a new tab)`}
        fill={fill}
      />
    </div>
  )
}
