import type Refund from '#payments/models/refund'
import type { RefundStatus } from '#payments/models/refund'
import type { RefundTotals } from '#payments/services/refund_service'
import { paiseToRupees } from '#payments/services/money'

const iso = (value: { toUTC(): { toISO(): string | null } } | null) =>
  value ? value.toUTC().toISO() : null

/** One refund of an order, as the admin's transactions drawer lists it. */
export interface AdminRefund {
  /** Our id */
  _id: string
  /** The order's id */
  orderId: string
  /** Rupees (amountPaise / 100), for display */
  amount: number
  amountPaise: number
  currency: string
  /** Why the admin refunded */
  reason: string
  /** pending until Razorpay's webhook says processed or failed */
  status: RefundStatus
  /** Razorpay's refund id (rfnd_…), once Razorpay has answered */
  gatewayRefundId: string | null
  /** Why the refund failed (Razorpay's words when it gave any) */
  failureReason: string | null
  /** Whether processing this refund took the course or item away from the learner */
  revokedAccess: boolean
  /** The admin who asked; null for a refund made on Razorpay's dashboard */
  requestedBy: string | null
  createdAt: string
  processedAt: string | null
  failedAt: string | null
}

/** What remains of an order once its refunds are counted. */
export interface AdminRefundTotals {
  orderAmountPaise: number
  /** Processed refunds */
  refundedPaise: number
  /** Refunds asked for, not yet processed or failed */
  pendingPaise: number
  /** What may still be refunded */
  refundablePaise: number
}

export function refundRow(refund: Refund): AdminRefund {
  return {
    _id: refund.id,
    orderId: refund.orderId,
    amount: paiseToRupees(refund.amountPaise),
    amountPaise: refund.amountPaise,
    currency: refund.currency,
    reason: refund.reason,
    status: refund.status,
    gatewayRefundId: refund.gatewayRefundId,
    failureReason: refund.failureReason,
    revokedAccess: refund.revokedAccess,
    requestedBy: refund.requestedBy,
    createdAt: iso(refund.createdAt)!,
    processedAt: iso(refund.processedAt),
    failedAt: iso(refund.failedAt),
  }
}

export function refundTotals(totals: RefundTotals): AdminRefundTotals {
  return { ...totals }
}
