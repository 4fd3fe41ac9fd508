import { useState } from 'react'
import { Spinner } from '@blueprintjs/core'
import { initialsOf } from '../lib/initials.ts'

interface UserAvatarProps {
  person: { firstName: string; lastName: string; email: string }
  imageUrl: string | null
  size: number
  busy?: boolean
}

/** The profile photo, or the person's initials when there is none (or it fails to load). */
export function UserAvatar({ person, imageUrl, size, busy }: UserAvatarProps) {
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null)
  const showImage = imageUrl !== null && imageUrl !== '' && imageUrl !== brokenUrl
  const name = `${person.firstName} ${person.lastName}`.trim() || person.email

  return (
    <div
      className="profile-avatar"
      style={{ width: size, height: size, fontSize: Math.round(size * 0.38) }}
      aria-busy={busy || undefined}
    >
      {showImage ? (
        <img
          src={imageUrl}
          alt={`${name}'s profile photo`}
          onError={() => setBrokenUrl(imageUrl)}
        />
      ) : (
        <span role="img" aria-label={`${name}'s initials`}>
          {initialsOf(person)}
        </span>
      )}
      {busy && (
        <div className="profile-avatar-busy">
          <Spinner size={Math.round(size / 3)} aria-label="Uploading photo" />
        </div>
      )}
    </div>
  )
}
