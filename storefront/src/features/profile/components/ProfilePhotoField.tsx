import { useRef } from 'react'
import { Button } from '@blueprintjs/core'
import { Camera } from '@blueprintjs/icons'
import type { User } from '@pathshala/shared'
import { useChangeDisplayPicture } from '../api/display-picture.ts'
import { NotAnImageError } from '@pathshala/ui'
import { personName, showToast, UserAvatar } from '@pathshala/ui'

const ACCEPTED_IMAGES = 'image/jpeg,image/png,image/webp,image/gif'

interface ProfilePhotoFieldProps {
  user: User
  imageUrl: string | null
  onUploaded(imageUrl: string): void
}

/** The photo in the Edit Profile dialog: choosing a file uploads it at once and shows it. */
export function ProfilePhotoField({ user, imageUrl, onUploaded }: ProfilePhotoFieldProps) {
  const input = useRef<HTMLInputElement>(null)
  const upload = useChangeDisplayPicture()

  const onFileChosen = (files: FileList | null) => {
    const file = files?.[0]
    if (input.current) input.current.value = ''
    if (!file) {
      void showToast('error', 'No file selected')
      return
    }
    upload.mutate(file, {
      onSuccess: onUploaded,
      onError: (error) =>
        void showToast('error', error instanceof NotAnImageError ? error.message : 'Upload failed'),
    })
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
      </div>
    </div>
  )
}
