/**
 * The values set once for every row of a batch (author, type, price, status): every row takes
 * them, and so does every row added later, except a field the admin changed by hand in that row.
 * Those keep their value until the admin explicitly replaces them (docs/screens/admin.md, Bulk
 * upload). Rows already created never change.
 */
import {
  DEFAULT_FIELDS,
  ROW_DEFAULTS,
  validateRow,
  type BulkDefaults,
  type BulkRow,
  type DefaultField,
  type RowErrors,
} from './bulk-rows.ts'

/**
 * The fields changed by hand in a row. A row saved before rows remembered this counts every
 * field that differs from what rows started with as changed, so nothing typed is overwritten.
 */
export function editedFieldsOf(row: BulkRow): DefaultField[] {
  if (Array.isArray(row.edited)) return row.edited
  return DEFAULT_FIELDS.filter((field) => row[field] !== ROW_DEFAULTS[field])
}

/** A row after a hand edit: the default fields in `change` are marked as its own. */
export function editRow(
  row: BulkRow,
  change: Partial<Pick<BulkRow, 'title' | DefaultField>>
): BulkRow {
  const touched = DEFAULT_FIELDS.filter((field) => field in change)
  const edited = [...new Set([...editedFieldsOf(row), ...touched])]
  return { ...row, ...change, edited }
}

/** The rows once the values for every row are `defaults`: fields changed by hand stay. */
export function followDefaults(rows: readonly BulkRow[], defaults: BulkDefaults): BulkRow[] {
  return rows.map((row) => {
    if (row.createdId) return row
    const own = Object.fromEntries(editedFieldsOf(row).map((field) => [field, row[field]]))
    return { ...row, ...defaults, ...own }
  })
}

/** The rows not created yet that hold a value changed by hand other than `defaults`. */
export function rowsWithOwnValues(rows: readonly BulkRow[], defaults: BulkDefaults): BulkRow[] {
  return rows.filter(
    (row) => !row.createdId && editedFieldsOf(row).some((field) => row[field] !== defaults[field])
  )
}

/** Every row not created yet takes `defaults`, hand edits included (titles stay). */
export function replaceOwnValues(rows: readonly BulkRow[], defaults: BulkDefaults): BulkRow[] {
  return rows.map((row) => (row.createdId ? row : { ...row, ...defaults, edited: [] }))
}

/**
 * What is wrong with the values for every row, as each row would say it. A field left empty is
 * not flagged here: the rows already say that a required field is missing.
 */
export function defaultsErrors(defaults: BulkDefaults): RowErrors {
  const sample: BulkRow = {
    id: 'defaults',
    pdf: { key: 'defaults', name: 'defaults.pdf', size: 1 },
    image: null,
    title: 'Defaults',
    ...defaults,
    createdId: null,
    edited: [],
  }
  const errors = validateRow(sample)
  const shown: RowErrors = {}
  for (const field of DEFAULT_FIELDS) {
    if (errors[field] && defaults[field].trim() !== '') shown[field] = errors[field]
  }
  return shown
}
