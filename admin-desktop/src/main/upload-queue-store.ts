import ElectronStore from 'electron-store'
import type { UploadJob } from '@pathshala/shared'
import type { UploadQueueStore } from './bulk-uploads.ts'

interface UploadsFile {
  jobs: UploadJob[]
}

export interface UploadQueueStoreOptions {
  /** The folder of the file (Electron's userData when omitted). */
  cwd?: string
}

/**
 * The bulk upload queue (file paths, upload ids, confirmed offsets) in its own electron-store
 * file, written atomically after every confirmed chunk. A file that cannot be read is reset:
 * it only costs the resume points, never an upload already finished on the server.
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
    load: () => {
      const jobs = store.get('jobs')
      return Array.isArray(jobs) ? jobs : []
    },
    save: (jobs) => store.set('jobs', jobs),
  }
}
