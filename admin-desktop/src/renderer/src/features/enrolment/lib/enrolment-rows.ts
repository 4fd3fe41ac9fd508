import type { BulkEnrolmentResult, BulkEnrolmentStatus } from '../api/enrolment-types.ts'
import type { EmailList } from './email-list.ts'

/** Where one address of the list stands: before sending, or what the server answered. */
export type RowState = 'ready' | 'invalid' | 'sending' | BulkEnrolmentStatus

export interface EnrolmentRow {
  email: string
  line: number
  state: RowState
}

export const ROW_STATE_LABELS: Record<RowState, string> = {
  ready: 'Ready',
  sending: 'Sending…',
  invalid: 'Invalid address',
  enrolled: 'Enrolled',
  already_enrolled: 'Already enrolled',
  no_account: 'No such account',
}

export const ROW_STATE_INTENTS = {
  ready: 'none',
  sending: 'none',
  invalid: 'warning',
  enrolled: 'success',
  already_enrolled: 'primary',
  no_account: 'danger',
} as const satisfies Record<RowState, 'none' | 'primary' | 'success' | 'warning' | 'danger'>

/**
 * The list's rows, each with the server's answer once there is one. Addresses flagged here were
 * not sent and stay invalid; the server has the last word on the others (it may find one
 * invalid that passed the check here).
 */
export function enrolmentRows(
  list: EmailList,
  results: readonly BulkEnrolmentResult[] | null,
  sending = false
): EnrolmentRow[] {
  const answered = new Map(results?.map((result) => [result.email, result.status]))
  return list.entries.map(({ email, line, valid }) => {
    if (!valid) return { email, line, state: 'invalid' }
    const state = answered.get(email) ?? (sending ? 'sending' : 'ready')
    return { email, line, state }
  })
}

/** Counts per state, for the summary line over the table. */
export function countRows(rows: readonly EnrolmentRow[]): Record<RowState, number> {
  const counts: Record<RowState, number> = {
    ready: 0,
    sending: 0,
    invalid: 0,
    enrolled: 0,
    already_enrolled: 0,
    no_account: 0,
  }
  for (const row of rows) counts[row.state]++
  return counts
}
