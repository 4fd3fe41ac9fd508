import { HTMLTable, Tag } from '@blueprintjs/core'
import { ROW_STATE_INTENTS, ROW_STATE_LABELS, type EnrolmentRow } from '../lib/enrolment-rows.ts'

/** The list's addresses, one a row, with where each stands (ready, or the server's answer). */
export function EnrolmentRowsTable({ rows }: { rows: readonly EnrolmentRow[] }) {
  return (
    <div
      className="enrol-table-scroll admin-table-frame"
      role="region"
      aria-label="Learners to enroll"
      tabIndex={0}
    >
      <HTMLTable compact striped className="enrol-table">
        <thead>
          <tr>
            <th scope="col" className="numeric">
              #
            </th>
            <th scope="col">Email</th>
            <th scope="col" className="numeric">
              Line
            </th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.email} data-state={row.state}>
              <td className="numeric">{index + 1}</td>
              <td className="enrol-email-cell">{row.email}</td>
              <td className="numeric">{row.line}</td>
              <td className="admin-table-status">
                <Tag minimal intent={ROW_STATE_INTENTS[row.state]}>
                  {ROW_STATE_LABELS[row.state]}
                </Tag>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  )
}
