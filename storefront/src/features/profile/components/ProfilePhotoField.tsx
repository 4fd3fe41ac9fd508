import { useRef, useState } from 'react'
import { Button } from '@blueprintjs/core'
import { Camera } from '@blueprintjs/icons'
import type { User } from '../../auth/index.ts'
import { useChangeDisplayPicture } from '../api/display-picture.ts'
import {
  NotAnImageError,
  personName,
  showToast,
  UploadFailureNotice,
  UserAvatar,
  type FormUploads,
} from '@pathshala/ui'

const ACCEPTED_IMAGES = 'image/jpeg,image/png,image/webp,image/gif'

/** The form's key for the photo: its uploaded address is the profile's `image`. */
export const PHOTO_FIELD = 'image'

interface ProfilePhotoFieldProps {
  user: User
  imageUrl: string | null
  onUploaded(imageUrl: string): void
  /** The dialog's uploads: Save Changes waits for the photo on its way */
  uploads: FormUploads
}

/**
 * The photo in the Edit Profile dialog: choosing a file uploads it at once and shows it. The
 * upload is registered with the dialog's `uploads`, so Save Changes waits for it; a failed one
 * says why here, with Try again and Remove.
 */
export function ProfilePhotoField({ user, imageUrl, onUploaded, uploads }: ProfilePhotoFieldProps) {
  const input = useRef<HTMLInputElement>(null)
  const upload = useChangeDisplayPicture()
  // kept to send again after a failure
  const [chosen, setChosen] = useState<File | null>(null)
  const failure = uploads.state.failures.find((failed) => failed.field === PHOTO_FIELD)

  const send = (file: File) => {
    setChosen(file)
    const sending = upload.mutateAsync(file, {
      onSuccess: onUploaded,
      onError: (error) =>
        void showToast('error', error instanceof NotAnImageError ? error.message : 'Upload failed'),
    })
    // registered before anything is awaited: a Save pressed in the same instant waits for it
    void uploads.start(PHOTO_FIELD, 'photo', sending).catch(() => undefined)
  }

  const onFileChosen = (files: FileList | null) => {
    const file = files?.[0]
    if (input.current) input.current.value = ''
    if (!file) {
      void showToast('error', 'No file selected')
      return
    }
    send(file)
  }

  return (
    <div className="photo-field">
      <UserAvatar
        name={personName(user)}
        image={imageUrl}
        size={88}
        label={`${personName(user)}'s profile photo`}
        initialsLabel={`${personName(user)}'s initials`}
        busy={upload.isPending}
        busyLabel="Uploading photo"
      />
      <div className="photo-field-text">
        <Button
          icon={<Camera />}
          text={upload.isPending ? 'Uploading...' : 'Change photo'}
          disabled={upload.isPending}
          onClick={() => input.current?.click()}
        />
        <p className="bp6-text-muted photo-field-help">
          JPG, PNG, WebP or GIF; large photos are reduced to 1000 px and 1 MB. A new photo is saved
          at once.
        </p>
        <input
          ref={input}
          type="file"
          accept={ACCEPTED_IMAGES}
          hidden
          aria-label="Profile photo file"
          data-testid="profile-photo-input"
          onChange={(event) => onFileChosen(event.target.files)}
        />
        {failure && (
          <UploadFailureNotice
            label="photo"
            reason={failure.reason}
            onRetry={chosen ? () => send(chosen) : undefined}
            onRemove={() => uploads.discard(PHOTO_FIELD)}
          />
        )}
      </div>
    </div>
  )
}
