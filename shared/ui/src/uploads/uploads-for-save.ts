import { uploadFailedText, type PendingUploads } from './pending-uploads.ts'

/**
 * A save's wait for the uploads its form started: `setWaiting(true)` while they run. The
 * uploaded values when the save may go on; null when it must not: an upload failed (told to
 * `refuse` in words for a toast) or the form went away meanwhile (it stays waiting: nothing is
 * left to update).
 */
export async function uploadsForSave(
  uploads: PendingUploads,
  setWaiting: (waiting: boolean) => void,
  refuse: (text: string) => void
): Promise<Readonly<Record<string, unknown>> | null> {
  setWaiting(true)
  const uploaded = await uploads.settle()
  if (uploaded.status === 'closed') return null
  setWaiting(false)
  if (uploaded.status === 'failed') {
    refuse(uploadFailedText(uploaded.failures))
    return null
  }
  return uploaded.results
}
