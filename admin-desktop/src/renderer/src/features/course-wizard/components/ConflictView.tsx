import { Button, Callout, Card, H3, H4, Intent } from '@blueprintjs/core'
import type { Category } from '../../categories/index.ts'
import { courseDraftFromServer, type CourseDraft } from '../lib/course-content.ts'
import { previewPrice } from '../lib/course-form.ts'
import type { WizardSession, WizardState } from '../lib/wizard-session.ts'

function CourseSide({
  title,
  course,
  categories,
  note,
}: {
  title: string
  course: CourseDraft
  categories: Category[]
  note?: string
}) {
  const { details } = course
  const category = categories.find((c) => c._id === details.category)?.name ?? details.category
  return (
    <Card className="course-wizard__conflict-side" aria-label={title}>
      <H4>{title}</H4>
      {note && <p className="course-wizard__muted">{note}</p>}
      <dl className="course-wizard__conflict-details">
        <dt>Course Name</dt>
        <dd>{details.courseName}</dd>
        <dt>Course Description</dt>
        <dd>{details.courseDescription}</dd>
        <dt>Price</dt>
        <dd>{previewPrice(details.price)}</dd>
        <dt>Category</dt>
        <dd>{category}</dd>
        <dt>Tags</dt>
        <dd>{details.tags || '—'}</dd>
      </dl>
      <H4>Content</H4>
      {course.sections.length === 0 ? (
        <p className="course-wizard__muted">No sections</p>
      ) : (
        <ol>
          {course.sections.map((section) => (
            <li key={section.id}>
              {section.name}
              {section.lessons.length > 0 && (
                <ul>
                  {section.lessons.map((lesson) => (
                    <li key={lesson.id}>{lesson.title}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </Card>
  )
}

/**
 * The course changed on the server since this computer's copy was made, and this computer has
 * work the server has not got: both side by side, and the admin chooses which stays.
 */
export function ConflictView({
  session,
  state,
  categories,
}: {
  session: WizardSession
  state: WizardState
  categories: Category[]
}) {
  const { conflict, draft } = state
  if (!conflict || !draft.course) return null
  const mine: CourseDraft = {
    ...draft.course,
    details: draft.editingDetails ? draft.form : draft.course.details,
  }
  const waiting = draft.queue.length
  return (
    <section aria-labelledby="conflict-heading" className="course-wizard__conflict">
      <Callout intent={Intent.WARNING}>
        <H3 id="conflict-heading">This course was changed elsewhere</H3>
        <p>
          The server’s copy changed since this computer’s copy was made, and this computer has work
          the server has not got. Choose which one to keep; nothing is sent until you do.
        </p>
      </Callout>
      <div className="course-wizard__conflict-sides">
        <CourseSide
          title="On this computer"
          course={mine}
          categories={categories}
          note={`${waiting} ${waiting === 1 ? 'change' : 'changes'} not sent`}
        />
        <CourseSide
          title="On the server"
          course={courseDraftFromServer(conflict.course)}
          categories={categories}
        />
      </div>
      <div className="course-wizard__actions">
        <Button intent={Intent.PRIMARY} text="Keep mine" onClick={() => void session.keepLocal()} />
        <Button text="Take the server’s" onClick={() => session.takeServer()} />
      </div>
    </section>
  )
}
