import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type {
  SimulatedOrderRow,
  SimulatedPaymentRow,
  SimulatedRefundRow,
  SimulatedRefundStatus,
} from './entities.js'

/**
 * Database access for the simulator's orders and payments (plain rows; the
 * rules live in orders_api.ts and settlement_service.ts).
 */
const ORDERS = 'razorpay_simulator_orders'
const PAYMENTS = 'razorpay_simulator_payments'
const REFUNDS = 'razorpay_simulator_refunds'

export interface ListWindow {
  count: number
  skip: number
  /** unix seconds, inclusive */
  from?: number
  /** unix seconds, inclusive */
  to?: number
}

type Client = TransactionClientContract | undefined

const connection = (trx: Client) => trx ?? db

function windowed<T extends { where: Function; orderBy: Function }>(query: T, window: ListWindow) {
  if (window.from !== undefined) query.where('created_at', '>=', new Date(window.from * 1000))
  if (window.to !== undefined) query.where('created_at', '<=', new Date(window.to * 1000))
  return query
}

export async function insertOrder(order: Omit<SimulatedOrderRow, 'created_at'>) {
  const [row] = await db
    .table(ORDERS)
    .insert({ ...order, notes: JSON.stringify(order.notes) })
    .returning('*')
  return row as SimulatedOrderRow
}

/** The order, locked for the transaction's rest when `lock` is set. */
export async function findOrder(id: string, options: { trx?: Client; lock?: boolean } = {}) {
  const query = connection(options.trx).from(ORDERS).where('id', id)
  if (options.lock) query.forUpdate()
  return ((await query.first()) ?? null) as SimulatedOrderRow | null
}

export async function listOrders(window: ListWindow & { receipt?: string }) {
  const query = windowed(db.from(ORDERS), window)
  if (window.receipt !== undefined) query.where('receipt', window.receipt)
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(window.skip)
    .limit(window.count)
  return rows as SimulatedOrderRow[]
}

export async function updateOrder(
  trx: TransactionClientContract,
  id: string,
  changes: Partial<Pick<SimulatedOrderRow, 'status' | 'attempts'>>
) {
  await trx.from(ORDERS).where('id', id).update(changes)
}

export async function insertPayment(
  trx: TransactionClientContract,
  payment: Omit<SimulatedPaymentRow, 'created_at'>
) {
  const [row] = await trx.table(PAYMENTS).insert(payment).returning('*')
  return row as SimulatedPaymentRow
}

export async function findPayment(id: string) {
  return ((await db.from(PAYMENTS).where('id', id).first()) ?? null) as SimulatedPaymentRow | null
}

export async function capturedPaymentOf(orderId: string, trx?: Client) {
  const row = await connection(trx)
    .from(PAYMENTS)
    .where({ order_id: orderId, status: 'captured' })
    .first()
  return (row ?? null) as SimulatedPaymentRow | null
}

/** Every payment of an order, oldest first. */
export async function paymentsOfOrder(orderId: string) {
  const rows = await db
    .from(PAYMENTS)
    .where('order_id', orderId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
  return rows as SimulatedPaymentRow[]
}

export async function listPayments(window: ListWindow) {
  const rows = await windowed(db.from(PAYMENTS), window)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(window.skip)
    .limit(window.count)
  return rows as SimulatedPaymentRow[]
}

/** The payment, locked for the transaction's rest. */
export async function lockPayment(trx: TransactionClientContract, id: string) {
  const row = await trx.from(PAYMENTS).where('id', id).forUpdate().first()
  return (row ?? null) as SimulatedPaymentRow | null
}

/** What each payment's refunds that did not fail add up to (paise), by payment id. */
export async function refundedAmounts(paymentIds: string[], trx?: Client) {
  const amounts = new Map<string, number>()
  if (paymentIds.length === 0) return amounts
  const rows = await connection(trx)
    .from(REFUNDS)
    .whereIn('payment_id', paymentIds)
    .whereNot('status', 'failed')
    .groupBy('payment_id')
    .select('payment_id')
    .sum('amount as refunded')
  for (const row of rows) amounts.set(row.payment_id, Number(row.refunded))
  return amounts
}

export async function insertRefund(
  trx: TransactionClientContract,
  refund: Omit<SimulatedRefundRow, 'created_at'>
) {
  const [row] = await trx
    .table(REFUNDS)
    .insert({ ...refund, notes: JSON.stringify(refund.notes) })
    .returning('*')
  return row as SimulatedRefundRow
}

export async function findRefund(id: string) {
  return ((await db.from(REFUNDS).where('id', id).first()) ?? null) as SimulatedRefundRow | null
}

/** A payment's refunds, newest first (as Razorpay lists them). */
export async function refundsOfPayment(paymentId: string, window: ListWindow) {
  const rows = await windowed(db.from(REFUNDS).where('payment_id', paymentId), window)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(window.skip)
    .limit(window.count)
  return rows as SimulatedRefundRow[]
}

/** Moves a pending refund on; answers it as it is now (null when it was not pending). */
export async function settleRefund(id: string, status: Exclude<SimulatedRefundStatus, 'pending'>) {
  const [row] = await db
    .from(REFUNDS)
    .where({ id, status: 'pending' })
    .update({ status })
    .returning('*')
  return (row ?? null) as SimulatedRefundRow | null
}

export function transaction<T>(work: (trx: TransactionClientContract) => Promise<T>) {
  return db.transaction(work)
}
