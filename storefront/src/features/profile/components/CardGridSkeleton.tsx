import { Card, Classes } from '@blueprintjs/core'

/** Placeholder cards with the real cards' size while a list loads. */
export function CardGridSkeleton({ count }: { count: number }) {
  return (
    <div className="profile-card-grid" aria-busy="true" aria-label="Loading">
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} className="profile-card">
          <div className={`profile-card-thumb ${Classes.SKELETON}`} />
          <div className="profile-card-body">
            <div className={`${Classes.SKELETON} skeleton-line short`} />
            <div className={`${Classes.SKELETON} skeleton-line`} />
            <div className={`${Classes.SKELETON} skeleton-line`} />
            <div className={`${Classes.SKELETON} skeleton-line tall`} />
          </div>
        </Card>
      ))}
    </div>
  )
}
