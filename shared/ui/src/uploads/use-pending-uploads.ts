import { useEffect, useState, useSyncExternalStore } from 'react'
import { PendingUploads, type PendingUploadsState } from './pending-uploads.ts'

/** A form's pending uploads as its fields receive them: the tracker and its current state. */
export type FormUploads = PendingUploads & { state: PendingUploadsState }

/**
 * A form's pending uploads (see PendingUploads), its state re-rendering the form: fields start
 * their uploads on it, the save awaits `settle()`. Closed when the form goes away, so a save
 * still waiting then never happens.
 */
export function usePendingUploads(): FormUploads {
  const [uploads] = useState(() => new PendingUploads())
  const state = useSyncExternalStore(uploads.subscribe, uploads.getState)
  useEffect(() => {
    uploads.open()
    return () => uploads.close()
  }, [uploads])
  return Object.assign(uploads, { state })
}
