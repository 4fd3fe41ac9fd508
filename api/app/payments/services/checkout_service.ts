import { randomInt } from 'node:crypto'
import { inject } from '@adonisjs/core'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import razorpayConfig from '#config/razorpay'
import Order, { type OrderItemKind } from '#payments/models/order'
import { Course, EnrolmentService } from '#catalogue'
import { StoreItem } from '#store'
import type { User } from '#accounts'
import ApiException from '#core/exceptions/api_exception'
import PurchaseService from '#payments/services/purchase_service'
import { throttles } from '#core/services/throttles'
import { razorpayGateway } from '#payments/services/razorpay_gateway'
import FulfilmentService from '#payments/services/fulfilment_service'
import { paymentSignatureValid } from '#payments/services/signatures'
import { PAYMENT_MESSAGES as M } from '#payments/services/messages'
import { chargedPrice } from '#core/services/gst_price'
import { CouponService, type Reservation } from '#coupons'

/** What the learner is buying: a published course or a published, not deleted store item. */
interface Sellable {
  kind: OrderItemKind
  id: string
  pricePaise: number
}

/** A coupon the learner typed, if any (docs/coupons.md): blank is none. */
function couponOf(code: string | null | undefined) {
  const trimmed = code?.trim()
  return trimmed ? trimmed : null
}

export type CheckoutResult =
  /** price 0: granted at once, no gateway involved (`grantId`: the purchase or enrolment made, if
   * this call made it) */
  | { free: true; itemId: string; grantId: string | null }
  /** a gateway order to open the checkout with (a recent open one is handed out again) */
  | { free: false; order: Order }

export interface VerifyInput {
  razorpayOrderId: string
  razorpayPaymentId: string
  razorpaySignature?: string | null
  /** the course or book the client says it paid for */
  itemId?: string | null
}

/** An open order for the same learner, item and price is handed out again for this long. */
const REUSE_OPEN_ORDER_MINUTES = 30
const RECEIPT_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/**
 * Order numbers the learner can read out to support, e.g. PS-261121-7KQ2M9XH
 * (Razorpay allows 40 characters; unique in the orders table).
 */
export function newReceipt() {
  let code = ''
  for (let i = 0; i < 8; i++) code += RECEIPT_ALPHABET[randomInt(RECEIPT_ALPHABET.length)]
  return `PS-${DateTime.utc().toFormat('yyMMdd')}-${code}`
}

/** Paying needs the gateway; free items do not. */
export function ensurePaymentsEnabled() {
  if (razorpayConfig.mode === 'disabled') {
    throw new ApiException(M.unavailable, { status: 503, code: 'E_PAYMENTS_DISABLED' })
  }
}

/**
 * Buying a course or a store item: the checkout order (price from the
 * database, never from the client) and the checkout's answer (signature
 * checked against the order stored for this learner, then the shared
 * fulfilment routine).
 */
@inject()
export default class CheckoutService {
  constructor(
    private enrolments: EnrolmentService,
    private purchases: PurchaseService,
    private fulfilment: FulfilmentService,
    private coupons: CouponService = new CouponService()
  ) {}

  async checkoutCourse(
    user: User,
    courseId: string,
    couponCode?: string | null
  ): Promise<CheckoutResult> {
    const course = await Course.query()
      .where('id', courseId)
      .where('status', 'published')
      .select('id', 'price_paise')
      .first()
    if (!course) throw new ApiException(M.courseNotFound, { status: 404 })
    if (await this.enrolments.isEnrolled(user.id, course.id)) {
      throw new ApiException(M.alreadyEnrolled, { status: 409 })
    }
    if (course.pricePaise === 0) {
      const { enrolment, created } = await this.enrolments.grant(user.id, course.id, 'free')
      return { free: true, itemId: course.id, grantId: created ? enrolment.id : null }
    }
    return this.#paidCheckout(
      user,
      { kind: 'course', id: course.id, pricePaise: chargedPrice(course.pricePaise) },
      couponOf(couponCode)
    )
  }

  async checkoutStoreItem(
    user: User,
    storeItemId: string,
    couponCode?: string | null
  ): Promise<CheckoutResult> {
    const item = await StoreItem.query()
      .where('id', storeItemId)
      .where('status', 'published')
      .whereNull('deleted_at')
      .select('id', 'price_paise')
      .first()
    if (!item) throw new ApiException(M.itemNotFound, { status: 404 })
    if (await this.purchases.owns(user.id, item.id)) {
      throw new ApiException(M.alreadyOwned, { status: 409 })
    }
    if (item.pricePaise === 0) {
      const { purchaseId } = await this.purchases.grant(user.id, item.id, 'free', 0)
      return { free: true, itemId: item.id, grantId: purchaseId }
    }
    return this.#paidCheckout(
      user,
      { kind: 'store_item', id: item.id, pricePaise: chargedPrice(item.pricePaise) },
      couponOf(couponCode)
    )
  }

  /**
   * The checkout's answer for an order of this learner. Refused: an order
   * that is not this learner's (404, as for an unknown one), a missing or
   * wrong signature (400), an order for another item than the call names
   * (400; nothing is granted by this call, and the order stays open for the
   * webhook and reconciler, which grant what was really paid for). A
   * replayed answer for a fulfilled order is answered as the first one was.
   */
  async verify(user: User, kind: OrderItemKind, input: VerifyInput) {
    ensurePaymentsEnabled()
    const order = await Order.query()
      .where('gateway_order_id', input.razorpayOrderId)
      .where('user_id', user.id)
      .first()
    if (!order) throw new ApiException(M.orderNotFound, { status: 404 })

    const signed = paymentSignatureValid(
      order.gatewayOrderId,
      input.razorpayPaymentId,
      input.razorpaySignature,
      razorpayConfig.keySecret
    )
    if (!signed) throw new ApiException(M.invalidSignature, { status: 400 })

    const orderItemId = order.itemKind === 'course' ? order.courseId : order.storeItemId
    if (order.itemKind !== kind || (input.itemId && input.itemId !== orderItemId)) {
      throw new ApiException(M.itemMismatch, { status: 400 })
    }

    const result = await this.fulfilment.fulfil(
      order.gatewayOrderId,
      { id: input.razorpayPaymentId },
      'verify'
    )
    return result.order ?? order
  }

  async #paidCheckout(
    user: User,
    item: Sellable,
    couponCode: string | null = null
  ): Promise<CheckoutResult> {
    if (couponCode) {
      // the price with the coupon is the server's; a refusal is said before anything is made
      const quote = await this.coupons.quote(couponCode, item, user.id)
      if (quote.pricePaise === 0) return this.#couponFree(user, item, couponCode)
      ensurePaymentsEnabled()
      const open = await this.#openOrder(user, item, quote.pricePaise, quote.coupon.id)
      if (open) return { free: false, order: open }
    } else {
      ensurePaymentsEnabled()
      const open = await this.#openOrder(user, item)
      if (open) return { free: false, order: open }
    }

    const limit = throttles.paymentOrdersPerUser()
    const taken = await limit.increment(user.id)
    if (taken.consumed > taken.limit) {
      await limit.decrement(user.id)
      throw new ApiException(M.tooManyOrders, {
        status: 429,
        code: 'E_TOO_MANY_PAYMENT_ORDERS',
        retryAfter: taken.availableIn,
      })
    }

    // a use of the coupon is reserved before the gateway order is made (released if it fails)
    let reservation: Reservation | null = null
    if (couponCode) {
      try {
        reservation = await this.coupons.reserve(couponCode, item, user.id)
      } catch (error) {
        await limit.decrement(user.id)
        throw error
      }
      if (reservation.pricePaise === 0) {
        await this.coupons.release(reservation.redemptionId)
        return this.#couponFree(user, item, couponCode)
      }
    }
    const amountPaise = reservation ? reservation.pricePaise : item.pricePaise
    try {
      return { free: false, order: await this.#createOrder(user, item, amountPaise, reservation) }
    } catch (error) {
      if (reservation) await this.coupons.release(reservation.redemptionId)
      throw error
    }
  }

  async #createOrder(
    user: User,
    item: Sellable,
    amountPaise: number,
    reservation: Reservation | null
  ) {
    const receipt = newReceipt()
    const gatewayOrder = await razorpayGateway().createOrder({
      amountPaise,
      currency: 'INR',
      receipt,
      notes: {
        kind: item.kind,
        itemId: item.id,
        userId: user.id,
        receipt,
        ...(reservation ? { coupon: reservation.coupon.code } : {}),
      },
    })
    const order = await Order.create({
      userId: user.id,
      itemKind: item.kind,
      courseId: item.kind === 'course' ? item.id : null,
      storeItemId: item.kind === 'store_item' ? item.id : null,
      amountPaise,
      listPricePaise: item.pricePaise,
      discountPaise: reservation?.discountPaise ?? 0,
      couponId: reservation?.coupon.id ?? null,
      currency: 'INR',
      gatewayOrderId: gatewayOrder.id,
      gatewayPaymentId: null,
      receipt,
      status: 'created',
      failureReason: null,
      paidAt: null,
      fulfilledAt: null,
    })
    if (reservation) await this.coupons.attachOrder(reservation.redemptionId, order.id)
    return order
  }

  /**
   * A coupon that takes the whole price: granted at once like a free item, no gateway, and the
   * coupon's use kept in the same transaction (refused if the coupon is used up meanwhile).
   */
  async #couponFree(user: User, item: Sellable, couponCode: string): Promise<CheckoutResult> {
    return db.transaction(async (trx) => {
      await this.coupons.reserve(couponCode, item, user.id, { keep: true, trx })
      // a simultaneous request granted it first: this one's use is not kept (rolled back)
      if (item.kind === 'course') {
        const { enrolment, created } = await this.enrolments.grant(user.id, item.id, 'free', trx)
        if (!created) throw new ApiException(M.alreadyEnrolled, { status: 409 })
        return { free: true, itemId: item.id, grantId: enrolment.id }
      }
      const { purchaseId } = await this.purchases.grant(user.id, item.id, 'free', 0, trx)
      if (!purchaseId) throw new ApiException(M.alreadyOwned, { status: 409 })
      return { free: true, itemId: item.id, grantId: purchaseId }
    })
  }

  /**
   * A recent order of this learner for this item at today's price that is
   * still open: opening the checkout on it again means one order can be
   * paid only once, so a second click cannot charge the learner twice.
   */
  #openOrder(user: User, item: Sellable, amountPaise = item.pricePaise, couponId?: string) {
    const query = Order.query()
    if (couponId) query.where('coupon_id', couponId)
    else query.whereNull('coupon_id')
    return query
      .where('user_id', user.id)
      .where(item.kind === 'course' ? 'course_id' : 'store_item_id', item.id)
      .where('status', 'created')
      .where('amount_paise', amountPaise)
      .where(
        'created_at',
        '>',
        DateTime.now().minus({ minutes: REUSE_OPEN_ORDER_MINUTES }).toJSDate()
      )
      .orderBy('created_at', 'desc')
      .first()
  }
}
