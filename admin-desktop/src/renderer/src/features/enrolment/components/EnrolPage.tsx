import { H2 } from '@blueprintjs/core'
import { BulkEnrolPanel } from './BulkEnrolPanel.tsx'
import { SingleEnrolForm } from './SingleEnrolForm.tsx'
import './enrolment.css'

/** /admin/enrolluser: learners get a course without payment, one at a time or from a list. */
export default function EnrolPage() {
  return (
    <section aria-labelledby="enrol-heading" className="enrol">
      <H2 id="enrol-heading">Enroll</H2>
      <div className="enrol-grid">
        <SingleEnrolForm />
        <BulkEnrolPanel />
      </div>
    </section>
  )
}
