import vine from '@vinejs/vine'
import { DateTime } from 'luxon'
import type { FieldContext } from '@vinejs/vine/types'
import { FieldMessagesProvider } from '#validators/field_messages'
import { COURSE_ID_MESSAGES, pageNumber, recordId } from '#validators/catalogue'

const BOOK_ID_MESSAGES = {
  'bookId.required': 'bookId is required',
  'bookId.*': 'bookId must be a valid book id',
}

/** Razorpay ids (order_…, pay_…) and the checkout's hex signature. */
const gatewayId = () => vine.string().trim().minLength(1).maxLength(64)
const VERIFY_MESSAGES = {
  'razorpay_order_id.required': 'razorpay_order_id is required',
  'razorpay_order_id.*': 'razorpay_order_id must be a Razorpay order id',
  'razorpay_payment_id.required': 'razorpay_payment_id is required',
  'razorpay_payment_id.*': 'razorpay_payment_id must be a Razorpay payment id',
  'razorpay_signature.*': 'razorpay_signature must be text',
}
const verifyFields = {
  razorpay_order_id: gatewayId(),
  razorpay_payment_id: gatewayId(),
  // a missing signature is refused like a wrong one (400 'Invalid signature')
  razorpay_signature: vine.string().trim().maxLength(256).nullable().optional(),
}

/**
 * POST /payment/capturePayment. Only the course id is read: amount, price,
 * currency or user in the body are ignored (the price is the database's).
 */
export const captureCourseValidator = vine.create({ courseId: recordId() })
captureCourseValidator.messagesProvider = new FieldMessagesProvider(COURSE_ID_MESSAGES)

/** POST /store/capture (only the book id is read). */
export const captureBookValidator = vine.create({ bookId: recordId() })
captureBookValidator.messagesProvider = new FieldMessagesProvider(BOOK_ID_MESSAGES)

/** POST /payment/verifyPayment: the checkout's answer plus the course (optional, checked). */
export const verifyCourseValidator = vine.create({
  ...verifyFields,
  courseId: recordId().nullable().optional(),
})
verifyCourseValidator.messagesProvider = new FieldMessagesProvider({
  ...VERIFY_MESSAGES,
  ...COURSE_ID_MESSAGES,
})

/** POST /store/verify: the checkout's answer plus the book (optional, checked). */
export const verifyBookValidator = vine.create({
  ...verifyFields,
  bookId: recordId().nullable().optional(),
})
verifyBookValidator.messagesProvider = new FieldMessagesProvider({
  ...VERIFY_MESSAGES,
  ...BOOK_ID_MESSAGES,
})

export const ORDER_STATUSES = ['created', 'paid', 'fulfilled', 'failed'] as const

/** An ISO 8601 date (2026-11-21) or date-time (2026-11-21T10:00:00+05:30). */
const isoMoment = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  if (!DateTime.fromISO(value, { zone: 'utc' }).isValid) {
    field.report('{{ field }} must be a date (YYYY-MM-DD) or an ISO date-time', 'isoDate', field)
  }
})

/**
 * GET|POST /payment/transactions (admin): the query string and the JSON body
 * are merged (body wins). `kind` also takes `book`/`store` for store items;
 * `status` also takes `all`.
 */
export const transactionsValidator = vine.create({
  page: pageNumber().nullable().optional(),
  limit: vine.number().withoutDecimals().range([1, 100]).nullable().optional(),
  status: vine
    .string()
    .trim()
    .toLowerCase()
    .in([...ORDER_STATUSES, 'all'])
    .nullable()
    .optional(),
  kind: vine
    .string()
    .trim()
    .toLowerCase()
    .in(['course', 'store_item', 'book', 'store', 'all'])
    .nullable()
    .optional(),
  search: vine.string().trim().maxLength(100).nullable().optional(),
  from: vine.string().trim().maxLength(40).use(isoMoment()).nullable().optional(),
  to: vine.string().trim().maxLength(40).use(isoMoment()).nullable().optional(),
})
transactionsValidator.messagesProvider = new FieldMessagesProvider({
  'page.*': 'page must be a whole number of at least 1',
  'limit.*': 'limit must be a whole number from 1 to 100',
  'status.*': `status must be one of ${ORDER_STATUSES.join(', ')} or all`,
  'kind.*': 'kind must be course or store_item',
  'search.*': 'search must be text of at most 100 characters',
  'from.*': 'from must be a date (YYYY-MM-DD) or an ISO date-time',
  'to.*': 'to must be a date (YYYY-MM-DD) or an ISO date-time',
})
