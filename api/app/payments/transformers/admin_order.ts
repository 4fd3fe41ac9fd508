import type { OrderItemKind, OrderStatus, StoreItemType } from '@pathshala/shared'

/*
| An order as the admin's screens read it (GET /payment/transactions, the dashboard, a user's
| detail): the API's own shape, read by the admin app through the generated contract
| (docs/api-contract.md#generated-client).
*/

/** One order, as the transactions list, its detail and the dashboard show it. */
export interface AdminOrder {
  /** Our id */
  _id: string
  /** Razorpay's order id (order_…) */
  gatewayOrderId: string
  /** Razorpay's payment id (pay_…), once a payment was attempted */
  gatewayPaymentId: string | null
  /** Our order number, also sent to Razorpay */
  receipt: string
  /** name and email are null only if the account no longer exists */
  learner: { _id: string; name: string | null; email: string | null }
  item: {
    _id: string
    kind: OrderItemKind
    /** null only if the course or item no longer exists */
    title: string | null
    /** The store item's type; null for courses */
    type: StoreItemType | null
  }
  /** Rupees (amountPaise / 100), for display */
  amount: number
  amountPaise: number
  currency: string
  status: OrderStatus
  /** Razorpay's reason for a failed payment */
  failureReason: string | null
  /** What Razorpay has refunded of it (processed refunds), paise; revenue stays gross */
  refundedPaise: number
  /** The status of its latest refund (a failed one is said here); null when never refunded */
  lastRefundStatus: 'pending' | 'processed' | 'failed' | null
  createdAt: string
  paidAt: string | null
  fulfilledAt: string | null
}
