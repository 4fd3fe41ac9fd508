import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import type User from '#accounts/models/user'
import { settlePaymentMails } from '#payments/services/fulfilment_service'
import {
  API,
  bookOrder,
  courseOrder,
  deliverWebhook,
  razorpayStandIn,
} from '#tests/functional/payments/helpers'

/** GET as `user` with a bearer token (what the desktop app sends). */
export function getAs(client: ApiClient, user: User, path: string) {
  return client.get(`${API}${path}`).withGuard('api').loginAs(user)
}

/**
 * Buys a course or a store item the way a learner does: the checkout order,
 * a captured payment at the Razorpay stand-in, its webhook (which fulfils
 * the order: enrolment or purchase, status fulfilled). Returns the gateway
 * order.
 */
export async function buy(
  client: ApiClient,
  learner: User,
  item: { courseId: string } | { storeItemId: string }
) {
  const order =
    'courseId' in item
      ? await courseOrder(client, learner, item.courseId)
      : await bookOrder(client, learner, item.storeItemId)
  const payment = razorpayStandIn.pay(order.id)
  const delivery = razorpayStandIn.webhook('payment.captured', payment)
  const answer = await deliverWebhook(delivery.raw, delivery)
  if (answer.status !== 200) throw new Error(`webhook answered ${answer.status}`)
  // its invoice and confirmation mail ('order:paid') are done too, so they run in no later count
  await settlePaymentMails()
  return { ...order, paymentId: payment.id }
}

/**
 * Moves an order's payment to `moment`, its checkout three days before
 * (revenue counts on the day of payment, not of the checkout).
 */
export async function paidAt(gatewayOrderId: string, moment: Date) {
  await db
    .from('orders')
    .where('gateway_order_id', gatewayOrderId)
    .update({
      paid_at: moment,
      fulfilled_at: moment,
      created_at: new Date(moment.getTime() - 3 * 86_400_000),
    })
}

/** Sets created_at of rows of `table` matching `where`. */
export async function createdAt(table: string, where: Record<string, unknown>, moment: Date) {
  await db.from(table).where(where).update({ created_at: moment })
}

export const daysAgo = (days: number, from = Date.now()) => new Date(from - days * 86_400_000)
