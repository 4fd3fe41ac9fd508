import type { AdminOrder } from '#payments/transformers/admin_order'
import type Order from '#payments/models/order'
import { BaseTransformer } from '@adonisjs/core/transformers'
import db from '@adonisjs/lucid/services/db'
import { paiseToRupees } from '#payments/services/money'

const iso = (value: { toUTC(): { toISO(): string | null } } | null) =>
  value ? value.toUTC().toISO() : null

/**
 * An order as the admin's transactions screen, its detail drawer and the
 * dashboard read it. Needs `user`, `course` and `storeItem` preloaded
 * (TransactionsService does).
 */
export function orderRow(order: Order): AdminOrder {
  const course = order.itemKind === 'course' ? order.course : null
  const storeItem = order.itemKind === 'store_item' ? order.storeItem : null
  const user = order.user
  return {
    _id: order.id,
    gatewayOrderId: order.gatewayOrderId,
    gatewayPaymentId: order.gatewayPaymentId,
    receipt: order.receipt,
    learner: user
      ? { _id: user.id, name: user.fullName, email: user.email }
      : { _id: order.userId, name: null, email: null },
    item: {
      _id: (order.courseId ?? order.storeItemId)!,
      kind: order.itemKind,
      title: course?.courseName ?? storeItem?.title ?? null,
      type: storeItem?.type ?? null,
    },
    amount: paiseToRupees(order.amountPaise),
    amountPaise: order.amountPaise,
    currency: order.currency,
    status: order.status,
    failureReason: order.failureReason,
    refundedPaise: Number(order.$extras.refunded_paise ?? 0),
    lastRefundStatus: order.$extras.last_refund_status ?? null,
    createdAt: iso(order.createdAt)!,
    paidAt: iso(order.paidAt),
    fulfilledAt: iso(order.fulfilledAt),
  }
}

/**
 * The refund columns orderRow reads (`$extras`): add them to a query of orders with
 * `query.select('orders.*', ...refundColumns())`. Without them an order reads as never refunded.
 */
export function refundColumns() {
  return [
    db.raw(
      `(SELECT coalesce(sum(r.amount_paise), 0)::int FROM refunds r
        WHERE r.order_id = orders.id AND r.status = 'processed') AS refunded_paise`
    ),
    db.raw(
      `(SELECT r.status FROM refunds r WHERE r.order_id = orders.id
        ORDER BY r.created_at DESC, r.id DESC LIMIT 1) AS last_refund_status`
    ),
  ]
}

export default class OrderTransformer extends BaseTransformer<Order> {
  /** Plain rows, for answers built outside ctx.serialize (the dashboard). */
  static rows(orders: Order[]): AdminOrder[] {
    return orders.map(orderRow)
  }

  toObject(): AdminOrder {
    return orderRow(this.resource)
  }
}
