import { Card, Classes } from '@blueprintjs/core'
import type { ViewMode } from '@pathshala/ui'

const SKELETON = Classes.SKELETON

/** A card's outline at its final size while the page loads, so nothing jumps when it arrives. */
export function BookCardSkeleton({ view }: { view: ViewMode }) {
  return (
    <Card className={`book-card media-card book-card--${view}`} elevation={1} aria-hidden>
      <div className={`book-thumb ${SKELETON}`} />
      <div className="book-card__body">
        <div className="book-card__author">
          <span className={`author-avatar ${SKELETON}`} />
          <span className={`book-card__author-name ${SKELETON}`}>Author name</span>
        </div>
        <h3 className={`book-card__title ${SKELETON}`}>A study material title on one line</h3>
        <p className={`book-card__description ${SKELETON}`}>
          A description of the material that takes up the same lines as the real one does.
        </p>
        <div className="book-card__meta">
          <span className={`book-price ${SKELETON}`}>₹499</span>
          <span className={`book-card__purchases ${SKELETON}`}>12 purchases</span>
        </div>
        <div className="book-card__actions">
          <span className={`book-card__button-skeleton ${SKELETON}`} />
          <span className={`book-card__button-skeleton ${SKELETON}`} />
        </div>
      </div>
    </Card>
  )
}
