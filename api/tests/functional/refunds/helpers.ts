import type { Group } from '@japa/runner/core'
import type { ApiClient } from '@japa/api-client'
import emitter from '@adonisjs/core/services/emitter'
import mail from '@adonisjs/mail/services/main'
import type { FakeMailer } from '@adonisjs/mail'
import type User from '#accounts/models/user'
import Order from '#payments/models/order'
import Refund from '#payments/models/refund'
import { UserFactory } from '#database/factories/user_factory'
import { CourseFactory } from '#database/factories/course_factory'
import { StoreItemFactory } from '#database/factories/store_item_factory'
import { RefundFailedMail, RefundProcessedMail } from '#payments/mails/refund_mails'
import { settleRefundMails } from '#payments/services/refund_service'
import { settlePaymentMails } from '#payments/services/fulfilment_service'
import { API, deliverWebhook, razorpayStandIn } from '#tests/functional/payments/helpers'
import { buy } from '#tests/functional/admin/helpers'
import type { StandInRefund } from '#tests/support/razorpay_stand_in'

export {
  API,
  UNKNOWN_ID,
  deliverWebhook,
  razorpayStandIn,
} from '#tests/functional/payments/helpers'
export { enrolmentCount, purchaseCount, enrolledCount } from '#tests/functional/payments/helpers'

/** The events a refund emits, faked (recorded, their listeners not run) for each test. */
export const REFUND_EVENTS = ['refund:processed', 'refund:failed', 'enrolment:revoked'] as const

/**
 * Mails faked and the refund events recorded for every test of the group; both handed over.
 * Each teardown waits for the mails in flight.
 */
export function withFakes(group: Group) {
  const state = {} as {
    mailer: FakeMailer
    events: ReturnType<typeof emitter.fake>
  }
  group.each.setup(() => {
    state.mailer = mail.fake()
    state.events = emitter.fake([...REFUND_EVENTS])
    return async () => {
      await settlePaymentMails()
      await settleRefundMails()
      emitter.restore()
      mail.restore()
    }
  })
  return state
}

/** How often each refund event was emitted. */
export function emitted(events: ReturnType<typeof emitter.fake>) {
  const counts: Record<string, number> = {}
  for (const event of events.all()) {
    const name = String(event.event)
    counts[name] = (counts[name] ?? 0) + 1
  }
  return counts
}

/** Refund mails sent so far (after every mail in flight went out). */
export async function refundMails(mailer: FakeMailer) {
  await settleRefundMails()
  return {
    processed: mailer.mails.sent(
      (sent) => sent instanceof RefundProcessedMail
    ) as RefundProcessedMail[],
    failed: mailer.mails.sent((sent) => sent instanceof RefundFailedMail) as RefundFailedMail[],
  }
}

/** A sent mail's recipient, subject and text. */
export function rendered(sent: RefundProcessedMail | RefundFailedMail) {
  const message = sent.message.toJSON().message
  const to = message.to as any
  const list = Array.isArray(to) ? to : [to]
  return {
    to: list.map((entry: any) => (typeof entry === 'string' ? entry : entry.address)),
    subject: String(message.subject),
    text: String(message.text),
  }
}

/** An admin, a learner, and the learner's fulfilled order of a paid course or store item. */
export async function paidOrder(client: ApiClient, kind: 'course' | 'store_item' = 'course') {
  const admin = await UserFactory.apply('admin').create()
  const learner = await UserFactory.create()
  const course = kind === 'course' ? await CourseFactory.create() : null
  const item = kind === 'store_item' ? await StoreItemFactory.create() : null
  const bought = await buy(
    client,
    learner,
    course ? { courseId: course.id } : { storeItemId: item!.id }
  )
  const order = await Order.findByOrFail('gateway_order_id', bought.id)
  return { admin, learner, course, item, order, paymentId: bought.paymentId }
}

/** POST /orders/:id/refunds as `user` (bearer token). */
export function refund(client: ApiClient, user: User, orderId: string, body: object) {
  return client.post(`${API}/orders/${orderId}/refunds`).json(body).withGuard('api').loginAs(user)
}

/** GET /orders/:id/refunds as `user`. */
export function listRefunds(client: ApiClient, user: User, orderId: string, query = '') {
  return client.get(`${API}/orders/${orderId}/refunds${query}`).withGuard('api').loginAs(user)
}

/** The stand-in's refund of that Razorpay id. */
export function standInRefund(gatewayRefundId: string): StandInRefund {
  const found = razorpayStandIn.refunds.get(gatewayRefundId)
  if (!found) throw new Error(`the stand-in has no refund ${gatewayRefundId}`)
  return found
}

/** Sends Razorpay's refund webhook for a refund of the stand-in; answers the API's answer. */
export async function refundWebhook(
  event: 'refund.created' | 'refund.processed' | 'refund.failed',
  gatewayRefundId: string,
  eventId?: string
) {
  const delivery = razorpayStandIn.refundWebhook(event, standInRefund(gatewayRefundId), eventId)
  return deliverWebhook(delivery.raw, delivery)
}

export function storedRefund(id: string) {
  return Refund.findOrFail(id)
}
