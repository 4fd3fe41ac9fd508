import { isValidEmail, MANUAL_ENROL_MAX_EMAILS } from '@pathshala/shared'
import { csvRows } from './csv-rows.ts'

/** Headers that name the address column of a CSV file, compared lower-cased. */
const EMAIL_HEADERS = new Set(['email', 'e-mail', 'email address', 'e-mail address'])

/** Most characters read from a pasted list or a file: 500 long addresses, with room for columns. */
export const EMAIL_LIST_MAX_CHARACTERS = 1_000_000

export interface ListedEmail {
  /** Trimmed and lower-cased, as accounts store it. */
  email: string
  /** The line it was first found on (1-based), to find it in the source. */
  line: number
  valid: boolean
}

export interface EmailList {
  /** Each address once, in the order first seen. */
  entries: ListedEmail[]
  /** Entries dropped because an earlier one had the same address. */
  repeated: number
  /** Whether the addresses came from a CSV column named email. */
  fromColumn: boolean
  validCount: number
  invalidCount: number
  /** More valid addresses than one enrolment takes. */
  tooMany: boolean
}

/**
 * Reads the addresses out of what the admin pasted or picked: a CSV whose header row has an
 * `email` column (the other columns are ignored), or else one address per line (commas,
 * semicolons and spaces also separate, so a list copied from a mail header works too).
 * Addresses are trimmed, lower-cased and kept once; ones that do not look like an address are
 * kept and flagged, so the admin sees what was skipped.
 */
export function parseEmailList(text: string): EmailList {
  const rows = csvRows(text)
  const header = rows.find((row) => row.some((cell) => cell.trim() !== ''))
  const column = header
    ? header.findIndex((cell) => EMAIL_HEADERS.has(cell.trim().toLowerCase()))
    : -1

  const candidates: Array<{ value: string; line: number }> = []
  if (column >= 0) {
    const headerIndex = rows.indexOf(header!)
    rows.slice(headerIndex + 1).forEach((row, offset) => {
      candidates.push({ value: row[column] ?? '', line: headerIndex + offset + 2 })
    })
  } else {
    text
      .replace(/^\uFEFF/, '')
      .split(/\r\n|\n|\r/)
      .forEach((line, index) => {
        for (const value of line.split(/[,;\s]+/)) {
          candidates.push({ value: value.replace(/^"|"$/g, ''), line: index + 1 })
        }
      })
  }

  const seen = new Set<string>()
  const entries: ListedEmail[] = []
  let repeated = 0
  for (const { value, line } of candidates) {
    const email = value.trim().toLowerCase()
    if (email === '') continue
    if (seen.has(email)) {
      repeated++
      continue
    }
    seen.add(email)
    entries.push({ email, line, valid: isValidEmail(email) })
  }

  const validCount = entries.filter((entry) => entry.valid).length
  return {
    entries,
    repeated,
    fromColumn: column >= 0,
    validCount,
    invalidCount: entries.length - validCount,
    tooMany: validCount > MANUAL_ENROL_MAX_EMAILS,
  }
}

/** The addresses to send: the valid ones. */
export function sendableEmails(list: EmailList): string[] {
  return list.entries.filter((entry) => entry.valid).map((entry) => entry.email)
}
