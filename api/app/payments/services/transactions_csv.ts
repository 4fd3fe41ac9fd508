import { Readable } from 'node:stream'
import type { DateTime } from 'luxon'
import type { AdminOrder } from '#payments/transformers/admin_order'
import type Order from '#payments/models/order'
import { orderRow } from '#payments/transformers/order_transformer'
import { csvLine } from '#core/services/csv'

// still exported here (and by #payments), where the exports first read them
export { csvCell, csvLine } from '#core/services/csv'

const COLUMNS: Array<[header: string, value: (order: AdminOrder) => string | number | null]> = [
  ['Order id', (order) => order._id],
  ['Receipt', (order) => order.receipt],
  ['Razorpay order id', (order) => order.gatewayOrderId],
  ['Razorpay payment id', (order) => order.gatewayPaymentId],
  ['Status', (order) => order.status],
  ['Created at (UTC)', (order) => order.createdAt],
  ['Paid at (UTC)', (order) => order.paidAt],
  ['Fulfilled at (UTC)', (order) => order.fulfilledAt],
  ['Kind', (order) => order.item.kind],
  ['Item id', (order) => order.item._id],
  ['Item', (order) => order.item.title],
  ['Item type', (order) => order.item.type],
  ['Learner id', (order) => order.learner._id],
  ['Learner name', (order) => order.learner.name],
  ['Learner email', (order) => order.learner.email],
  ['Amount (paise)', (order) => order.amountPaise],
  // two decimals as text: a number would lose the trailing zeros
  ['Amount', (order) => (order.amountPaise / 100).toFixed(2)],
  ['Currency', (order) => order.currency],
  ['Failure reason', (order) => order.failureReason],
  ['Refunded (paise)', (order) => order.refundedPaise],
  ['Last refund status', (order) => order.lastRefundStatus],
]

export const CSV_HEADER = csvLine(COLUMNS.map(([header]) => header))

export function orderCsvLine(order: AdminOrder): string {
  return csvLine(COLUMNS.map(([, value]) => value(order)))
}

/** pathshala-transactions-20261123-1930.csv (UTC) */
export function exportFilename(now: DateTime) {
  return `pathshala-transactions-${now.toUTC().toFormat('yyyyMMdd-HHmm')}.csv`
}

/**
 * The CSV as a stream: a byte-order mark (spreadsheets then read UTF-8
 * names correctly), the header, then the rows batch by batch, so memory
 * stays flat whatever the number of orders. Destroying the stream (the
 * client went away) stops the batches.
 */
export function transactionsCsvStream(batches: AsyncIterable<Order[]>): Readable {
  async function* lines() {
    yield `\uFEFF${CSV_HEADER}`
    for await (const orders of batches) {
      yield orders.map((order) => orderCsvLine(orderRow(order))).join('')
    }
  }
  return Readable.from(lines(), { objectMode: false })
}
