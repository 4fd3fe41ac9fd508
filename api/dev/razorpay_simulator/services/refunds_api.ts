import { unknownId } from './errors.js'
import { isRazorpayId, razorpayId } from './ids.js'
import { paymentEntity, refundEntity, type SimulatedRefundRow } from './entities.js'
import {
  collection,
  invalid,
  MAXIMUM_AMOUNT,
  MINIMUM_AMOUNT,
  parseNotes,
  parseReceipt,
  parseWindow,
} from './orders_api.js'
import * as records from './simulator_records.js'
import webhookDispatcher, { refundEvent, type WebhookDispatcher } from './webhook_dispatcher.js'

/** How the simulator ends the refunds it accepts: tests may make them fail. */
export const refundSimulation = {
  outcome: 'processed' as 'processed' | 'failed',
  reset() {
    this.outcome = 'processed'
  },
}

function parseRefundAmount(value: unknown, remaining: number) {
  if (value === undefined || value === null || value === '') return remaining
  const amount = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value
  if (typeof amount !== 'number' || !Number.isInteger(amount)) {
    throw invalid('The amount must be an integer.', 'amount')
  }
  if (amount < MINIMUM_AMOUNT) throw invalid('The amount must be atleast INR 1.00', 'amount')
  if (amount > MAXIMUM_AMOUNT) throw invalid('Amount exceeds maximum amount allowed.', 'amount')
  if (amount > remaining) {
    throw invalid('The refund amount provided is greater than amount captured', 'amount')
  }
  return amount
}

function parseSpeed(value: unknown): 'normal' | 'optimum' {
  if (value === undefined || value === null || value === '') return 'normal'
  if (value !== 'normal' && value !== 'optimum') {
    throw invalid('The selected speed is invalid.', 'speed')
  }
  return value
}

/**
 * The simulator's refunds API, as Razorpay documents it: POST /v1/payments/:id/refund
 * (amount in paise, all that remains when left out; speed; notes; receipt) answers the refund
 * entity, `pending`; GET /v1/payments/:id/refunds, /v1/payments/:id/refunds/:refund_id and
 * /v1/refunds/:id fetch them. A payment may be refunded in parts up to what was captured.
 * In the background, as Razorpay does, `refund.created` is sent, then the refund is
 * processed (or failed, see `refundSimulation`) and `refund.processed` (`refund.failed`)
 * follows, each with the refund and the payment entities.
 */
export default class RefundsApi {
  constructor(private webhooks: WebhookDispatcher = webhookDispatcher) {}

  async refundPayment(paymentId: string, body: Record<string, unknown>) {
    if (!isRazorpayId(paymentId, 'pay')) throw unknownId()
    const receipt = parseReceipt(body.receipt)
    const notes = parseNotes(body.notes)
    const speed = parseSpeed(body.speed)
    const { refund, payment, refunded } = await records.transaction(async (trx) => {
      const locked = await records.lockPayment(trx, paymentId)
      if (!locked) throw unknownId()
      if (locked.status !== 'captured') {
        throw invalid('Payment should be captured before refund')
      }
      const amounts = await records.refundedAmounts([locked.id], trx)
      const before = amounts.get(locked.id) ?? 0
      if (before >= locked.amount) throw invalid('The payment has been fully refunded already')
      const amount = parseRefundAmount(body.amount, locked.amount - before)
      const created = await records.insertRefund(trx, {
        id: razorpayId('rfnd'),
        payment_id: locked.id,
        amount,
        currency: locked.currency,
        receipt,
        notes,
        status: 'pending',
        speed_requested: speed,
      })
      return { refund: created, payment: locked, refunded: before + amount }
    })

    const paymentJson = paymentEntity(payment, refunded)
    const outcome = refundSimulation.outcome
    this.webhooks.dispatch([
      refundEvent('refund.created', refundEntity(refund), paymentJson),
      async () => {
        const settled = await records.settleRefund(refund.id, outcome)
        if (!settled) return null
        const amounts = await records.refundedAmounts([payment.id])
        const after = amounts.get(payment.id) ?? 0
        return refundEvent(
          outcome === 'processed' ? 'refund.processed' : 'refund.failed',
          refundEntity(settled),
          paymentEntity(payment, after)
        )
      },
    ])
    return refundEntity(refund)
  }

  async refundsOfPayment(paymentId: string, query: Record<string, unknown>) {
    const payment = isRazorpayId(paymentId, 'pay') ? await records.findPayment(paymentId) : null
    if (!payment) throw unknownId()
    const refunds = await records.refundsOfPayment(payment.id, parseWindow(query))
    return collection(refunds.map(refundEntity))
  }

  async fetchRefund(refundId: string, paymentId?: string) {
    const refund = isRazorpayId(refundId, 'rfnd') ? await records.findRefund(refundId) : null
    if (!refund || (paymentId !== undefined && refund.payment_id !== paymentId)) throw unknownId()
    return refundEntity(refund as SimulatedRefundRow)
  }
}
