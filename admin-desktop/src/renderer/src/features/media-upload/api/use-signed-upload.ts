import { useCallback, useEffect, useRef, useState } from 'react'
import { uploadSignedFileWithProgress, type UploadedMedia } from '@pathshala/shared'
import { usePlatform } from '../../../platform/index.ts'
import { progressOf, type TransferProgress } from '../lib/transfer-progress.ts'
import { useUploadPreset } from './upload-preset.ts'
import type { UploadPurpose } from './upload-types.ts'

export interface SignedUpload {
  /**
   * Signs with the API, with the server's preset for `purpose` (GET /config), then sends the
   * file straight to the signature's upload URL (the media host, or the API's own store) with
   * progress. Rejects with an ApiError, or an AbortError after `cancel`.
   */
  upload(file: Blob, purpose: UploadPurpose, fileName?: string): Promise<UploadedMedia>
  progress: TransferProgress | null
  busy: boolean
  cancel(): void
}

/** One upload at a time (a new one cancels the one before), cancelled when the screen goes. */
export function useSignedUpload(): SignedUpload {
  const { api } = usePlatform()
  const presetFor = useUploadPreset()
  const [progress, setProgress] = useState<TransferProgress | null>(null)
  const [busy, setBusy] = useState(false)
  const current = useRef<AbortController | null>(null)

  // The upload's own `finally` clears the state, so a cancelled one still ends as not busy.
  const cancel = useCallback(() => current.current?.abort(), [])
  useEffect(() => cancel, [cancel])

  const upload = useCallback(
    async (file: Blob, purpose: UploadPurpose, fileName?: string) => {
      current.current?.abort()
      const controller = new AbortController()
      current.current = controller
      setBusy(true)
      setProgress({ loaded: 0, total: file.size, fraction: 0 })
      try {
        const uploadPreset = await presetFor(purpose)
        if (controller.signal.aborted) throw abortError()
        const { body: signature } = await api.post('/generate/generateSignature', {
          body: { uploadPreset },
        })
        if (controller.signal.aborted) throw abortError()
        const { body } = await uploadSignedFileWithProgress(
          signature,
          file,
          {},
          {
            signal: controller.signal,
            fileName,
            onProgress: (sent) => setProgress(progressOf(sent.loaded, sent.total)),
          }
        )
        return body
      } finally {
        if (current.current === controller) {
          current.current = null
          setBusy(false)
          setProgress(null)
        }
      }
    },
    [api, presetFor]
  )

  return { upload, progress, busy, cancel }
}

function abortError(): Error {
  const error = new Error('The upload was cancelled')
  error.name = 'AbortError'
  return error
}
