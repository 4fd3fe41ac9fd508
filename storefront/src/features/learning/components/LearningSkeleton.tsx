import { Card, Classes } from '@blueprintjs/core'

const SKELETON_LESSON_ROWS = 6

/** The learning view's shape while the course loads, so nothing jumps when it arrives. */
export function LearningSkeleton() {
  const block = (className: string) => <div className={`${Classes.SKELETON} ${className}`} />
  return (
    <div className="page learning-page" aria-busy="true" aria-label="Loading course">
      <header className="learning-header">
        {block('skeleton-crumb')}
        {block('skeleton-title')}
        {block('skeleton-meta')}
      </header>
      <div className="learning-layout">
        <div className="learning-stage">
          <div className="video-player">
            <div className={`video-stage ${Classes.SKELETON}`} />
            <div className="player-controls" />
          </div>
          <Card className="lesson-bar">
            {block('skeleton-lesson-title')}
            {block('skeleton-buttons')}
          </Card>
        </div>
        <Card className="learning-panel course-content-panel">
          {block('skeleton-panel-title')}
          {block('skeleton-progress')}
          {Array.from({ length: SKELETON_LESSON_ROWS }, (_, index) => (
            <div key={index} className={`${Classes.SKELETON} skeleton-row`} />
          ))}
        </Card>
      </div>
    </div>
  )
}
