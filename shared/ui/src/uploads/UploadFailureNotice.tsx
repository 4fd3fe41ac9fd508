import { Button, Intent } from '@blueprintjs/core'
import '../styles/components.css'

interface UploadFailureNoticeProps {
  /** What was being sent, e.g. 'thumbnail' */
  label: string
  reason: string
  /** Sends the same file again */
  onRetry?: () => void
  /** Gives the choice up: the form saves without it */
  onRemove: () => void
}

/** Where a file field's upload failed: why, and the two ways on (again, or without it). */
export function UploadFailureNotice({
  label,
  reason,
  onRetry,
  onRemove,
}: UploadFailureNoticeProps) {
  return (
    <div className="upload-failure" role="alert">
      <span className="upload-failure-text">
        The {label} could not be uploaded: {reason}
      </span>
      <span className="upload-failure-actions">
        {onRetry && (
          <Button size="small" intent={Intent.PRIMARY} variant="outlined" onClick={onRetry}>
            Try again
          </Button>
        )}
        <Button size="small" variant="minimal" onClick={onRemove}>
          Remove
        </Button>
      </span>
    </div>
  )
}
