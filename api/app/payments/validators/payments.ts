import vine from '@vinejs/vine'
import { FieldMessagesProvider } from '#core/validators/field_messages'
import { COURSE_ID_MESSAGES, recordId } from '#catalogue'
import { CHECKOUT_COUPON_MESSAGES, checkoutCouponField } from '#coupons'
import { BUYER_STATE_MESSAGES, buyerStateField } from '#payments/services/buyer_state'

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
export const captureCourseValidator = vine.create({
  courseId: recordId(),
  // optional: the old client sends none (docs/coupons.md)
  couponCode: checkoutCouponField(),
  state: buyerStateField(),
})
captureCourseValidator.messagesProvider = new FieldMessagesProvider({
  ...COURSE_ID_MESSAGES,
  ...CHECKOUT_COUPON_MESSAGES,
  ...BUYER_STATE_MESSAGES,
})

/** POST /store/capture (only the book id is read). */
export const captureBookValidator = vine.create({
  bookId: recordId(),
  // optional: the old client sends none (docs/coupons.md)
  couponCode: checkoutCouponField(),
  state: buyerStateField(),
})
captureBookValidator.messagesProvider = new FieldMessagesProvider({
  ...BOOK_ID_MESSAGES,
  ...CHECKOUT_COUPON_MESSAGES,
  ...BUYER_STATE_MESSAGES,
})

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

/** An order's statuses, as the admin's transactions filter them. */
export const ORDER_STATUSES = ['created', 'paid', 'fulfilled', 'failed'] as const
