import { inject } from '@adonisjs/core'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import mail from '@adonisjs/mail/services/main'
import emitter from '@adonisjs/core/services/emitter'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Order, { type OrderStatus } from '#payments/models/order'
import { User } from '#accounts'
import { Course, EnrolmentService } from '#catalogue'
import { StoreItem } from '#store'
import PurchaseService from '#payments/services/purchase_service'
import { CouponService } from '#coupons'
import PaymentConfirmationMail, {
  type MailAttachment,
} from '#payments/mails/payment_confirmation_mail'

/** Who noticed the payment: the learner's browser, Razorpay's webhook, or the reconciler. */
export type FulfilmentSource = 'verify' | 'webhook' | 'reconciler'

/** A payment the caller has already authenticated (signature or gateway answer). */
export interface ConfirmedPayment {
  id: string
  /** When known (webhook, reconciler): must equal the order's amount and currency. */
  amountPaise?: number
  currency?: string
}

export interface FulfilmentResult {
  /** The order after this call; null when no order has that gateway id. */
  order: Order | null
  /** true only for the one call that moved the order to `fulfilled`. */
  fulfilled: boolean
  /** The payment's amount or currency differ from the order's: nothing was granted. */
  mismatch?: boolean
}

/** Status moves only forward (see the orders migration). */
const NEXT: Record<OrderStatus, OrderStatus[]> = {
  created: ['paid', 'failed'],
  failed: ['paid'],
  paid: ['fulfilled'],
  fulfilled: [],
}

function advance(order: Order, to: OrderStatus) {
  if (!NEXT[order.status].includes(to)) {
    throw new Error(`order ${order.id}: ${order.status} -> ${to} is not allowed`)
  }
  order.status = to
}

/** 'order:paid' listeners (the invoice and the confirmation mail) still running; they never
 * hold up an answer. */
const pendingMails = new Set<Promise<void>>()

/** Resolves when every confirmation mail started so far has been sent or has failed (with the
 * invoice it carries). */
export async function settlePaymentMails() {
  while (pendingMails.size > 0) await Promise.all([...pendingMails])
}

/**
 * The one routine that turns a paid order into access, used by verify, the
 * webhook and the reconciler alike. In one transaction it locks the order row
 * (SELECT ... FOR UPDATE), so concurrent callers for one order queue up:
 * the first moves it created|failed|paid -> paid -> fulfilled and grants the
 * course or item (EnrolmentService / PurchaseService, source 'purchase'),
 * the others find it fulfilled and do nothing. Only the call that fulfilled
 * emits 'order:paid', after the commit and without holding up its answer: its
 * listener (invoicing) issues the invoice and sends the confirmation mail with
 * it (sendPaymentConfirmation), one mail per order.
 */
@inject()
export default class FulfilmentService {
  constructor(
    private enrolments: EnrolmentService,
    private purchases: PurchaseService,
    private coupons: CouponService = new CouponService()
  ) {}

  async fulfil(
    gatewayOrderId: string,
    payment: ConfirmedPayment,
    source: FulfilmentSource
  ): Promise<FulfilmentResult> {
    let result: FulfilmentResult
    try {
      result = await db.transaction((trx) => this.#fulfilIn(trx, gatewayOrderId, payment))
    } catch (error) {
      // the money is in but access could not be granted: keep the payment on
      // record (status paid) for support and for the reconciler's next run
      await this.#recordPaid(gatewayOrderId, payment.id)
      throw error
    }
    if (result.mismatch) {
      logger.error(
        { gatewayOrderId, paymentId: payment.id, source, amount: payment.amountPaise },
        'payments: the payment does not match its order; nothing granted'
      )
    }
    if (result.fulfilled && result.order) {
      logger.info(
        { orderId: result.order.id, gatewayOrderId, paymentId: payment.id, source },
        'payments: order fulfilled'
      )
      this.#announcePaid(result.order)
    }
    return result
  }

  /**
   * payment.failed: a `created` order becomes `failed` (with Razorpay's
   * reason). The learner may still pay it later (failed -> paid).
   */
  async markFailed(gatewayOrderId: string, paymentId: string | null, reason: string | null) {
    const updated = await db
      .from('orders')
      .where('gateway_order_id', gatewayOrderId)
      .where('status', 'created')
      .update({
        status: 'failed',
        gateway_payment_id: paymentId,
        failure_reason: reason ? reason.slice(0, 500) : null,
        updated_at: new Date(),
      })
    return Number(Array.isArray(updated) ? updated[0] : updated) > 0
  }

  async #fulfilIn(
    trx: TransactionClientContract,
    gatewayOrderId: string,
    payment: ConfirmedPayment
  ): Promise<FulfilmentResult> {
    const order = await Order.query({ client: trx })
      .where('gateway_order_id', gatewayOrderId)
      .forUpdate()
      .first()
    if (!order) return { order: null, fulfilled: false }
    if (order.status === 'fulfilled') return { order, fulfilled: false }
    const amountDiffers =
      payment.amountPaise !== undefined && payment.amountPaise !== order.amountPaise
    const currencyDiffers =
      payment.currency !== undefined && payment.currency.toUpperCase() !== order.currency
    if (amountDiffers || currencyDiffers) return { order, fulfilled: false, mismatch: true }

    const now = DateTime.now()
    if (order.status !== 'paid') advance(order, 'paid')
    order.gatewayPaymentId = payment.id
    order.paidAt = order.paidAt ?? now
    order.failureReason = null

    if (order.itemKind === 'course') {
      await this.enrolments.grant(order.userId, order.courseId!, 'purchase', trx)
    } else {
      await this.purchases.grant(
        order.userId,
        order.storeItemId!,
        'purchase',
        order.amountPaise,
        trx
      )
    }

    // the coupon's use is kept, even when its reservation lapsed (docs/coupons.md)
    if (order.couponId) await this.coupons.keepForOrder(order.id, trx)

    advance(order, 'fulfilled')
    order.fulfilledAt = now
    order.useTransaction(trx)
    await order.save()
    return { order, fulfilled: true }
  }

  async #recordPaid(gatewayOrderId: string, paymentId: string) {
    try {
      await db
        .from('orders')
        .where('gateway_order_id', gatewayOrderId)
        .whereIn('status', ['created', 'failed'])
        .update({
          status: 'paid',
          gateway_payment_id: paymentId,
          paid_at: new Date(),
          updated_at: new Date(),
        })
    } catch (error) {
      logger.error({ err: error, gatewayOrderId, paymentId }, 'payments: could not record payment')
    }
  }

  #announcePaid(order: Order) {
    const sending: Promise<void> = emitter
      .emit('order:paid', { orderId: order.id })
      .catch((error) => {
        logger.error({ err: error, orderId: order.id }, 'payments: order:paid listener failed')
      })
      .finally(() => {
        pendingMails.delete(sending)
      })
    pendingMails.add(sending)
  }
}

/**
 * The purchase confirmation mail of a fulfilled order, with the given attachments (its invoice).
 * Sent by the 'order:paid' listener, once per order.
 */
export async function sendPaymentConfirmation(order: Order, attachments: MailAttachment[] = []) {
  const [user, itemTitle] = await Promise.all([
    User.findOrFail(order.userId),
    order.itemKind === 'course'
      ? Course.findOrFail(order.courseId).then((course) => course.courseName)
      : StoreItem.findOrFail(order.storeItemId).then((item) => item.title),
  ])
  await mail.send(
    new PaymentConfirmationMail({
      email: user.email,
      firstName: user.firstName,
      kind: order.itemKind,
      itemId: (order.courseId ?? order.storeItemId)!,
      itemTitle,
      receipt: order.receipt,
      amountPaise: order.amountPaise,
      currency: order.currency,
      paymentId: order.gatewayPaymentId,
      paidAt: order.paidAt ?? DateTime.now(),
      attachments,
    })
  )
}
