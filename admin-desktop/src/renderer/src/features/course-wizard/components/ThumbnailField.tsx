import { useId, useState } from 'react'
import { FormGroup } from '@blueprintjs/core'
import { isApiError } from '@pathshala/shared'
import {
  compressImage,
  COURSE_THUMBNAIL_LIMITS,
  uploadFileName,
  UploadProgress,
  useSignedUpload,
} from '../../media-upload/index.ts'

/**
 * The course thumbnail: an image, compressed in the page to at most 1 MB and 1920 px, then
 * uploaded with progress; the field keeps the uploaded image's address.
 */
export function ThumbnailField({
  value,
  onUploaded,
}: {
  value: string
  onUploaded: (url: string) => void
}) {
  const id = useId()
  const upload = useSignedUpload()
  const [problem, setProblem] = useState<string | null>(null)

  async function choose(file: File | undefined) {
    if (!file) return
    setProblem(null)
    try {
      const compressed = await compressImage(file, COURSE_THUMBNAIL_LIMITS)
      const uploaded = await upload.upload(
        compressed,
        'pathshala_course',
        uploadFileName(file.name, compressed)
      )
      onUploaded(uploaded.secure_url)
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return
      setProblem(
        isApiError(error) && error.status === 0
          ? 'The thumbnail could not be uploaded: the server cannot be reached'
          : error instanceof Error
            ? error.message
            : 'The thumbnail could not be uploaded'
      )
    }
  }

  return (
    <FormGroup
      label="Thumbnail"
      labelFor={id}
      helperText={
        problem ?? 'An image; it is compressed to at most 1 MB and 1920 px before upload.'
      }
      intent={problem ? 'danger' : 'none'}
    >
      <div className="course-wizard__thumbnail">
        {value && (
          <img src={value} alt="Course thumbnail" className="course-wizard__thumbnail-image" />
        )}
        <input
          id={id}
          type="file"
          accept="image/*"
          disabled={upload.busy}
          onChange={(event) => {
            void choose(event.currentTarget.files?.[0])
            event.currentTarget.value = ''
          }}
        />
      </div>
      {upload.progress && (
        <UploadProgress
          progress={upload.progress}
          onCancel={upload.cancel}
          label="Uploading thumbnail"
        />
      )}
    </FormGroup>
  )
}
