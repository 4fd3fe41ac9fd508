import { useState } from 'react'
import { Learning } from '@blueprintjs/icons'

interface CourseThumbnailProps {
  src: string
  className?: string
  /** Above the fold (the detail page): load at once instead of lazily. */
  eager?: boolean
}

/**
 * The course picture in a fixed 16:9 frame, so nothing moves when it arrives; a drawn
 * placeholder stands in when the course has none or it fails to load. Decorative: the course
 * name is always written next to it.
 */
export function CourseThumbnail({ src, className, eager = false }: CourseThumbnailProps) {
  const [failed, setFailed] = useState(false)
  const showImage = src !== '' && !failed
  return (
    <div className={['course-thumb', className].filter(Boolean).join(' ')}>
      {showImage ? (
        <img
          src={src}
          alt=""
          width={640}
          height={360}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <span className="course-thumb-placeholder" aria-hidden>
          <Learning size={40} />
        </span>
      )}
    </div>
  )
}
