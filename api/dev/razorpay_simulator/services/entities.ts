/**
 * The simulator's rows and the Razorpay entities they are answered as (the
 * fields of Razorpay's order and payment entities, with Razorpay's quirks:
 * unix-second timestamps, and `notes` as an empty array when there are none).
 */
export type SimulatedOrderStatus = 'created' | 'attempted' | 'paid'
export type SimulatedPaymentStatus = 'captured' | 'failed'
export type PaymentMethod = 'card' | 'upi' | 'netbanking' | 'wallet'

export const PAYMENT_METHODS: readonly PaymentMethod[] = ['card', 'upi', 'netbanking', 'wallet']

export interface SimulatedOrderRow {
  id: string
  amount: number
  currency: string
  receipt: string | null
  notes: Record<string, string | number>
  status: SimulatedOrderStatus
  attempts: number
  created_at: Date
}

export type SimulatedRefundStatus = 'pending' | 'processed' | 'failed'

export interface SimulatedRefundRow {
  id: string
  payment_id: string
  amount: number
  currency: string
  receipt: string | null
  notes: Record<string, string | number>
  status: SimulatedRefundStatus
  speed_requested: 'normal' | 'optimum'
  created_at: Date
}

export interface SimulatedPaymentRow {
  id: string
  order_id: string
  amount: number
  currency: string
  status: SimulatedPaymentStatus
  method: PaymentMethod
  email: string
  contact: string
  description: string | null
  created_at: Date
}

/** What a simulated failure reports, in Razorpay's error fields. */
export const SIMULATED_FAILURE = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Payment failed (simulated in test mode)',
  source: 'customer',
  step: 'payment_authentication',
  reason: 'payment_failed',
} as const

const unix = (date: Date) => Math.floor(date.getTime() / 1000)

const notesOf = (notes: Record<string, string | number> | null) =>
  notes && Object.keys(notes).length > 0 ? notes : []

export function orderEntity(order: SimulatedOrderRow) {
  const amountPaid = order.status === 'paid' ? order.amount : 0
  return {
    id: order.id,
    entity: 'order' as const,
    amount: order.amount,
    amount_paid: amountPaid,
    amount_due: order.amount - amountPaid,
    currency: order.currency,
    receipt: order.receipt,
    offer_id: null,
    status: order.status,
    attempts: order.attempts,
    notes: notesOf(order.notes),
    created_at: unix(order.created_at),
  }
}

/**
 * A payment as Razorpay answers it. `refunded`: what its refunds (not failed ones) add up to:
 * Razorpay counts a refund in `amount_refunded` from its creation, and calls a payment refunded
 * in full `refunded` (status) with `refund_status` 'full' ('partial' before that).
 */
export function paymentEntity(payment: SimulatedPaymentRow, refunded = 0) {
  const captured = payment.status === 'captured'
  // Razorpay's fee: 2% plus 18% GST on it, both in paise
  const tax = captured ? Math.round(payment.amount * 0.02 * 0.18) : null
  const fee = captured ? Math.round(payment.amount * 0.02) + tax! : null
  return {
    id: payment.id,
    entity: 'payment' as const,
    amount: payment.amount,
    currency: payment.currency,
    status: captured && refunded >= payment.amount ? ('refunded' as const) : payment.status,
    order_id: payment.order_id,
    invoice_id: null,
    international: false,
    method: payment.method,
    amount_refunded: refunded,
    refund_status: refunded <= 0 ? null : refunded >= payment.amount ? 'full' : 'partial',
    captured,
    description: payment.description,
    card_id: null,
    bank: payment.method === 'netbanking' ? 'HDFC' : null,
    wallet: payment.method === 'wallet' ? 'paytm' : null,
    vpa: payment.method === 'upi' ? 'success@razorpay' : null,
    email: payment.email,
    contact: payment.contact,
    notes: [],
    fee,
    tax,
    error_code: captured ? null : SIMULATED_FAILURE.code,
    error_description: captured ? null : SIMULATED_FAILURE.description,
    error_source: captured ? null : SIMULATED_FAILURE.source,
    error_step: captured ? null : SIMULATED_FAILURE.step,
    error_reason: captured ? null : SIMULATED_FAILURE.reason,
    acquirer_data: captured ? { auth_code: payment.id.slice(-6).toUpperCase() } : {},
    created_at: unix(payment.created_at),
  }
}

/** A refund as Razorpay's refunds API and its refund.* webhooks carry it. */
export function refundEntity(refund: SimulatedRefundRow) {
  return {
    id: refund.id,
    entity: 'refund' as const,
    amount: refund.amount,
    currency: refund.currency,
    payment_id: refund.payment_id,
    notes: notesOf(refund.notes),
    receipt: refund.receipt,
    acquirer_data: { arn: refund.status === 'processed' ? `ARN${refund.id.slice(-10)}` : null },
    created_at: unix(refund.created_at),
    batch_id: null,
    status: refund.status,
    speed_processed: 'normal' as const,
    speed_requested: refund.speed_requested,
  }
}

export type RefundEntity = ReturnType<typeof refundEntity>
export type OrderEntity = ReturnType<typeof orderEntity>
export type PaymentEntity = ReturnType<typeof paymentEntity>
