import { describe, expect, test } from 'vitest'
import { parseEmailList } from './email-list.ts'
import { countRows, enrolmentRows } from './enrolment-rows.ts'

const list = parseEmailList(
  'ravi@example.com\nmeera@example.com\nnobody@example.com\nbad\nodd@example.com'
)

describe('enrolmentRows', () => {
  test('before sending: valid rows are ready, malformed ones invalid', () => {
    expect(enrolmentRows(list, null).map((row) => row.state)).toEqual([
      'ready',
      'ready',
      'ready',
      'invalid',
      'ready',
    ])
    expect(enrolmentRows(list, null, true).map((row) => row.state)).toEqual([
      'sending',
      'sending',
      'sending',
      'invalid',
      'sending',
    ])
  })

  test("after sending: each row shows the server's answer for its address", () => {
    const rows = enrolmentRows(list, [
      { email: 'ravi@example.com', status: 'enrolled', userId: 'u1' },
      { email: 'meera@example.com', status: 'already_enrolled', userId: 'u2' },
      { email: 'nobody@example.com', status: 'no_account', userId: null },
      // the server's check is stricter than the one here
      { email: 'odd@example.com', status: 'invalid', userId: null },
    ])
    expect(rows.map((row) => [row.email, row.state])).toEqual([
      ['ravi@example.com', 'enrolled'],
      ['meera@example.com', 'already_enrolled'],
      ['nobody@example.com', 'no_account'],
      ['bad', 'invalid'],
      ['odd@example.com', 'invalid'],
    ])
    expect(countRows(rows)).toEqual({
      ready: 0,
      sending: 0,
      enrolled: 1,
      already_enrolled: 1,
      no_account: 1,
      invalid: 2,
    })
  })
})
