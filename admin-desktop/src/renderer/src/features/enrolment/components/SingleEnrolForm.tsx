import { Button, Callout, FormGroup, H3, InputGroup } from '@blueprintjs/core'
import { useState } from 'react'
import { serverMessageOr, showToast } from '@pathshala/ui'
import type { CourseOption } from '../api/use-course-options.ts'
import { useEnrolLearner } from '../api/use-enrol.ts'
import { ENROL_MESSAGES } from '../lib/enrolment-messages.ts'
import { CourseField } from './CourseField.tsx'

/** One learner by e-mail into one course (docs/screens/admin.md#enroll). */
export function SingleEnrolForm() {
  const [email, setEmail] = useState('')
  const [course, setCourse] = useState<CourseOption | null>(null)
  const [missing, setMissing] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const enrol = useEnrolLearner()

  function submit(event: React.FormEvent) {
    event.preventDefault()
    setFailure(null)
    const address = email.trim()
    if (address === '' || course === null) {
      setMissing(true)
      void showToast('error', ENROL_MESSAGES.missing)
      return
    }
    setMissing(false)
    enrol.mutate(
      { courseId: course._id, email: address },
      {
        onSuccess: () => {
          setEmail('')
          void showToast('success', ENROL_MESSAGES.enrolled)
        },
        onError: (error) => {
          const reason = serverMessageOr(error, ENROL_MESSAGES.failedReason)
          setFailure(reason)
          void showToast('error', `${ENROL_MESSAGES.failed}: ${reason}`)
        },
      }
    )
  }

  const emailMissing = missing && email.trim() === ''
  return (
    <form className="enrol-card" onSubmit={submit} noValidate aria-labelledby="enrol-one-heading">
      <H3 id="enrol-one-heading">Enroll a learner</H3>
      <p className="enrol-hint">
        Gives the learner the course without payment; it never counts as revenue.
      </p>
      <FormGroup
        label="Student email"
        labelFor="enrol-email"
        intent={emailMissing ? 'danger' : 'none'}
        className="enrol-field"
      >
        <InputGroup
          id="enrol-email"
          type="email"
          autoComplete="off"
          placeholder="learner@example.com"
          value={email}
          intent={emailMissing ? 'danger' : 'none'}
          onValueChange={(value) => {
            setEmail(value)
            setFailure(null)
          }}
        />
      </FormGroup>
      <CourseField
        id="enrol-course"
        value={course}
        invalid={missing && course === null}
        onChange={(next) => {
          setCourse(next)
          setFailure(null)
        }}
      />
      {missing && (email.trim() === '' || course === null) && (
        <Callout intent="danger" compact role="alert">
          {ENROL_MESSAGES.missing}
        </Callout>
      )}
      {failure && (
        <Callout intent="danger" compact role="alert" title={ENROL_MESSAGES.failed}>
          {failure}
        </Callout>
      )}
      <div className="enrol-actions">
        <Button type="submit" intent="primary" loading={enrol.isPending}>
          Enroll
        </Button>
      </div>
    </form>
  )
}
