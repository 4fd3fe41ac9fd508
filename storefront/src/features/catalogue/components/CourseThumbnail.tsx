import { useState } from 'react'
import { Learning } from '@blueprintjs/icons'
import { responsiveImage } from '@pathshala/shared'
import { CARD_IMAGE_SIZES } from '../lib/card-image-sizes.ts'

interface CourseThumbnailProps {
  src: string
  className?: string
  /**
   * Above the fold (the detail page, a listing's first row): load at once, ahead of other
   * pictures, instead of lazily.
   */
  eager?: boolean
  /** How wide it is shown, for the browser's choice among the smaller copies. */
  sizes?: string
}

/**
 * The course picture in a fixed 16:9 frame, so nothing moves when it arrives; a drawn
 * placeholder stands in when the course has none or it fails to load. Decorative: the course
 * name is always written next to it.
 */
export function CourseThumbnail({
  src,
  className,
  eager = false,
  sizes = CARD_IMAGE_SIZES,
}: CourseThumbnailProps) {
  const [failed, setFailed] = useState(false)
  const showImage = src !== '' && !failed
  const image = responsiveImage(src)
  return (
    <div className={['course-thumb', className].filter(Boolean).join(' ')}>
      {showImage ? (
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.srcSet ? sizes : undefined}
          alt=""
          width={640}
          height={360}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
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
