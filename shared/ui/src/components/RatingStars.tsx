import { Star, StarEmpty } from '@blueprintjs/icons'
import { hasRatings, ratingCountText, ratingDescription, starFills } from '../lib/rating.ts'
import '../styles/components.css'

interface RatingStarsProps {
  /** One decimal, or null without ratings. */
  average: number | null | undefined
  count: number
  size?: 'regular' | 'large'
}

/** Learners' real average with its count, or 'New' when nobody has rated yet . */
export function RatingStars({ average, count, size = 'regular' }: RatingStarsProps) {
  const iconSize = size === 'large' ? 18 : 14
  if (!hasRatings(average, count)) {
    return (
      <span className={`rating rating--${size}`} title={ratingDescription(average, count)}>
        <span className="rating-new">New</span>
      </span>
    )
  }
  return (
    <span
      className={`rating rating--${size}`}
      role="img"
      aria-label={ratingDescription(average, count)}
    >
      <span className="rating-stars" aria-hidden>
        {starFills(average!).map((fill, index) => (
          <span key={index} className={`rating-star rating-star--${fill}`}>
            <StarEmpty size={iconSize} className="rating-star-empty" />
            {fill !== 'empty' && <Star size={iconSize} className="rating-star-fill" />}
          </span>
        ))}
      </span>
      <span className="rating-value" aria-hidden>
        {average!.toFixed(1)}
      </span>
      <span className="rating-count" aria-hidden>
        ({ratingCountText(count)})
      </span>
    </span>
  )
}
