import { Alert, H2, Intent, NonIdealState, Spinner } from '@blueprintjs/core'
import { useSearchParams } from 'react-router'
import { LoadFailure } from '../../../components/LoadFailure.tsx'
import { useReportUnsentWork } from '../../../hooks/use-report-unsent-work.ts'
import { useCategories } from '../api/use-categories.ts'
import { useLeaveGuard } from '../hooks/use-leave-guard.ts'
import { useWizardSession, useWizardState } from '../hooks/use-wizard-session.ts'
import type { WizardSession } from '../lib/wizard-session.ts'
import { ConflictView } from './ConflictView.tsx'
import { CourseContentStep } from './CourseContentStep.tsx'
import { CourseDetailsForm } from './CourseDetailsForm.tsx'
import { CoursePreview } from './CoursePreview.tsx'
import { PublishStep } from './PublishStep.tsx'
import { SyncStatus } from './SyncStatus.tsx'
import { WizardProgress } from './WizardProgress.tsx'
import './course-wizard.css'

function Wizard({ session, reopened }: { session: WizardSession; reopened: boolean }) {
  const state = useWizardState(session)
  const categories = useCategories()
  const waiting = state.draft.queue.length
  const blocker = useLeaveGuard(waiting > 0)
  useReportUnsentWork('course-wizard', waiting)
  const { draft } = state
  // Without a course there is nothing to add content to: the details come first.
  const step = draft.course ? draft.step : 0
  const categoryList = categories.data ?? []

  return (
    <section aria-labelledby="course-wizard-heading" className="course-wizard">
      <H2 id="course-wizard-heading">{reopened ? 'Edit Course' : 'Create Course'}</H2>
      <WizardProgress step={step} />
      <SyncStatus session={session} state={state} />
      {state.conflict ? (
        <ConflictView session={session} state={state} categories={categoryList} />
      ) : step === 0 ? (
        draft.editingDetails || !draft.course ? (
          <CourseDetailsForm
            session={session}
            state={state}
            categories={categoryList}
            categoriesLoading={categories.isPending}
          />
        ) : (
          <CoursePreview
            course={draft.course}
            categories={categoryList}
            onEdit={() => session.editDetails()}
            onNext={() => session.setStep(1)}
          />
        )
      ) : step === 1 ? (
        <CourseContentStep session={session} state={state} />
      ) : (
        <PublishStep session={session} state={state} />
      )}
      <Alert
        isOpen={blocker.state === 'blocked'}
        intent={Intent.WARNING}
        cancelButtonText="Stay"
        confirmButtonText="Leave"
        onCancel={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      >
        <p>
          {waiting} {waiting === 1 ? 'change has' : 'changes have'} not reached the server yet. They
          stay on this computer and are sent when you open this course in the wizard again. Leave
          anyway?
        </p>
      </Alert>
    </section>
  )
}

/**
 * /admin/course/create: the course wizard, for a new course or (`?id=`) a draft or a course
 * reopened in the builder, at the step it was left.
 */
export default function CourseWizardPage() {
  const [params] = useSearchParams()
  const courseId = params.get('id')
  const opening = useWizardSession(courseId)

  if (opening.status === 'opening') {
    return (
      <NonIdealState
        icon={<Spinner size={32} />}
        title="Opening the course…"
        className="course-wizard__loading"
      />
    )
  }
  if (opening.status === 'failed') {
    return (
      <LoadFailure
        title="The course could not be opened"
        error={opening.error}
        onRetry={opening.retry}
      />
    )
  }
  return <Wizard session={opening.session} reopened={courseId !== null} />
}
