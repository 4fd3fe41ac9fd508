import { useState } from 'react'
import { UploadFailureNotice, type FormUploads } from '@pathshala/ui'
import {
  compressImage,
  COURSE_THUMBNAIL_LIMITS,
  FileField,
  uploadFileName,
  UploadProgress,
  useSignedUpload,
} from '../../media-upload/index.ts'

const FIELD = 'thumbnail'

/**
 * The course thumbnail: an image, compressed in the page to at most 1 MB and 1920 px, then
 * uploaded with progress as soon as it is chosen; the field keeps the uploaded image's address.
 * The upload is registered with the form's `uploads`, whose save waits for it; a failed one
 * says why here and offers to try again or remove the choice.
 */
export function ThumbnailField({
  id,
  value,
  error,
  onUploaded,
  uploads,
}: {
  id: string
  value: string
  /** What the server said of the thumbnail, if it refused it */
  error?: string
  onUploaded: (url: string) => void
  uploads: FormUploads
}) {
  const upload = useSignedUpload()
  // kept to send again after a failure
  const [chosen, setChosen] = useState<File | null>(null)
  const failure = uploads.state.failures.find((failed) => failed.field === FIELD)

  function choose(file: File | null) {
    if (!file) return
    setChosen(file)
    // registered before anything is awaited: a Save pressed in the same instant waits for it
    void uploads.start(FIELD, 'thumbnail', send(file)).catch(() => undefined)
  }

  async function send(file: File): Promise<string> {
    const compressed = await compressImage(file, COURSE_THUMBNAIL_LIMITS)
    const uploaded = await upload.upload(
      compressed,
      'course',
      uploadFileName(file.name, compressed)
    )
    onUploaded(uploaded.secure_url)
    return uploaded.secure_url
  }

  return (
    <FileField
      id={id}
      label="Thumbnail"
      accept="image/*"
      file={chosen}
      current={value ? 'Current thumbnail' : undefined}
      helperText="An image; it is compressed to at most 1 MB and 1920 px before upload."
      error={error}
      failed={failure !== undefined}
      disabled={uploads.state.uploading.length > 0}
      onChoose={choose}
      preview={
        value ? (
          <img src={value} alt="Course thumbnail" className="course-wizard__thumbnail-image" />
        ) : undefined
      }
    >
      {upload.progress && (
        <UploadProgress
          progress={upload.progress}
          onCancel={upload.cancel}
          label="Uploading thumbnail"
        />
      )}
      {failure && (
        <UploadFailureNotice
          label="thumbnail"
          reason={failure.reason}
          onRetry={chosen ? () => choose(chosen) : undefined}
          onRemove={() => uploads.discard(FIELD)}
        />
      )}
    </FileField>
  )
}
