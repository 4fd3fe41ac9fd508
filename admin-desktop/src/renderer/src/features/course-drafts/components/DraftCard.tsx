import { Button, Card, H3, Tag } from '@blueprintjs/core'
import { Media, Trash } from '@blueprintjs/icons'
import type { CourseDraft } from '../api/draft-types.ts'
import { ButtonLink } from '@pathshala/ui'
import { continuePath, descriptionPreview, stepLabel } from '../lib/draft-filters.ts'
import { LastSaved } from './LastSaved.tsx'
import { UnsentChanges } from './UnsentChanges.tsx'

interface DraftCardProps {
  draft: CourseDraft
  onDelete: (draft: CourseDraft) => void
  /** Changes to it kept on this computer that the server has not got yet */
  unsent?: number
}

/**
 * A draft: thumbnail, name, the start of its description, its step, when it was last saved,
 * Continue and Delete, and how many of its changes wait on this computer, if any.
 */
export function DraftCard({ draft, onDelete, unsent = 0 }: DraftCardProps) {
  const course = draft.courseId
  const headingId = `draft-${draft._id}`
  return (
    <Card className="draft-card" aria-labelledby={headingId} role="article">
      <div className="draft-card-thumb">
        {course.thumbnail ? (
          <img src={course.thumbnail} alt="" loading="lazy" />
        ) : (
          <Media size={32} aria-hidden />
        )}
      </div>
      <div className="draft-card-body">
        <Tag minimal intent="warning" className="draft-card-step">
          {stepLabel(draft.creationStep)}
        </Tag>
        <H3 id={headingId} className="draft-card-title">
          {course.courseName}
        </H3>
        <p className="draft-card-description">{descriptionPreview(course.courseDescription)}</p>
        <LastSaved at={draft.updatedAt} />
        {unsent > 0 && <UnsentChanges count={unsent} />}
        <div className="draft-card-actions">
          <ButtonLink to={continuePath(course._id)} intent="primary" aria-describedby={headingId}>
            Continue
          </ButtonLink>
          <Button
            variant="minimal"
            intent="danger"
            icon={<Trash />}
            onClick={() => onDelete(draft)}
            aria-describedby={headingId}
          >
            Delete
          </Button>
        </div>
      </div>
    </Card>
  )
}
