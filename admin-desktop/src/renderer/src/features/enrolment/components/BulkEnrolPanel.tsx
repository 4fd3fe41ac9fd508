import { Button, Callout, FileInput, FormGroup, H3, TextArea } from '@blueprintjs/core'
import { useDeferredValue, useMemo, useState } from 'react'
import { MANUAL_ENROL_MAX_EMAILS } from '@pathshala/shared'
import type { BulkEnrolmentResult, BulkEnrolmentSummary } from '../api/enrolment-types.ts'
import { serverMessageOr, showToast } from '@pathshala/ui'
import type { CourseOption } from '../api/use-course-options.ts'
import { useEnrolLearners } from '../api/use-enrol.ts'
import { EMAIL_LIST_MAX_CHARACTERS, parseEmailList, sendableEmails } from '../lib/email-list.ts'
import { ENROL_MESSAGES } from '../lib/enrolment-messages.ts'
import { countRows, enrolmentRows } from '../lib/enrolment-rows.ts'
import { CourseField } from './CourseField.tsx'
import { EnrolmentRowsTable } from './EnrolmentRowsTable.tsx'

/** A list file larger than this is not a list of e-mail addresses. */
const MAX_FILE_BYTES = 1024 * 1024

interface Outcome {
  /** What was sent; the answer belongs to this list and course only */
  text: string
  courseId: string
  results: BulkEnrolmentResult[]
  summary: BulkEnrolmentSummary
}

function plural(count: number, one: string, many = `${one}s`) {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`
}

/**
 * Many learners into one course from a pasted list or a CSV file: the addresses are read here
 * (trimmed, lower-cased, each once, the malformed flagged), previewed, then sent in one call;
 * each row then shows what the server did. Enrolling the same list again enrols nobody twice.
 */
export function BulkEnrolPanel() {
  const [text, setText] = useState('')
  const [fileName, setFileName] = useState<string | null>(null)
  const [fileProblem, setFileProblem] = useState<string | null>(null)
  const [course, setCourse] = useState<CourseOption | null>(null)
  const [missing, setMissing] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const enrol = useEnrolLearners()

  const listedText = useDeferredValue(text)
  const list = useMemo(() => parseEmailList(listedText), [listedText])
  const current = outcome && outcome.text === text && outcome.courseId === course?._id
  const rows = enrolmentRows(list, current ? outcome.results : null, enrol.isPending)
  const counts = countRows(rows)

  async function readFile(file: File | undefined) {
    setFileProblem(null)
    if (!file) return
    if (file.size > MAX_FILE_BYTES) {
      setFileProblem(`${file.name} is larger than 1 MB: it is not a list of e-mail addresses`)
      return
    }
    try {
      setText((await file.text()).slice(0, EMAIL_LIST_MAX_CHARACTERS))
      setFileName(file.name)
      setFailure(null)
    } catch {
      setFileProblem(`${file.name} could not be read`)
    }
  }

  function send() {
    setFailure(null)
    const emails = sendableEmails(list)
    if (course === null || emails.length === 0) {
      setMissing(true)
      void showToast('error', ENROL_MESSAGES.missing)
      return
    }
    if (list.tooMany) return
    setMissing(false)
    const sentText = text
    const courseId = course._id
    enrol.mutate(
      { courseId, emails },
      {
        onSuccess: ({ results, summary }) => {
          setOutcome({ text: sentText, courseId, results, summary })
          void showToast(
            summary.enrolled > 0 ? 'success' : 'info',
            `${plural(summary.enrolled, 'learner')} enrolled`
          )
        },
        onError: (error) => {
          const reason = serverMessageOr(error, ENROL_MESSAGES.failedReason)
          setFailure(reason)
          void showToast('error', `${ENROL_MESSAGES.failed}: ${reason}`)
        },
      }
    )
  }

  function clear() {
    setText('')
    setFileName(null)
    setFileProblem(null)
    setOutcome(null)
    setFailure(null)
    setMissing(false)
  }

  const listMissing = missing && list.validCount === 0
  return (
    <section className="enrol-card" aria-labelledby="enrol-many-heading">
      <H3 id="enrol-many-heading">Enroll many learners</H3>
      <p className="enrol-hint">
        Paste addresses one per line, or choose a CSV file with an <code>email</code> column. Up to{' '}
        {MANUAL_ENROL_MAX_EMAILS} at a time; nobody is enrolled twice.
      </p>
      <CourseField
        id="enrol-bulk-course"
        value={course}
        invalid={missing && course === null}
        onChange={setCourse}
      />
      <FormGroup
        label="Learner emails"
        labelFor="enrol-bulk-emails"
        intent={listMissing ? 'danger' : 'none'}
        className="enrol-field"
      >
        <TextArea
          id="enrol-bulk-emails"
          fill
          rows={6}
          spellCheck={false}
          placeholder={'One address per line, for example\nravi@example.com'}
          value={text}
          intent={listMissing ? 'danger' : 'none'}
          maxLength={EMAIL_LIST_MAX_CHARACTERS}
          onChange={(event) => {
            setText(event.currentTarget.value)
            setFileName(null)
          }}
        />
      </FormGroup>
      <FormGroup
        label="CSV file"
        labelFor="enrol-bulk-file"
        helperText={fileProblem ?? undefined}
        intent={fileProblem ? 'danger' : 'none'}
        className="enrol-field"
      >
        <FileInput
          fill
          text={fileName ?? 'Choose a CSV file…'}
          buttonText="Browse"
          inputProps={{ id: 'enrol-bulk-file', accept: '.csv,.txt,text/csv,text/plain' }}
          onInputChange={(event) => {
            const input = event.currentTarget as HTMLInputElement
            void readFile(input.files?.[0])
            // the same file can be chosen again after an edit
            input.value = ''
          }}
        />
      </FormGroup>

      {list.entries.length > 0 && (
        <p className="enrol-summary" aria-live="polite">
          {[
            plural(list.entries.length, 'address', 'addresses'),
            list.fromColumn ? 'from the email column' : null,
            `${list.validCount.toLocaleString('en-IN')} to send`,
            list.invalidCount > 0 ? `${list.invalidCount.toLocaleString('en-IN')} invalid` : null,
            list.repeated > 0 ? `${plural(list.repeated, 'repeat')} removed` : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      {list.tooMany && (
        <Callout intent="warning" compact role="alert">
          {`At most ${MANUAL_ENROL_MAX_EMAILS} addresses at a time: this list has ${list.validCount.toLocaleString('en-IN')}. Split it and send each part.`}
        </Callout>
      )}
      {missing && (course === null || list.validCount === 0) && (
        <Callout intent="danger" compact role="alert">
          {ENROL_MESSAGES.missing}
        </Callout>
      )}
      {failure && (
        <Callout intent="danger" compact role="alert" title={ENROL_MESSAGES.failed}>
          {failure}
        </Callout>
      )}
      {current && (
        <Callout intent="success" compact role="status" title="Done">
          {[
            `${counts.enrolled} enrolled`,
            `${counts.already_enrolled} already enrolled`,
            `${counts.no_account} with no account`,
            `${counts.invalid} invalid`,
          ].join(' · ')}
        </Callout>
      )}

      {rows.length > 0 && <EnrolmentRowsTable rows={rows} />}

      <div className="enrol-actions">
        <Button
          intent="primary"
          onClick={send}
          loading={enrol.isPending}
          disabled={list.tooMany || Boolean(current)}
        >
          {current
            ? 'Sent'
            : list.validCount > 0
              ? `Enroll ${plural(list.validCount, 'learner')}`
              : 'Enroll learners'}
        </Button>
        <Button variant="minimal" onClick={clear} disabled={text === '' && !outcome}>
          Clear
        </Button>
      </div>
    </section>
  )
}
