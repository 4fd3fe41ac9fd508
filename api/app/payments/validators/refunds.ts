import vine from '@vinejs/vine'
import { FieldMessagesProvider } from '#core/validators/field_messages'
import { pageNumber } from '#catalogue'

/** Razorpay's smallest refund, ₹1.00, and what the amount column holds at most. */
export const MINIMUM_REFUND_PAISE = 100
const MAXIMUM_PAISE = 2_147_483_647

/**
 * POST /orders/:id/refunds (admin): `amountPaise` (whole paise, at least ₹1.00; left out or
 * null: all that remains refundable) and the `reason` (kept with the refund, shown to admins).
 */
export const createRefundValidator = vine.create({
  amountPaise: vine
    .number()
    .withoutDecimals()
    .range([MINIMUM_REFUND_PAISE, MAXIMUM_PAISE])
    .nullable()
    .optional(),
  reason: vine.string().trim().minLength(3).maxLength(500),
})
createRefundValidator.messagesProvider = new FieldMessagesProvider({
  'amountPaise.*': 'amountPaise must be a whole number of paise, at least 100 (₹1.00)',
  'reason.required': 'reason is required',
  'reason.*': 'reason must be text of 3 to 500 characters',
})

/** GET /orders/:id/refunds (admin): page, limit (1-100, 20). */
export const refundsListValidator = vine.create({
  page: pageNumber().nullable().optional(),
  limit: vine.number().withoutDecimals().range([1, 100]).nullable().optional(),
})
refundsListValidator.messagesProvider = new FieldMessagesProvider({
  'page.*': 'page must be a whole number of at least 1',
  'limit.*': 'limit must be a whole number from 1 to 100',
})
