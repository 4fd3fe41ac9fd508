import { Card, H3, Tag } from '@blueprintjs/core'
import { Desktop } from '@blueprintjs/icons'
import { ButtonLink } from '@pathshala/ui'
import { descriptionPreview, stepLabel } from '../lib/draft-filters.ts'
import type { LocalCourseDraft } from '../lib/local-course-drafts.ts'
import { LastSaved } from './LastSaved.tsx'
import { UnsentChanges } from './UnsentChanges.tsx'

/**
 * A draft as this computer keeps it (the server cannot be reached): its name, the start of its
 * description, its step, when it was last saved here, how many changes wait, and Continue.
 * Delete needs the server.
 */
export function LocalDraftCard({ draft }: { draft: LocalCourseDraft }) {
  const headingId = `local-draft-${draft.key.replace(/[^\w-]/g, '-')}`
  return (
    <Card className="draft-card" aria-labelledby={headingId} role="article">
      <div className="draft-card-body">
        <div className="draft-card-tags">
          <Tag minimal icon={<Desktop />}>
            On this computer
          </Tag>
          <Tag minimal intent="warning">
            {stepLabel(draft.step)}
          </Tag>
        </div>
        <H3 id={headingId} className="draft-card-title">
          {draft.name}
        </H3>
        <p className="draft-card-description">{descriptionPreview(draft.description)}</p>
        <LastSaved at={draft.updatedAt} />
        {draft.waiting > 0 && <UnsentChanges count={draft.waiting} />}
        <div className="draft-card-actions">
          <ButtonLink to={draft.continueTo} intent="primary" aria-describedby={headingId}>
            Continue
          </ButtonLink>
        </div>
      </div>
    </Card>
  )
}
