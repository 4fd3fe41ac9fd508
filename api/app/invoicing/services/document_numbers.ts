import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

export type Series = 'invoice' | 'credit_note'

/**
 * The next number of a series ('invoice' or 'credit_note') in a financial year, taken inside
 * the caller's transaction: the counter row is created if missing, then locked
 * (SELECT ... FOR UPDATE) until that transaction ends, so concurrent issuers queue up; a
 * rolled-back issue gives its number back. Gapless and never duplicated
 * (docs/decisions.md#gst-invoices).
 */
export async function nextSequence(trx: TransactionClientContract, series: Series, year: string) {
  const key = `${series}:${year}`
  await trx.rawQuery(
    'INSERT INTO document_counters (series, last_number) VALUES (?, 0) ON CONFLICT (series) DO NOTHING',
    [key]
  )
  const row = await trx.from('document_counters').where('series', key).forUpdate().firstOrFail()
  const next = Number(row.last_number) + 1
  await trx.from('document_counters').where('series', key).update({ last_number: next })
  return next
}
