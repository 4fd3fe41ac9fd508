import { Card, Classes } from '@blueprintjs/core'
import type { ViewMode } from '@pathshala/ui'
import './course-card.css'

/** The course card's exact frame, greyed out, while the page of courses loads. */
export function CourseCardSkeleton({ layout = 'grid' }: { layout?: ViewMode }) {
  const bone = (extra: string) => `${Classes.SKELETON} ${extra}`
  return (
    <Card className={`course-card course-card--${layout}`} aria-hidden>
      <div className={bone('course-thumb course-card-thumb')} />
      <div className="course-card-body">
        <div className="course-card-meta">
          <span className={bone('course-card-category')}>Category name</span>
          <span className={Classes.SKELETON}>★★★★★ 4.5</span>
        </div>
        <h3 className={bone('course-card-title')}>Course name placeholder</h3>
        <p className={bone('course-card-description')}>
          A description of the course that takes two lines of the card.
        </p>
        <div className="course-card-tags">
          <span className={bone('course-card-tag')}>Tag one</span>
          <span className={bone('course-card-tag')}>Tag two</span>
        </div>
        <div className="course-card-people">
          <span className={Classes.SKELETON}>Instructor name</span>
        </div>
        <div className="course-card-footer">
          <span className={bone('price-tag')}>₹0,000</span>
          <span className={bone('course-card-skeleton-button')}>Enroll Now</span>
        </div>
      </div>
    </Card>
  )
}
