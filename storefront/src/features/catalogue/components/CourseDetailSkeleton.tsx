import { Card, Classes, Spinner } from '@blueprintjs/core'

/**
 * The detail page's frame while the course loads (docs/screens/learner.md#course-detail):
 * 'Loading course data...' plus
 * grey blocks where the hero and the enrol card will be, so the page does not jump.
 */
export function CourseDetailSkeleton() {
  const bone = (extra: string) => `${Classes.SKELETON} ${extra}`
  return (
    <div className="page course-detail" aria-busy>
      <section className="course-hero">
        <p className="course-loading" role="status">
          <Spinner size={16} aria-hidden />
          Loading course data...
        </p>
        <span className={bone('course-category-badge')}>Category</span>
        <h1 className={bone('course-hero-title')}>Course name</h1>
        <p className={bone('course-hero-description')}>
          A short description of the course, about one or two lines long.
        </p>
        <div className={bone('course-hero-rating')}>Rating</div>
        <div className={bone('course-facts')}>Facts</div>
      </section>
      <aside className="course-detail-aside">
        <Card className="enrol-card" elevation={2}>
          <div className={bone('course-thumb enrol-card-thumb')} />
          <div className="enrol-card-body">
            <span className={bone('price-tag price-tag--large')}>₹0,000</span>
            <div className={bone('enrol-skeleton-button')} />
            <div className={bone('enrol-skeleton-text')} />
          </div>
        </Card>
      </aside>
      <div className="course-detail-main">
        <div className={bone('enrol-skeleton-text')} />
      </div>
    </div>
  )
}
