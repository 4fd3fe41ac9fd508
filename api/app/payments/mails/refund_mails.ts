import env from '#start/env'
import { BaseMail } from '@adonisjs/mail'
import type { DateTime } from 'luxon'
import { mailBody } from '#core/mails/layout'
import { formatIndianTime, formatReceiptAmount } from '#payments/services/money'
import type { OrderItemKind } from '#payments/models/order'

export interface RefundNotice {
  email: string
  firstName: string
  kind: OrderItemKind
  itemTitle: string
  /** The order number the learner quotes to support. */
  receipt: string
  amountPaise: number
  /** What the order cost: a refund of less is said to be partial. */
  orderAmountPaise: number
  currency: string
  /** Razorpay's refund id (rfnd_…), which the learner's bank knows too. */
  gatewayRefundId: string | null
  /** Whether the refund took the course or item away. */
  revokedAccess: boolean
  at: DateTime
}

const itemWord = (kind: OrderItemKind) => (kind === 'course' ? 'Course' : 'Item')

/**
 * Sent once when Razorpay has processed a refund (docs/decisions.md#refunds): the amount, the
 * order, and that the course or item is no longer available.
 */
export class RefundProcessedMail extends BaseMail {
  constructor(private notice: RefundNotice) {
    super()
  }

  prepare() {
    const n = this.notice
    const amount = formatReceiptAmount(n.amountPaise, n.currency)
    const partial = n.amountPaise < n.orderAmountPaise
    this.subject = `Refund of ${amount} processed: ${n.itemTitle} (order ${n.receipt})`
    const appUrl = env.get('APP_URL').replace(/\/+$/, '')
    const { text, html } = mailBody([
      `Hello ${n.firstName},`,
      `We have refunded ${amount}${partial ? ' (part of what you paid)' : ''} for your order ${n.receipt}. The money goes back to the account you paid from, usually within 5-7 working days.`,
      [
        `Order number: ${n.receipt}`,
        `${itemWord(n.kind)}: ${n.itemTitle}`,
        `Amount refunded: ${amount}`,
        `Date: ${formatIndianTime(n.at)}`,
        ...(n.gatewayRefundId ? [`Refund id: ${n.gatewayRefundId}`] : []),
      ].join('\n'),
      n.revokedAccess
        ? n.kind === 'course'
          ? 'With the refund, the course is no longer in your enrolled courses.'
          : 'With the refund, the item and its download are no longer in your materials.'
        : n.kind === 'course'
          ? 'The course stays in your enrolled courses.'
          : 'The item stays in your materials.',
      `Questions? Reply to this mail with your order number, or write to us at ${appUrl}/home/contact.`,
    ])
    this.message.to(n.email).subject(this.subject).text(text).html(html)
  }
}

/**
 * Sent when Razorpay could not process a refund it had accepted: nothing changed for the
 * learner, and the team will sort it out.
 */
export class RefundFailedMail extends BaseMail {
  constructor(private notice: RefundNotice) {
    super()
  }

  prepare() {
    const n = this.notice
    const amount = formatReceiptAmount(n.amountPaise, n.currency)
    this.subject = `Refund of ${amount} could not be processed (order ${n.receipt})`
    const { text, html } = mailBody([
      `Hello ${n.firstName},`,
      `The refund of ${amount} for your order ${n.receipt} could not be processed by our payment provider. No money has left your account and nothing has changed in what you can access.`,
      [
        `Order number: ${n.receipt}`,
        `${itemWord(n.kind)}: ${n.itemTitle}`,
        `Amount: ${amount}`,
        `Date: ${formatIndianTime(n.at)}`,
      ].join('\n'),
      'We will look into it and get back to you. If you have questions, reply with your order number.',
    ])
    this.message.to(n.email).subject(this.subject).text(text).html(html)
  }
}
