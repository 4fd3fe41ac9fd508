import type { DateTime } from 'luxon'
import env from '#start/env'
import { BaseMail } from '@adonisjs/mail'
import { mailBody } from '#core/mails/layout'
import { formatIndianTime, formatReceiptAmount } from '#payments/services/money'
import type { OrderItemKind } from '#payments/models/order'

/** A file sent with the mail (the order's invoice PDF). */
export interface MailAttachment {
  filename: string
  content: Buffer
  contentType: string
}

export interface PaymentConfirmation {
  email: string
  firstName: string
  kind: OrderItemKind
  itemId: string
  itemTitle: string
  /** The order number the learner quotes to support. */
  receipt: string
  amountPaise: number
  currency: string
  paymentId: string | null
  paidAt: DateTime
  attachments?: MailAttachment[]
}

/**
 * Sent once per fulfilled order, after the transaction that granted access
 * committed. The first line is the checkout's success message for a course;
 * for a store item that toast points at this very mail (docs/screens/learner.md#checkout-messages),
 * so the mail says
 * it is the confirmation instead.
 */
export default class PaymentConfirmationMail extends BaseMail {
  constructor(private confirmation: PaymentConfirmation) {
    super()
  }

  prepare() {
    const c = this.confirmation
    this.subject = `${c.kind === 'course' ? 'Enrolment' : 'Purchase'} confirmed: ${c.itemTitle} (order ${c.receipt})`
    const appUrl = env.get('APP_URL').replace(/\/+$/, '')
    const course = c.kind === 'course'
    const { text, html } = mailBody([
      `Hello ${c.firstName},`,
      course
        ? 'Payment successful! You are now enrolled in the course.'
        : 'Purchase successful! This mail is your confirmation.',
      [
        `Order number: ${c.receipt}`,
        `${course ? 'Course' : 'Item'}: ${c.itemTitle}`,
        `Amount paid: ${formatReceiptAmount(c.amountPaise, c.currency)}`,
        `Date: ${formatIndianTime(c.paidAt)}`,
        ...(c.paymentId ? [`Payment id: ${c.paymentId}`] : []),
      ].join('\n'),
      course
        ? `Start learning: ${appUrl}/home/enrolled?id=${c.itemId}`
        : `Your materials are in your profile: ${appUrl}/home/user`,
      'Keep this mail for your records. If anything looks wrong, reply with your order number.',
    ])
    this.message.to(c.email).subject(this.subject).text(text).html(html)
    for (const file of c.attachments ?? []) {
      this.message.attachData(file.content, {
        filename: file.filename,
        contentType: file.contentType,
      })
    }
  }
}
