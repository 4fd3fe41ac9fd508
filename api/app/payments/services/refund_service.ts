import { inject } from '@adonisjs/core'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import mail from '@adonisjs/mail/services/main'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import ApiException from '#core/exceptions/api_exception'
import Order from '#payments/models/order'
import Refund, { type RefundStatus } from '#payments/models/refund'
import { User } from '#accounts'
import { Course, EnrolmentService } from '#catalogue'
import { StoreItem } from '#store'
import PurchaseService from '#payments/services/purchase_service'
import { ensurePaymentsEnabled } from '#payments/services/checkout_service'
import {
  GatewayUnavailable,
  razorpayGateway,
  type GatewayRefund,
} from '#payments/services/razorpay_gateway'
import { formatReceiptAmount } from '#payments/services/money'
import {
  RefundFailedMail,
  RefundProcessedMail,
  type RefundNotice,
} from '#payments/mails/refund_mails'

/** What the refund calls answer. */
export const REFUND_MESSAGES = {
  requested: 'Refund requested',
  processed: 'Refund processed',
  listed: 'Refunds fetched successfully',
  orderNotFound: 'Order not found',
  notPaid: 'Only a paid order can be refunded',
  refundedInFull: 'This order has already been refunded in full',
  unreachable: 'Razorpay could not be reached',
  failedByGateway: 'Razorpay could not process the refund',
} as const
const M = REFUND_MESSAGES

/** What remains of an order once its refunds are counted (paise). */
export interface RefundTotals {
  orderAmountPaise: number
  /** Refunds Razorpay has processed. */
  refundedPaise: number
  /** Refunds asked for and not yet processed or failed. */
  pendingPaise: number
  /** What may still be refunded: the order's amount less the processed and pending refunds. */
  refundablePaise: number
}

/** How a refund is recognised: our id (the notes we sent), Razorpay's id, or its payment. */
export interface RefundMatch {
  refundId?: string
  gatewayRefundId?: string
  /** With the two below: records a refund made on Razorpay's dashboard, unknown to us. */
  gatewayPaymentId?: string
  amountPaise?: number
  currency?: string
}

export interface RefundOutcome {
  status: RefundStatus
  reason?: string | null
}

export interface SettleResult {
  refund: Refund
  order: Order
  /** What this call changed: only one call ever moves a refund to processed. */
  changed: 'processed' | 'failed' | null
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const REFUNDABLE_STATUSES = new Set(['paid', 'fulfilled'])

/** Refund mails still being sent (they never hold up an answer). */
const pendingMails = new Set<Promise<void>>()

/** Resolves when every refund mail started so far has been sent or has failed. */
export async function settleRefundMails() {
  while (pendingMails.size > 0) await Promise.all([...pendingMails])
}

/** A non-empty string as it is (at most `max` characters); any other value as undefined. */
function text(value: unknown, max = 64) {
  return typeof value === 'string' && value !== '' && value.length <= max ? value : undefined
}

/**
 * Refunds (docs/decisions.md#refunds). The admin asks (`request`): the order is locked, the
 * amount checked against what remains refundable, the refund recorded `pending`, then
 * Razorpay's refunds API is called with our refund id in its notes. Razorpay's answer and its
 * webhooks (refund.processed, refund.failed) all go through `settle`, which locks the order and
 * then the refund (SELECT ... FOR UPDATE): the one call that moves a refund to `processed`
 * revokes what was bought (the first processed refund of the order), and only after its commit
 * are the events emitted and the learner's mail sent. A repeated or concurrent webhook, or
 * one that comes before Razorpay's answer to the API, finds the refund settled and does nothing.
 */
@inject()
export default class RefundService {
  constructor(
    private enrolments: EnrolmentService,
    private purchases: PurchaseService
  ) {}

  /** The order's refunds, newest first, one page; and its totals. 404 for an unknown order. */
  async page(orderId: string, page: number, limit: number) {
    const order = await this.#order(orderId)
    const refunds = await Refund.query()
      .where('order_id', order.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .paginate(page, limit)
    return {
      refunds: refunds.all(),
      total: refunds.total,
      totals: await this.totals(order),
    }
  }

  async totals(order: Order, client?: TransactionClientContract): Promise<RefundTotals> {
    const row = await (client ?? db)
      .from('refunds')
      .where('order_id', order.id)
      .select(
        db.raw(
          "COALESCE(SUM(amount_paise) FILTER (WHERE status = 'processed'), 0)::int AS refunded"
        ),
        db.raw("COALESCE(SUM(amount_paise) FILTER (WHERE status = 'pending'), 0)::int AS pending")
      )
      .first()
    const refundedPaise = Number(row?.refunded ?? 0)
    const pendingPaise = Number(row?.pending ?? 0)
    return {
      orderAmountPaise: order.amountPaise,
      refundedPaise,
      pendingPaise,
      refundablePaise: Math.max(0, order.amountPaise - refundedPaise - pendingPaise),
    }
  }

  /**
   * The admin refunds `amountPaise` of a paid order (all that remains when left out). 404
   * unknown order, 409 not paid or nothing left, 422 more than remains, 502 Razorpay refused
   * or did not answer (the refund is kept as failed, with Razorpay's words), 503 payments off.
   */
  async request(
    orderId: string,
    input: { amountPaise?: number | null; reason: string },
    adminId: string | null
  ): Promise<{ refund: Refund; order: Order }> {
    ensurePaymentsEnabled()
    if (!UUID.test(orderId)) throw new ApiException(M.orderNotFound, { status: 404 })

    const { refund, order } = await db.transaction(async (trx) => {
      const locked = await Order.query({ client: trx }).where('id', orderId).forUpdate().first()
      if (!locked) throw new ApiException(M.orderNotFound, { status: 404 })
      if (!REFUNDABLE_STATUSES.has(locked.status) || !locked.gatewayPaymentId) {
        throw new ApiException(M.notPaid, { status: 409 })
      }
      const { refundablePaise } = await this.totals(locked, trx)
      if (refundablePaise <= 0) throw new ApiException(M.refundedInFull, { status: 409 })
      const amountPaise = input.amountPaise ?? refundablePaise
      if (amountPaise > refundablePaise) {
        throw new ApiException(
          `The amount is more than what remains refundable (${formatReceiptAmount(refundablePaise, locked.currency)})`,
          { status: 422, fields: { refundablePaise } }
        )
      }
      const created = await Refund.create(
        {
          orderId: locked.id,
          amountPaise,
          currency: locked.currency,
          reason: input.reason,
          status: 'pending',
          gatewayRefundId: null,
          failureReason: null,
          requestedBy: adminId,
          revokedAccess: false,
          processedAt: null,
          failedAt: null,
        },
        { client: trx }
      )
      return { refund: created, order: locked }
    })

    let answer: GatewayRefund
    try {
      answer = await razorpayGateway().refundPayment(order.gatewayPaymentId!, {
        amountPaise: refund.amountPaise,
        receipt: refund.id,
        notes: { refund_id: refund.id, order_id: order.id, order_receipt: order.receipt },
      })
    } catch (error) {
      if (!(error instanceof GatewayUnavailable)) throw error
      const reason = error.description ?? M.unreachable
      await this.settle({ refundId: refund.id }, { status: 'failed', reason })
      throw new ApiException(`Razorpay did not make the refund: ${reason}`, {
        status: 502,
        code: 'E_PAYMENT_GATEWAY',
      })
    }

    const status: RefundStatus =
      answer.status === 'processed'
        ? 'processed'
        : answer.status === 'failed'
          ? 'failed'
          : 'pending'
    const settled = await this.settle(
      { refundId: refund.id, gatewayRefundId: text(answer.id) },
      { status, reason: status === 'failed' ? M.failedByGateway : null },
      { notifyFailure: true }
    )
    return { refund: settled?.refund ?? (await Refund.findOrFail(refund.id)), order }
  }

  /**
   * A Razorpay webhook about a refund (refund.created, refund.processed, refund.failed),
   * already authenticated. Answers whether it changed anything.
   */
  async receiveWebhook(event: string, payload: any): Promise<boolean> {
    const entity = payload?.payload?.refund?.entity
    const refund = entity && typeof entity === 'object' && !Array.isArray(entity) ? entity : {}
    const paymentEntity = payload?.payload?.payment?.entity
    const gatewayRefundId = text(refund.id)
    if (!gatewayRefundId?.startsWith('rfnd_')) return false

    const notes =
      refund.notes && typeof refund.notes === 'object' && !Array.isArray(refund.notes)
        ? refund.notes
        : {}
    const ours = [text(notes.refund_id), text(refund.receipt)].find(
      (candidate) => candidate !== undefined && UUID.test(candidate)
    )
    const status: RefundStatus =
      event === 'refund.processed' ? 'processed' : event === 'refund.failed' ? 'failed' : 'pending'
    const result = await this.settle(
      {
        refundId: ours,
        gatewayRefundId,
        gatewayPaymentId: text(refund.payment_id) ?? text(paymentEntity?.id),
        amountPaise: Number.isInteger(refund.amount) ? refund.amount : undefined,
        currency: text(refund.currency, 3),
      },
      { status, reason: status === 'failed' ? M.failedByGateway : null },
      { notifyFailure: true }
    )
    return Boolean(result?.changed)
  }

  /**
   * Moves a refund to what Razorpay says, exactly once (see the class). A `pending` outcome
   * only records Razorpay's refund id. Answers null when no refund (and no order, for one
   * made on Razorpay's dashboard) matches.
   */
  async settle(
    match: RefundMatch,
    outcome: RefundOutcome,
    options: { notifyFailure?: boolean } = {}
  ): Promise<SettleResult | null> {
    const result = await db.transaction((trx) => this.#settleIn(trx, match, outcome))
    if (result?.changed) await this.#afterCommit(result, options)
    return result
  }

  async #settleIn(
    trx: TransactionClientContract,
    match: RefundMatch,
    outcome: RefundOutcome
  ): Promise<SettleResult | null> {
    const known = await this.#find(trx, match)
    let orderId = known?.orderId
    if (!orderId) orderId = (await this.#recordForeign(trx, match)) ?? undefined
    if (!orderId) return null

    // the order first, then the refund: the order in which `request` locks them
    const order = await Order.query({ client: trx }).where('id', orderId).forUpdate().firstOrFail()
    const refund = await this.#find(trx, match, true)
    if (!refund || refund.orderId !== order.id) return null
    if (match.amountPaise !== undefined && match.amountPaise !== refund.amountPaise) {
      logger.error(
        { refundId: refund.id, gatewayRefundId: match.gatewayRefundId, amount: match.amountPaise },
        'payments: a refund event does not match the recorded refund; ignored'
      )
      return null
    }

    if (match.gatewayRefundId && !refund.gatewayRefundId) {
      refund.gatewayRefundId = match.gatewayRefundId
    }
    let changed: SettleResult['changed'] = null
    const now = DateTime.now()
    if (outcome.status === 'processed' && refund.status !== 'processed') {
      // failed -> processed too: Razorpay's word that the money went back wins
      refund.revokedAccess = await this.#revokeOnce(trx, order, refund)
      refund.status = 'processed'
      refund.processedAt = now
      refund.failureReason = null
      changed = 'processed'
    } else if (outcome.status === 'failed' && refund.status === 'pending') {
      refund.status = 'failed'
      refund.failedAt = now
      refund.failureReason = (outcome.reason ?? M.failedByGateway).slice(0, 500)
      changed = 'failed'
    }
    if (refund.$isDirty) {
      refund.useTransaction(trx)
      await refund.save()
    }
    return { refund, order, changed }
  }

  /** The refund by Razorpay's id, else by ours (from the notes we sent). */
  async #find(trx: TransactionClientContract, match: RefundMatch, lock = false) {
    const query = (where: (q: ReturnType<typeof Refund.query>) => void) => {
      const q = Refund.query({ client: trx })
      where(q)
      if (lock) q.forUpdate()
      return q.first()
    }
    if (match.gatewayRefundId) {
      const found = await query((q) => q.where('gateway_refund_id', match.gatewayRefundId!))
      if (found) return found
    }
    if (match.refundId && UUID.test(match.refundId)) {
      const found = await query((q) => q.where('id', match.refundId!))
      // ours, unless Razorpay's id on it is another one
      if (found && (!found.gatewayRefundId || !match.gatewayRefundId)) return found
      if (found) {
        logger.warn(
          { refundId: found.id, recorded: found.gatewayRefundId, given: match.gatewayRefundId },
          'payments: a refund event names our refund with another Razorpay id; ignored'
        )
      }
    }
    return null
  }

  /**
   * A refund made on Razorpay's dashboard: recorded against the order of its payment, once
   * (the unique Razorpay refund id), so that its webhook revokes access like ours. Answers the
   * order's id.
   */
  async #recordForeign(trx: TransactionClientContract, match: RefundMatch) {
    const { gatewayRefundId, gatewayPaymentId, amountPaise } = match
    if (!gatewayRefundId || !gatewayPaymentId || !amountPaise || amountPaise <= 0) return null
    const order = await Order.query({ client: trx })
      .where('gateway_payment_id', gatewayPaymentId)
      .whereIn('status', [...REFUNDABLE_STATUSES])
      .forUpdate()
      .first()
    if (!order) return null
    await trx.rawQuery(
      `INSERT INTO refunds (id, order_id, amount_paise, currency, reason, status, gateway_refund_id,
         revoked_access, created_at, updated_at)
       VALUES (gen_random_uuid(), ?, ?, ?, ?, 'pending', ?, false, now(), now())
       ON CONFLICT (gateway_refund_id) DO NOTHING`,
      [
        order.id,
        amountPaise,
        match.currency ?? order.currency,
        'Refunded on Razorpay',
        gatewayRefundId,
      ]
    )
    logger.info(
      { orderId: order.id, gatewayRefundId },
      'payments: recorded a refund made on Razorpay'
    )
    return order.id
  }

  /**
   * Takes back what the order bought, on the order's first processed refund only (any
   * processed refund, partial ones too: docs/decisions.md#refunds), and only when the order
   * had granted it. Answers whether access was taken away.
   */
  async #revokeOnce(trx: TransactionClientContract, order: Order, refund: Refund) {
    if (order.status !== 'fulfilled') return false
    const earlier = await trx
      .from('refunds')
      .where('order_id', order.id)
      .where('status', 'processed')
      .whereNot('id', refund.id)
      .select('id')
      .first()
    if (earlier) return false
    return order.itemKind === 'course'
      ? this.enrolments.revoke(order.userId, order.courseId!, trx)
      : this.purchases.revoke(order.userId, order.storeItemId!, trx)
  }

  async #afterCommit(result: SettleResult, options: { notifyFailure?: boolean }) {
    const { refund, order, changed } = result
    const emit = async (work: () => Promise<void>, what: string) => {
      try {
        await work()
      } catch (error) {
        logger.error({ err: error, refundId: refund.id }, `payments: a listener of ${what} failed`)
      }
    }
    if (changed === 'processed') {
      logger.info(
        { refundId: refund.id, orderId: order.id, revokedAccess: refund.revokedAccess },
        'payments: refund processed'
      )
      if (refund.revokedAccess && order.itemKind === 'course') {
        await emit(
          () =>
            emitter.emit('enrolment:revoked', {
              userId: order.userId,
              courseId: order.courseId!,
              reason: 'refund',
            }),
          'enrolment:revoked'
        )
      }
      await emit(
        () => emitter.emit('refund:processed', { refundId: refund.id, orderId: order.id }),
        'refund:processed'
      )
      this.#notify(RefundProcessedMail, refund, order)
    } else if (changed === 'failed') {
      logger.warn(
        { refundId: refund.id, orderId: order.id, reason: refund.failureReason },
        'payments: refund failed'
      )
      await emit(
        () => emitter.emit('refund:failed', { refundId: refund.id, orderId: order.id }),
        'refund:failed'
      )
      // a refusal to the admin's own request is the admin's to see, not the learner's
      if (options.notifyFailure && refund.gatewayRefundId) {
        this.#notify(RefundFailedMail, refund, order)
      }
    }
  }

  #notify(
    Mail: typeof RefundProcessedMail | typeof RefundFailedMail,
    refund: Refund,
    order: Order
  ) {
    const sending: Promise<void> = this.#send(Mail, refund, order)
      .catch((error) => {
        logger.error({ err: error, refundId: refund.id }, 'payments: refund mail failed')
      })
      .finally(() => {
        pendingMails.delete(sending)
      })
    pendingMails.add(sending)
  }

  async #send(
    Mail: typeof RefundProcessedMail | typeof RefundFailedMail,
    refund: Refund,
    order: Order
  ) {
    const [user, itemTitle] = await Promise.all([
      User.find(order.userId),
      order.itemKind === 'course'
        ? Course.find(order.courseId).then((course) => course?.courseName ?? 'Your course')
        : StoreItem.find(order.storeItemId).then((item) => item?.title ?? 'Your item'),
    ])
    if (!user) return
    const notice: RefundNotice = {
      email: user.email,
      firstName: user.firstName,
      kind: order.itemKind,
      itemTitle,
      receipt: order.receipt,
      amountPaise: refund.amountPaise,
      orderAmountPaise: order.amountPaise,
      currency: refund.currency,
      gatewayRefundId: refund.gatewayRefundId,
      revokedAccess: refund.revokedAccess,
      at: refund.processedAt ?? refund.failedAt ?? DateTime.now(),
    }
    await mail.send(new Mail(notice))
  }

  async #order(orderId: string) {
    const order = UUID.test(orderId) ? await Order.find(orderId) : null
    if (!order) throw new ApiException(M.orderNotFound, { status: 404 })
    return order
  }
}
