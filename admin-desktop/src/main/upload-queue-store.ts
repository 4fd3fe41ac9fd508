import ElectronStore from 'electron-store'
import type { UploadJob, UploadStatus } from '@pathshala/shared'
import type { UploadQueueStore } from './bulk-uploads.ts'

interface UploadsFile {
  jobs: UploadJob[]
}

export interface UploadQueueStoreOptions {
  /** The folder of the file (Electron's userData when omitted). */
  cwd?: string
  /** Told about each saved entry that is dropped (electron-log in the app). */
  log?: { warn(...args: unknown[]): void }
}

const STATUSES: ReadonlySet<UploadStatus> = new Set<UploadStatus>([
  'queued',
  'uploading',
  'retrying',
  'paused',
  'done',
  'failed',
  'cancelled',
  'missing-file',
])

const isText = (value: unknown): value is string => typeof value === 'string' && value !== ''
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0

function isSavedJob(value: unknown): value is UploadJob {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const job = value as Record<string, unknown>
  const media = job['media']
  return (
    isText(job['key']) &&
    isText(job['fileName']) &&
    isText(job['preset']) &&
    isText(job['uploadId']) &&
    isCount(job['size']) &&
    isCount(job['confirmed']) &&
    job['confirmed'] <= job['size'] &&
    isCount(job['retries']) &&
    STATUSES.has(job['status'] as UploadStatus) &&
    (job['error'] === null || typeof job['error'] === 'string') &&
    (media === null ||
      (typeof media === 'object' &&
        isText((media as Record<string, unknown>)['public_id']) &&
        isText((media as Record<string, unknown>)['secure_url'])))
  )
}

/**
 * The saved jobs the queue can continue: an entry of the wrong shape (a file edited by hand, a
 * layout from another version) is dropped, with `onDropped` told its position, rather than
 * stopping the app at start; a key saved twice keeps its first entry.
 */
export function readSavedJobs(value: unknown, onDropped: (index: number) => void): UploadJob[] {
  if (!Array.isArray(value)) return []
  const keys = new Set<string>()
  const jobs: UploadJob[] = []
  value.forEach((entry: unknown, index) => {
    if (!isSavedJob(entry) || keys.has(entry.key)) {
      onDropped(index)
      return
    }
    keys.add(entry.key)
    jobs.push(entry)
  })
  return jobs
}

/**
 * The bulk upload queue (file paths, upload ids, confirmed offsets) in its own electron-store
 * file, written atomically after every confirmed chunk. A file that cannot be read is reset,
 * an entry that makes no sense is dropped: it only costs the resume points, never an upload
 * already finished on the server.
 */
export function openUploadQueueStore(options: UploadQueueStoreOptions = {}): UploadQueueStore {
  const store = new ElectronStore<UploadsFile>({
    name: 'bulk-uploads',
    cwd: options.cwd,
    defaults: { jobs: [] },
    clearInvalidConfig: true,
    accessPropertiesByDotNotation: false,
    configFileMode: 0o600,
  })
  return {
    load: () =>
      readSavedJobs(store.get('jobs'), (index) =>
        options.log?.warn('dropped a bulk upload entry that cannot be read, at position', index)
      ),
    save: (jobs) => store.set('jobs', jobs),
  }
}
