import { Readable } from 'node:stream'
import type { DateTime } from 'luxon'
import { csvLine } from '#core/services/csv'
import type { StoreItemCard } from '#store/transformers/store_item_transformer'

const rupees = (paise: number) => (paise / 100).toFixed(2)

const COLUMNS: Array<[header: string, value: (item: StoreItemCard) => string | number | null]> = [
  ['Id', (item) => item.id],
  ['Title', (item) => item.title],
  ['Author', (item) => item.author],
  ['Type', (item) => item.type],
  ['Status', (item) => item.status],
  ['Price (paise)', (item) => item.pricePaise],
  // two decimals as text: a number would lose the trailing zeros
  ['Price', (item) => rupees(item.pricePaise)],
  ['Sales', (item) => item.purchasesCount],
  ['Revenue (paise)', (item) => item.revenuePaise],
  ['Revenue', (item) => rupees(item.revenuePaise)],
  ['Themes', (item) => (item.themes ?? []).join('; ')],
  ['Description', (item) => item.description],
  ['Created at (UTC)', (item) => item.createdAt.toUTC().toISO()],
  ['Updated at (UTC)', (item) => item.updatedAt.toUTC().toISO()],
]

export const BOOKS_CSV_HEADER = csvLine(COLUMNS.map(([header]) => header))

export function bookCsvLine(item: StoreItemCard): string {
  return csvLine(COLUMNS.map(([, value]) => value(item)))
}

/** pathshala-books-20261123-1930.csv (UTC) */
export function booksExportFilename(now: DateTime) {
  return `pathshala-books-${now.toUTC().toFormat('yyyyMMdd-HHmm')}.csv`
}

/**
 * The CSV as a stream: a byte-order mark (spreadsheets then read UTF-8
 * correctly), the header, then the items batch by batch. Destroying the
 * stream (the client went away) stops the batches.
 */
export function booksCsvStream(batches: AsyncIterable<StoreItemCard[]>): Readable {
  async function* lines() {
    yield `\uFEFF${BOOKS_CSV_HEADER}`
    for await (const items of batches) {
      yield items.map(bookCsvLine).join('')
    }
  }
  return Readable.from(lines(), { objectMode: false })
}
