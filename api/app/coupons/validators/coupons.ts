import vine from '@vinejs/vine'
import { DateTime } from 'luxon'
import type { FieldContext } from '@vinejs/vine/types'
import { FieldMessagesProvider } from '#core/validators/field_messages'
import { choiceOf } from '#core/validators/rules'
import { pageNumber, recordId } from '#catalogue'
import { COUPON_SCOPES, DISCOUNT_TYPES } from '#coupons/models/coupon'

/** Letters, digits, - and _ (what a learner can type without confusion). */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]+$/
export const COUPON_CODE_MAX = 50

/** An ISO 8601 date-time (UTC unless it says otherwise). */
const isoMoment = vine.createRule(
  (value: unknown, _: undefined, field: FieldContext) => {
    if (typeof value !== 'string') return
    if (!DateTime.fromISO(value, { zone: 'utc' }).isValid) {
      field.report('{{ field }} must be an ISO date-time', 'isoDate', field)
    }
  },
  {
    toJSONSchema: (schema) => {
      schema.format = 'date-time'
    },
  }
)

const code = () =>
  vine.string().trim().minLength(3).maxLength(COUPON_CODE_MAX).regex(COUPON_CODE_PATTERN)
const paise = () => vine.number().withoutDecimals().range([0, 100_000_000])
const count = () => vine.number().withoutDecimals().range([1, 1_000_000])
const moment = () => vine.string().trim().use(isoMoment())

const couponFields = {
  code: code(),
  discountType: choiceOf(DISCOUNT_TYPES),
  /** percent: 1-100; flat: paise */
  discountValue: vine.number().withoutDecimals().range([1, 100_000_000]),
  minOrderPaise: paise().nullable().optional(),
  maxDiscountPaise: vine.number().withoutDecimals().range([1, 100_000_000]).nullable().optional(),
  validFrom: moment().nullable().optional(),
  validUntil: moment().nullable().optional(),
  totalUses: count().nullable().optional(),
  usesPerLearner: count().nullable().optional(),
  appliesTo: choiceOf(COUPON_SCOPES).nullable().optional(),
  courseIds: vine.array(recordId()).maxLength(500).nullable().optional(),
  storeItemIds: vine.array(recordId()).maxLength(500).nullable().optional(),
  paused: vine.boolean().nullable().optional(),
}

const COUPON_MESSAGES = {
  'code.required': 'Enter a code',
  'code.minLength': 'A code has at least 3 characters',
  'code.maxLength': `A code has at most ${COUPON_CODE_MAX} characters`,
  'code.regex': 'A code has only letters, digits, - and _',
  'code.*': 'Enter a code of letters, digits, - and _',
  'discountType.*': 'Choose percent or flat',
  'discountValue.required': 'Enter the discount',
  'discountValue.*': 'The discount must be a whole number above 0',
  'minOrderPaise.*': 'The minimum order must be 0 or more, in whole paise',
  'maxDiscountPaise.*': 'The maximum discount must be above 0, in whole paise',
  'validFrom.*': 'Valid from must be a date and time',
  'validUntil.*': 'Valid until must be a date and time',
  'totalUses.*': 'Total uses must be a whole number of at least 1',
  'usesPerLearner.*': 'Uses per learner must be a whole number of at least 1',
  'appliesTo.*': 'Choose all, courses or store_items',
  'courseIds.*': 'Choose courses by their ids',
  'courseIds.*.*': 'Choose courses by their ids',
  'storeItemIds.*': 'Choose store items by their ids',
  'storeItemIds.*.*': 'Choose store items by their ids',
  'paused.*': 'Paused is true or false',
}

/** POST /coupons (admin). */
export const createCouponValidator = vine.create(couponFields)
createCouponValidator.messagesProvider = new FieldMessagesProvider(COUPON_MESSAGES)

/** PATCH /coupons/:id (admin): the fields given change; `paused` alone pauses or resumes. */
export const updateCouponValidator = vine.create({
  ...couponFields,
  code: code().optional(),
  discountType: choiceOf(DISCOUNT_TYPES).optional(),
  discountValue: vine.number().withoutDecimals().range([1, 100_000_000]).optional(),
})
updateCouponValidator.messagesProvider = new FieldMessagesProvider(COUPON_MESSAGES)

export const COUPON_LIST_STATUSES = ['all', 'active', 'paused', 'expired', 'scheduled'] as const

/** GET /coupons (admin): page, limit, search (part of the code), status. */
export const listCouponsValidator = vine.create({
  page: pageNumber().nullable().optional(),
  limit: vine.number().withoutDecimals().range([1, 100]).nullable().optional(),
  search: vine.string().trim().maxLength(50).nullable().optional(),
  code: vine.string().trim().maxLength(COUPON_CODE_MAX).nullable().optional(),
  status: choiceOf(COUPON_LIST_STATUSES).nullable().optional(),
})
listCouponsValidator.messagesProvider = new FieldMessagesProvider({
  'page.*': 'page must be a whole number of at least 1',
  'limit.*': 'limit must be a whole number from 1 to 100',
  'search.*': 'search must be text of at most 50 characters',
  'code.*': `code must be text of at most ${COUPON_CODE_MAX} characters`,
  'status.*': 'status must be all, active, paused, expired or scheduled',
})

/** GET /coupons/:id/orders (admin). */
export const couponOrdersValidator = vine.create({
  page: pageNumber().nullable().optional(),
  limit: vine.number().withoutDecimals().range([1, 100]).nullable().optional(),
})
couponOrdersValidator.messagesProvider = new FieldMessagesProvider({
  'page.*': 'page must be a whole number of at least 1',
  'limit.*': 'limit must be a whole number from 1 to 100',
})

/** POST /coupon-quotes: a code and one course or store item. */
export const couponQuoteValidator = vine.create({
  code: vine.string().trim().minLength(1).maxLength(COUPON_CODE_MAX),
  courseId: recordId().nullable().optional(),
  storeItemId: recordId().nullable().optional(),
})
couponQuoteValidator.messagesProvider = new FieldMessagesProvider({
  'code.required': 'Enter a coupon code',
  'code.*': `Enter a coupon code of at most ${COUPON_CODE_MAX} characters`,
  'courseId.*': 'courseId must be a valid course id',
  'storeItemId.*': 'storeItemId must be a valid store item id',
})

/** The optional coupon of the checkout calls (blank is none). */
export const checkoutCouponField = () =>
  vine.string().trim().maxLength(COUPON_CODE_MAX).nullable().optional()
export const CHECKOUT_COUPON_MESSAGES = {
  'couponCode.*': `couponCode must be text of at most ${COUPON_CODE_MAX} characters`,
}
