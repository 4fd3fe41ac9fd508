import { useState } from 'react'
import { Spinner } from '@blueprintjs/core'
import { responsiveImage } from '@pathshala/shared'
import { initialsOf } from '../lib/initials.ts'
import '../styles/components.css'

interface UserAvatarProps {
  /** The person's name (or email when they have none): gives the initials. */
  name: string
  /** The photo's address; without one, or when it fails to load, the initials are shown. */
  image: string | null | undefined
  size?: number
  /**
   * What a screen reader hears for the avatar ('Asha Verma's profile photo'); without it the
   * avatar is decoration beside a name shown in text.
   */
  label?: string
  /** What a screen reader hears for the initials instead ('Asha Verma's initials'). */
  initialsLabel?: string
  /** Darkens the avatar under a spinner (a new photo on its way), named by `busyLabel`. */
  busy?: boolean
  busyLabel?: string
  className?: string
}

/** A round photo, or the person's initials on the brand gradient. */
export function UserAvatar({
  name,
  image,
  size = 32,
  label,
  initialsLabel = label,
  busy = false,
  busyLabel = 'Loading',
  className,
}: UserAvatarProps) {
  const [failedImage, setFailedImage] = useState<string | null>(null)
  const showImage = Boolean(image) && image !== failedImage
  const initials = initialsOf(name, 'U')
  return (
    <span
      className={['user-avatar', className].filter(Boolean).join(' ')}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }}
      aria-hidden={label || initialsLabel ? undefined : true}
      aria-busy={busy || undefined}
    >
      {showImage ? (
        <img
          {...responsiveImage(image!)}
          sizes={`${size}px`}
          alt={label ?? ''}
          width={size}
          height={size}
          onError={() => setFailedImage(image!)}
        />
      ) : initialsLabel ? (
        <span role="img" aria-label={initialsLabel}>
          {initials}
        </span>
      ) : (
        initials
      )}
      {busy && (
        <span className="user-avatar-busy">
          <Spinner size={Math.round(size / 3)} aria-label={busyLabel} />
        </span>
      )}
    </span>
  )
}
