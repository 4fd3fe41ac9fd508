import { Button, Intent, ProgressBar, Tag } from '@blueprintjs/core'
import { Cross, Pause, Play, Refresh } from '@blueprintjs/icons'
import type { UploadJobView } from '@pathshala/shared'
import { STATUS_LABELS, transferText } from '../lib/transfer-text.ts'

const INTENTS: Partial<Record<UploadJobView['status'], Intent>> = {
  'done': Intent.SUCCESS,
  'failed': Intent.DANGER,
  'retrying': Intent.WARNING,
  'missing-file': Intent.WARNING,
  'uploading': Intent.PRIMARY,
}

export interface FileProgressProps {
  label: string
  fileName: string
  job: UploadJobView | undefined
  onPause(key: string): void
  onResume(key: string): void
  onCancel(key: string): void
  onRetry(key: string): void
}

/** One file's upload: status, a bar, bytes, speed and time left, and what can be done to it. */
export function FileProgress({
  label,
  fileName,
  job,
  onPause,
  onResume,
  onCancel,
  onRetry,
}: FileProgressProps) {
  if (!job) {
    return (
      <div className="bulk-file">
        <span className="bulk-file-name">
          {label}: {fileName}
        </span>
      </div>
    )
  }
  const fraction = job.size > 0 ? job.sent / job.size : 0
  const moving = job.status === 'uploading' || job.status === 'queued' || job.status === 'retrying'
  const settled = job.status === 'done' || job.status === 'cancelled'
  return (
    <div className="bulk-file" data-status={job.status}>
      <div className="bulk-file-head">
        <span className="bulk-file-name">
          {label}: {fileName}
        </span>
        <Tag minimal intent={INTENTS[job.status] ?? Intent.NONE}>
          {STATUS_LABELS[job.status]}
        </Tag>
      </div>
      <ProgressBar
        value={fraction}
        animate={job.status === 'uploading'}
        stripes={job.status === 'uploading'}
        intent={INTENTS[job.status] ?? Intent.NONE}
        aria-label={`${label} upload progress`}
      />
      <div className="bulk-file-foot">
        <span className="bulk-file-numbers">{transferText(job)}</span>
        {job.error && job.status !== 'done' ? (
          <span className="bulk-file-error">{job.error}</span>
        ) : null}
        {!settled ? (
          <span className="bulk-file-actions">
            {moving ? (
              <Button
                size="small"
                variant="minimal"
                icon={<Pause />}
                onClick={() => onPause(job.key)}
              >
                Pause
              </Button>
            ) : null}
            {job.status === 'paused' ? (
              <Button
                size="small"
                variant="minimal"
                icon={<Play />}
                onClick={() => onResume(job.key)}
              >
                Resume
              </Button>
            ) : null}
            {job.status === 'failed' ? (
              <Button
                size="small"
                variant="minimal"
                icon={<Refresh />}
                onClick={() => onRetry(job.key)}
              >
                Retry
              </Button>
            ) : null}
            <Button
              size="small"
              variant="minimal"
              icon={<Cross />}
              onClick={() => onCancel(job.key)}
            >
              Cancel
            </Button>
          </span>
        ) : null}
      </div>
    </div>
  )
}
