import { Button, Intent, ProgressBar } from '@blueprintjs/core'
import './upload-progress.css'
import { formatBytes, type TransferProgress } from '../lib/transfer-progress.ts'

interface UploadProgressProps {
  progress: TransferProgress
  /** Shown as 'Cancel' beside the bar when given */
  onCancel?: () => void
  /** What is being sent, e.g. 'Uploading thumbnail' */
  label?: string
}

/** A transfer under way: bar, percentage, bytes sent of the total, and Cancel. */
export function UploadProgress({ progress, onCancel, label = 'Uploading' }: UploadProgressProps) {
  const percent = Math.round(progress.fraction * 100)
  return (
    <div className="ps-upload-progress" role="group" aria-label={label}>
      <div className="ps-upload-progress__line">
        <span>
          {label}: {percent}% ({formatBytes(progress.loaded)} of {formatBytes(progress.total)})
        </span>
        {onCancel && (
          <Button size="small" variant="minimal" intent={Intent.DANGER} onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
      <ProgressBar
        value={progress.fraction}
        intent={Intent.PRIMARY}
        stripes={progress.fraction < 1}
        aria-label={`${label} ${percent}%`}
      />
    </div>
  )
}
