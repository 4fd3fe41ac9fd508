import { useState } from 'react'
import { Button, H2, NonIdealState, Spinner, Tag } from '@blueprintjs/core'
import { Duplicate, Edit, EyeOpen, Learning, Undo, Wrench } from '@blueprintjs/icons'
import { useNavigate, useSearchParams } from 'react-router'
import { formatRupees } from '@pathshala/shared'
import {
  ButtonLink,
  EmptyState,
  RatingStars,
  serverMessageOr,
  showToast,
  StatCard,
} from '@pathshala/ui'
import { LoadFailure } from '../../../components/LoadFailure.tsx'
import { usePlatform } from '../../../platform/index.ts'
import {
  useCourseChanges,
  useCourseInspection,
  useDuplicateCourse,
  useReopenCourse,
} from '../api/use-inspect-course.ts'
import { useCourseCategories } from '../api/use-published-courses.ts'
import { ConfirmDialog } from './ConfirmDialog.tsx'
import { CourseContentPanel } from './CourseContentPanel.tsx'
import { EditCourseDialog } from './EditCourseDialog.tsx'
import { ReviewsPanel } from './ReviewsPanel.tsx'
import './published-courses.css'

/** The builder's address for a course: it resumes at the step the server's draft records. */
const wizardPath = (courseId: string) => `/course/create?id=${encodeURIComponent(courseId)}`

/** /admin/course/published/{courseName}?id=: one course, its figures and what can be done to it. */
export default function InspectCoursePage() {
  const [params] = useSearchParams()
  const courseId = params.get('id')?.trim() || null
  if (!courseId) {
    return (
      <EmptyState
        icon={<Learning />}
        title="No course chosen"
        description="Open a course from the published courses to inspect it."
        action={<ButtonLink to="/course/published">Published Courses</ButtonLink>}
      />
    )
  }
  return <Inspection key={courseId} courseId={courseId} />
}

function Inspection({ courseId }: { courseId: string }) {
  const platform = usePlatform()
  const navigate = useNavigate()
  const { data, error, isPending, refetch } = useCourseInspection(courseId)
  const categories = useCourseCategories()
  const changes = useCourseChanges(courseId)
  const reopen = useReopenCourse()
  const duplicate = useDuplicateCourse()
  const [editing, setEditing] = useState(false)
  const [confirming, setConfirming] = useState<'unpublish' | 'duplicate' | null>(null)

  if (error && !data) {
    return (
      <LoadFailure
        title="The course could not be loaded"
        error={error}
        onRetry={() => void refetch()}
      />
    )
  }
  if (isPending || !data) return <NonIdealState icon={<Spinner />} title="Loading course..." />

  const { course } = data
  const failed = (failure: unknown) =>
    void showToast('error', serverMessageOr(failure, 'Something went wrong'))

  function unpublish() {
    changes.unpublish.mutate(undefined, {
      onSuccess: () => {
        setConfirming(null)
        void showToast('success', `"${course.courseName}" unpublished: it is among the drafts`)
      },
      onError: (failure) => {
        setConfirming(null)
        failed(failure)
      },
    })
  }

  function duplicateCourse() {
    duplicate.mutate(courseId, {
      onSuccess: (copy) => {
        setConfirming(null)
        void showToast('success', `"${copy.courseName}" created as a draft`)
        void navigate(wizardPath(copy._id))
      },
      onError: (failure) => {
        setConfirming(null)
        failed(failure)
      },
    })
  }

  function reopenInBuilder() {
    reopen.mutate(courseId, {
      onSuccess: () => void navigate(wizardPath(courseId)),
      onError: failed,
    })
  }

  const published = course.status === 'published'
  return (
    <section aria-labelledby="inspect-heading" className="inspect-course">
      <div className="inspect-head head-row">
        <div className="inspect-title">
          {course.thumbnail && <img className="inspect-thumb" src={course.thumbnail} alt="" />}
          <div>
            <H2 id="inspect-heading">{course.courseName}</H2>
            <div className="inspect-tags">
              <Tag intent={published ? 'success' : 'warning'} minimal>
                {published ? 'Published' : 'Draft'}
              </Tag>
              {data.creationStep !== null && (
                <Tag minimal>Open in the builder at step {data.creationStep}</Tag>
              )}
              <span className="published-muted">
                {course.categoryDetails?.name ?? 'Uncategorized'} ·{' '}
                {formatRupees(course.pricePaise)} · {course.totalDuration}
              </span>
            </div>
          </div>
        </div>
        <div className="inspect-actions">
          <Button icon={<Edit />} onClick={() => setEditing(true)}>
            Edit details
          </Button>
          <Button
            icon={<EyeOpen />}
            onClick={() =>
              platform.links.openExternal(
                platform.links.storefront(`/home/course?id=${encodeURIComponent(courseId)}`)
              )
            }
          >
            Preview as a learner
          </Button>
          <Button icon={<Wrench />} loading={reopen.isPending} onClick={reopenInBuilder}>
            Reopen in the builder
          </Button>
          <Button icon={<Duplicate />} onClick={() => setConfirming('duplicate')}>
            Duplicate
          </Button>
          {published && (
            <Button icon={<Undo />} intent="warning" onClick={() => setConfirming('unpublish')}>
              Unpublish
            </Button>
          )}
        </div>
      </div>

      <div className="inspect-stats">
        <StatCard label="Enrolled learners" value={data.enrollments.toLocaleString('en-IN')} />
        <StatCard label="Revenue" value={formatRupees(data.revenuePaise)} />
        <StatCard
          label="Rating"
          value={<RatingStars average={data.averageRating} count={data.ratingCount} />}
        />
      </div>

      <div className="inspect-columns">
        <CourseContentPanel sections={course.courseContent} changes={changes} />
        <ReviewsPanel courseId={courseId} />
      </div>

      <EditCourseDialog
        course={course}
        categories={categories.data ?? []}
        isOpen={editing}
        saving={changes.edit.isPending}
        onClose={() => setEditing(false)}
        onSave={(fields) =>
          changes.edit.mutateAsync(fields).then(() => {
            setEditing(false)
            void showToast('success', 'Course updated successfully!')
          })
        }
      />
      <ConfirmDialog
        isOpen={confirming === 'unpublish'}
        title="Unpublish course"
        confirmText="Unpublish"
        intent="warning"
        working={changes.unpublish.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={unpublish}
      >
        <p>
          Take "{course.courseName}" out of the catalogue? New learners can no longer find or buy
          it; the {data.enrollments} enrolled{' '}
          {data.enrollments === 1 ? 'learner keeps' : 'learners keep'} it. It waits among the
          drafts, ready to publish again.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={confirming === 'duplicate'}
        title="Duplicate course"
        confirmText="Duplicate"
        intent="primary"
        working={duplicate.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={duplicateCourse}
      >
        <p>
          Make a new draft named "{course.courseName} (copy)" with the same details, sections and
          lessons? Its learners, revenue and ratings are not copied. The builder opens the copy.
        </p>
      </ConfirmDialog>
    </section>
  )
}
