import { RazorpaySimulatorError, unknownId } from './errors.js'
import { isRazorpayId, razorpayId } from './ids.js'
import { orderEntity, paymentEntity, type SimulatedPaymentRow } from './entities.js'
import * as records from './simulator_records.js'

/**
 * The simulator's Orders and Payments API: the calls of Razorpay's
 * `/v1/orders` and `/v1/payments` the `razorpay` SDK makes, with Razorpay's
 * rules and answers (entities, collections, 400 BAD_REQUEST_ERROR refusals).
 */

/** Razorpay's minimum order amount: INR 1.00. */
export const MINIMUM_AMOUNT = 100
/** What the integer column holds (INR 2,14,74,836.47). */
export const MAXIMUM_AMOUNT = 2_147_483_647
const MAXIMUM_NOTES = 15
const MAXIMUM_NOTE_LENGTH = 256
const MAXIMUM_RECEIPT_LENGTH = 40

export const invalid = (description: string, field?: string) =>
  new RazorpaySimulatorError(400, description, field)

function parseAmount(value: unknown) {
  if (value === undefined || value === null || value === '') {
    throw invalid('The amount field is required.', 'amount')
  }
  const amount = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value
  if (typeof amount !== 'number' || !Number.isInteger(amount)) {
    throw invalid('The amount must be an integer.', 'amount')
  }
  if (amount < MINIMUM_AMOUNT) throw invalid('The amount must be atleast INR 1.00', 'amount')
  if (amount > MAXIMUM_AMOUNT) throw invalid('Amount exceeds maximum amount allowed.', 'amount')
  return amount
}

function parseCurrency(value: unknown) {
  if (value === undefined || value === null || value === '') {
    throw invalid('The currency field is required.', 'currency')
  }
  if (value !== 'INR') throw invalid('Currency is not supported', 'currency')
  return value
}

export function parseReceipt(value: unknown) {
  if (value === undefined || value === null) return null
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw invalid('The receipt must be a string.', 'receipt')
  }
  const receipt = String(value)
  if (receipt.length > MAXIMUM_RECEIPT_LENGTH) {
    throw invalid('The receipt may not be greater than 40 characters.', 'receipt')
  }
  return receipt
}

export function parseNotes(value: unknown) {
  if (value === undefined || value === null || value === '') return {}
  if (Array.isArray(value) && value.length === 0) return {}
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalid('The notes must be an array.', 'notes')
  }
  const entries = Object.entries(value as Record<string, unknown>)
  if (entries.length > MAXIMUM_NOTES) {
    throw invalid('Number of notes fields should not exceed 15', 'notes')
  }
  const notes: Record<string, string | number> = {}
  for (const [key, note] of entries) {
    if (typeof note !== 'string' && typeof note !== 'number') {
      throw invalid('Notes values should be strings or numbers', 'notes')
    }
    if (String(note).length > MAXIMUM_NOTE_LENGTH) {
      throw invalid('Notes value may not be greater than 256 characters', 'notes')
    }
    notes[key] = note
  }
  return notes
}

/** `count`, `skip`, `from`, `to` of a Razorpay list call (count 1-100, default 10). */
export function parseWindow(query: Record<string, unknown>): records.ListWindow {
  const integer = (name: string, fallback?: number) => {
    const raw = query[name]
    if (raw === undefined || raw === null || raw === '') return fallback
    if (typeof raw !== 'string' && typeof raw !== 'number') {
      throw invalid(`The ${name} must be an integer.`, name)
    }
    const number = Number(raw)
    if (!Number.isInteger(number) || number < 0) {
      throw invalid(`The ${name} must be an integer.`, name)
    }
    return number
  }
  const count = integer('count', 10)!
  if (count < 1) throw invalid('The count must be at least 1.', 'count')
  if (count > 100) throw invalid('The count may not be greater than 100.', 'count')
  return { count, skip: integer('skip', 0)!, from: integer('from'), to: integer('to') }
}

export const collection = <T>(items: T[]) => ({
  entity: 'collection' as const,
  count: items.length,
  items,
})

/** Payments as Razorpay answers them, with what their refunds add up to. */
export async function withRefunds(payments: SimulatedPaymentRow[]) {
  const refunded = await records.refundedAmounts(payments.map((payment) => payment.id))
  return payments.map((payment) => paymentEntity(payment, refunded.get(payment.id) ?? 0))
}

export default class OrdersApi {
  async createOrder(body: Record<string, unknown>) {
    const order = await records.insertOrder({
      id: razorpayId('order'),
      amount: parseAmount(body.amount),
      currency: parseCurrency(body.currency),
      receipt: parseReceipt(body.receipt),
      notes: parseNotes(body.notes),
      status: 'created',
      attempts: 0,
    })
    return orderEntity(order)
  }

  async fetchOrder(id: string) {
    return orderEntity(await this.#order(id))
  }

  async listOrders(query: Record<string, unknown>) {
    const receipt = typeof query.receipt === 'string' ? query.receipt : undefined
    const orders = await records.listOrders({ ...parseWindow(query), receipt })
    return collection(orders.map(orderEntity))
  }

  async paymentsOfOrder(id: string) {
    const order = await this.#order(id)
    const payments = await records.paymentsOfOrder(order.id)
    return collection(await withRefunds(payments))
  }

  async fetchPayment(id: string) {
    const [payment] = await withRefunds([await this.#payment(id)])
    return payment
  }

  async listPayments(query: Record<string, unknown>) {
    const payments = await records.listPayments(parseWindow(query))
    return collection(await withRefunds(payments))
  }

  /**
   * The simulator captures every payment at once (Razorpay's automatic
   * capture), so capturing again is refused as Razorpay refuses it.
   */
  async capturePayment(id: string) {
    const payment = await this.#payment(id)
    if (payment.status === 'captured') throw invalid('This payment has already been captured')
    throw invalid('Only payments which have been authorized and not yet captured can be captured')
  }

  async #order(id: string) {
    const order = isRazorpayId(id, 'order') ? await records.findOrder(id) : null
    if (!order) throw unknownId()
    return order
  }

  async #payment(id: string) {
    const payment = isRazorpayId(id, 'pay') ? await records.findPayment(id) : null
    if (!payment) throw unknownId()
    return payment
  }
}
