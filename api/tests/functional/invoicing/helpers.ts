import type { Group } from '@japa/runner/core'
import { randomUUID } from 'node:crypto'
import { ApiRequest } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { extractText } from 'unpdf'
import User from '#accounts/models/user'
import Order from '#payments/models/order'
import FulfilmentService, { settlePaymentMails } from '#payments/services/fulfilment_service'
import { type SellerDetails, useInvoiceSettings } from '#invoicing/services/settings'
import { UserFactory } from '#database/factories/user_factory'
import { CourseFactory } from '#database/factories/course_factory'

export const API = '/api/v1'

/** A registered seller in Karnataka (29). */
export const SELLER: SellerDetails = {
  legalName: 'Pathshala Learning Private Limited',
  address: '12 MG Road, Bengaluru 560001',
  state: '29',
  gstin: '29ABCDE1234F1Z5',
}

// the PDF arrives as bytes, not text
ApiRequest.addParser('application/pdf', (response, callback) => {
  const chunks: Buffer[] = []
  response.on('data', (chunk: Buffer) => chunks.push(chunk))
  response.on('end', () => callback(null, Buffer.concat(chunks)))
  response.on('error', (error: Error) => callback(error, null))
})

/** Every test of the group sells as SELLER (or as `seller` says) and waits for its mails. */
export function withSeller(group: Group, seller: Partial<SellerDetails> = SELLER) {
  group.each.setup(() => {
    const undo = useInvoiceSettings({ seller: { ...SELLER, ...seller } })
    return async () => {
      await settlePaymentMails()
      undo()
    }
  })
}

/** The text of a PDF's pages, joined. */
export async function pdfText(bytes: Uint8Array) {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true })
  return text
}

/**
 * An order of `learner` for a new course at `pricePaise`, as checkout leaves it (created), with
 * a coupon's list price when `listPricePaise` is given.
 */
export async function openOrder(
  learner: User,
  pricePaise: number,
  listPricePaise: number | null = null
) {
  const course = await CourseFactory.merge({ pricePaise: listPricePaise ?? pricePaise }).create()
  const id = randomUUID().slice(0, 8)
  const order = await Order.create({
    userId: learner.id,
    itemKind: 'course',
    courseId: course.id,
    storeItemId: null,
    amountPaise: pricePaise,
    currency: 'INR',
    gatewayOrderId: `order_${id}`,
    gatewayPaymentId: null,
    receipt: `PS-261129-${id.toUpperCase()}`,
    status: 'created',
    failureReason: null,
    paidAt: null,
    fulfilledAt: null,
  })
  if (listPricePaise !== null) {
    await db
      .from('orders')
      .where('id', order.id)
      .update({ list_price_paise: listPricePaise, discount_paise: listPricePaise - pricePaise })
  }
  return { order, course }
}

/** Pays an order as the webhook would, then waits for its invoice and mail. */
export async function payOrder(order: Order) {
  const fulfilment = await app.container.make(FulfilmentService)
  await fulfilment.fulfil(order.gatewayOrderId, { id: `pay_${order.id.slice(0, 8)}` }, 'webhook')
  await settlePaymentMails()
}

/** A learner (in `state`, if given) with a paid order at `pricePaise`. */
export async function paidOrder(
  pricePaise: number,
  options: { state?: string | null; listPricePaise?: number | null; learner?: User } = {}
) {
  const learner =
    options.learner ?? (await UserFactory.merge({ state: options.state ?? null }).create())
  const { order, course } = await openOrder(learner, pricePaise, options.listPricePaise ?? null)
  await payOrder(order)
  return { learner, order, course }
}

/** The state saved on a learner's profile. */
export async function profileState(userId: string) {
  const user = await User.findOrFail(userId)
  return user.state
}
