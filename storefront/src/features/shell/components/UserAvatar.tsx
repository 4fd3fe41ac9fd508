import { useState } from 'react'
import { initialsOf } from '../lib/initials.ts'

interface UserAvatarProps {
  name: string
  image: string | null
  size?: number
}

/** The user's photo, or their initials when there is none (or it fails to load). */
export function UserAvatar({ name, image, size = 32 }: UserAvatarProps) {
  const [failedImage, setFailedImage] = useState<string | null>(null)
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) }
  if (image && failedImage !== image) {
    return (
      <img
        className="user-avatar"
        src={image}
        alt=""
        width={size}
        height={size}
        style={style}
        onError={() => setFailedImage(image)}
      />
    )
  }
  return (
    <span className="user-avatar user-avatar--initials" style={style} aria-hidden="true">
      {initialsOf(name)}
    </span>
  )
}
