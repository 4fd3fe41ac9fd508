import { Button, Callout, H3, Intent } from '@blueprintjs/core'
import { ArrowLeft, Endorsed } from '@blueprintjs/icons'
import { serverMessageOr, showToast } from '@pathshala/ui'
import { useNavigate } from 'react-router'
import { usePublishCourse } from '../api/use-publish-course.ts'
import type { WizardSession, WizardState } from '../lib/wizard-session.ts'

/** Step 3: publish, once every change is on the server. */
export function PublishStep({ session, state }: { session: WizardSession; state: WizardState }) {
  const navigate = useNavigate()
  const publish = usePublishCourse()
  const courseId = session.serverCourseId()
  const waiting = state.draft.queue.length
  const ready = courseId !== null && waiting === 0

  function send() {
    if (!courseId) return
    publish.mutate(courseId, {
      onSuccess: async () => {
        void showToast('success', 'Course Published')
        await session.forget()
        await navigate('/course')
      },
      // a refusal is said once, in words, by the callout below (docs/decisions.md#accounts)
    })
  }

  return (
    <section aria-labelledby="publish-heading" className="course-wizard__publish">
      <div className="course-wizard__publish-panel">
        <Endorsed size={48} className="course-wizard__publish-icon" />
        <H3 id="publish-heading">Your Course Is Ready to Publish</H3>
        <p className="course-wizard__muted">
          {ready
            ? 'Learners find it in the catalogue as soon as it is published.'
            : 'Publishing waits until every change has reached the server.'}
        </p>
        <Button
          intent={Intent.SUCCESS}
          size="large"
          text="Publish"
          loading={publish.isPending}
          disabled={!ready}
          onClick={send}
        />
      </div>
      {publish.isError && (
        <Callout intent={Intent.DANGER} role="alert">
          {serverMessageOr(publish.error, 'The course could not be published')}
        </Callout>
      )}
      <div className="course-wizard__actions">
        <Button icon={<ArrowLeft />} text="Previous" onClick={() => session.setStep(1)} />
      </div>
    </section>
  )
}
