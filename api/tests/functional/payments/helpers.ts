import type { Group } from '@japa/runner/core'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import type { FakeMailer } from '@adonisjs/mail'
import type User from '#accounts/models/user'
import Order from '#payments/models/order'
import Course from '#catalogue/models/course'
import PaymentConfirmationMail from '#payments/mails/payment_confirmation_mail'
import { settlePaymentMails } from '#payments/services/fulfilment_service'
import { razorpayStandIn } from '#tests/support/razorpay_stand_in'

export { razorpayStandIn } from '#tests/support/razorpay_stand_in'

export const API = '/api/v1'
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'
export const BASE_URL = `http://${process.env.HOST}:${process.env.PORT}`

/** The stand-in runs for the group and forgets everything between tests. */
export function withRazorpayStandIn(group: Group) {
  group.setup(async () => {
    await razorpayStandIn.start()
    return () => razorpayStandIn.stop()
  })
  group.each.setup(() => razorpayStandIn.reset())
}

/**
 * Mails are faked for every test of the group; the fake is handed over.
 * Confirmation mails go out after the answer, so each test's teardown waits
 * for them before the fake is removed.
 */
export function withFakeMail(group: Group) {
  const state: { mailer: FakeMailer } = {} as any
  group.each.setup(() => {
    state.mailer = mail.fake()
    return async () => {
      await settlePaymentMails()
      mail.restore()
    }
  })
  return state
}

/** Confirmation mails sent so far (after every mail in flight went out). */
export async function confirmations(mailer: FakeMailer) {
  await settlePaymentMails()
  return mailer.mails.sent(
    (sent) => sent instanceof PaymentConfirmationMail
  ) as PaymentConfirmationMail[]
}

/** A sent mail's recipient, subject and text. */
export function rendered(sent: PaymentConfirmationMail) {
  const message = sent.message.toJSON().message
  const to = message.to as any
  const list = Array.isArray(to) ? to : [to]
  return {
    to: list.map((entry: any) => (typeof entry === 'string' ? entry : entry.address)),
    subject: String(message.subject),
    text: String(message.text),
  }
}

/** POST as `user` with a bearer token (no CSRF needed). */
export function postAs(client: ApiClient, user: User, path: string, body: unknown = {}) {
  return client
    .post(`${API}${path}`)
    .json(body as object)
    .withGuard('api')
    .loginAs(user)
}

/** Asks for a course's checkout order and answers it, failing loudly otherwise. */
export async function courseOrder(client: ApiClient, user: User, courseId: string) {
  const response = await postAs(client, user, '/payment/capturePayment', { courseId })
  if (response.status() !== 200 || !response.body().data) {
    throw new Error(`capturePayment answered ${response.status()}: ${response.text()}`)
  }
  return response.body().data as { id: string; amount: number; currency: string; receipt: string }
}

/** Asks for a store item's checkout order. */
export async function bookOrder(client: ApiClient, user: User, bookId: string) {
  const response = await postAs(client, user, '/store/capture', { bookId })
  if (response.status() !== 200 || !response.body().data) {
    throw new Error(`store/capture answered ${response.status()}: ${response.text()}`)
  }
  return response.body().data as { id: string; amount: number; currency: string; receipt: string }
}

/** Posts a webhook delivery with the raw body as given (Razorpay's servers: no cookies). */
export async function deliverWebhook(
  raw: string,
  headers: { signature?: string; eventId?: string } = {}
) {
  const response = await fetch(`${BASE_URL}${API}/payment/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(headers.signature ? { 'x-razorpay-signature': headers.signature } : {}),
      ...(headers.eventId ? { 'x-razorpay-event-id': headers.eventId } : {}),
    },
    body: raw,
  })
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
  }
}

/** The stored order of a gateway order id. */
export function storedOrder(gatewayOrderId: string) {
  return Order.findByOrFail('gateway_order_id', gatewayOrderId)
}

/** Makes an order look `minutes` old, for the reconciler. */
export async function age(gatewayOrderId: string, minutes: number) {
  await db
    .from('orders')
    .where('gateway_order_id', gatewayOrderId)
    .update({ created_at: new Date(Date.now() - minutes * 60_000) })
}

export async function enrolmentCount(userId: string, courseId: string) {
  const [row] = await db
    .from('enrolments')
    .where({ user_id: userId, course_id: courseId })
    .count('* as n')
  return Number(row.n)
}

export async function purchaseCount(userId: string, storeItemId: string) {
  const [row] = await db
    .from('purchases')
    .where({ user_id: userId, store_item_id: storeItemId })
    .count('* as n')
  return Number(row.n)
}

/** The stored status of a gateway order id. */
export async function orderStatus(gatewayOrderId: string) {
  const order = await storedOrder(gatewayOrderId)
  return order.status
}

/** A course's enrolment counter. */
export async function enrolledCount(courseId: string) {
  const course = await Course.findOrFail(courseId)
  return course.enrollmentsCount
}
