/*
| CSV lines for the exports (the admin's transactions, the store's books, ...): here, below every
| domain, since each exporting domain writes its own file with them
| (docs/architecture.md#domain-floors).
*/

/**
 * A spreadsheet runs a cell that starts with one of these as a formula
 * (`=HYPERLINK(...)` in a learner's name, say): such cells get a leading
 * apostrophe, which spreadsheets show as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/

/** One CSV cell (RFC 4180): quoted when needed, inner quotes doubled, formulas defused. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvLine(cells: Array<string | number | null | undefined>): string {
  return `${cells.map(csvCell).join(',')}\r\n`
}
