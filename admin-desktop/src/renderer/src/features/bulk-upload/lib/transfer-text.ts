import type { UploadJobView } from '@pathshala/shared'
import { formatBytes } from '../../media-upload/index.ts'

/** '1m 05s', '42s': time left as people read it. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds))
  if (whole < 60) return `${whole}s`
  const minutes = Math.floor(whole / 60)
  if (minutes < 60) return `${minutes}m ${String(whole % 60).padStart(2, '0')}s`
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`
}

export const STATUS_LABELS: Record<UploadJobView['status'], string> = {
  'queued': 'Waiting',
  'uploading': 'Uploading',
  'retrying': 'Retrying',
  'paused': 'Paused',
  'done': 'Uploaded',
  'failed': 'Failed',
  'cancelled': 'Cancelled',
  'missing-file': 'Pick the file again',
}

/** '12.0 MB of 40.0 MB · 3.2 MB/s · 9s left' (what is known of it). */
export function transferText(job: UploadJobView, now = Date.now()): string {
  const parts = [`${formatBytes(job.sent)} of ${formatBytes(job.size)}`]
  if (job.bytesPerSecond !== null && job.bytesPerSecond > 0) {
    parts.push(`${formatBytes(job.bytesPerSecond)}/s`)
  }
  if (job.secondsLeft !== null) parts.push(`${formatDuration(job.secondsLeft)} left`)
  if (job.status === 'retrying' && job.retryAt !== null) {
    parts.push(`next try in ${formatDuration((job.retryAt - now) / 1000)}`)
  }
  return parts.join(' · ')
}
