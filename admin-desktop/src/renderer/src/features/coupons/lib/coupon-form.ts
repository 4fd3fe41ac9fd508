import { formatRupees, parseRupees } from '@pathshala/shared'
import type { Coupon, CouponBody } from '../api/coupon-types.ts'

export const COUPON_CODE_MAX_LENGTH = 50
const CODE_PATTERN = /^[A-Za-z0-9_-]+$/

export interface ChosenCourse {
  _id: string
  courseName: string
}

export interface ChosenItem {
  _id: string
  title: string
}

/** The form as typed: amounts in rupees, dates as the browser's local date-time inputs. */
export interface CouponFormValues {
  code: string
  discountType: 'percent' | 'flat'
  /** percent (whole number) or rupees */
  discountValue: string
  minOrder: string
  maxDiscount: string
  validFrom: string
  validUntil: string
  totalUses: string
  usesPerLearner: string
  appliesTo: 'all' | 'courses' | 'store_items'
  courses: ChosenCourse[]
  storeItems: ChosenItem[]
  paused: boolean
}

export type CouponFormErrors = Partial<Record<keyof CouponFormValues, string>>

/** An ISO moment as a datetime-local input's value (the admin's own time zone). */
export function localInputOf(iso: string | null) {
  if (!iso) return ''
  const date = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** A datetime-local value (the admin's time zone) as an ISO moment in UTC; null when empty. */
export function isoOfLocalInput(value: string) {
  if (!value.trim()) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}

const rupeesText = (paise: number | null) => (paise === null ? '' : String(paise / 100))

export function formValuesOf(coupon: Coupon | null): CouponFormValues {
  if (!coupon) {
    return {
      code: '',
      discountType: 'percent',
      discountValue: '',
      minOrder: '',
      maxDiscount: '',
      validFrom: '',
      validUntil: '',
      totalUses: '',
      usesPerLearner: '',
      appliesTo: 'all',
      courses: [],
      storeItems: [],
      paused: false,
    }
  }
  return {
    code: coupon.code,
    discountType: coupon.discountType,
    discountValue:
      coupon.discountType === 'percent'
        ? String(coupon.discountValue)
        : rupeesText(coupon.discountValue),
    minOrder: coupon.minOrderPaise ? rupeesText(coupon.minOrderPaise) : '',
    maxDiscount: rupeesText(coupon.maxDiscountPaise),
    validFrom: localInputOf(coupon.validFrom),
    validUntil: localInputOf(coupon.validUntil),
    totalUses: coupon.totalUses === null ? '' : String(coupon.totalUses),
    usesPerLearner: coupon.usesPerLearner === null ? '' : String(coupon.usesPerLearner),
    appliesTo: coupon.appliesTo,
    courses: coupon.courses,
    storeItems: coupon.storeItems,
    paused: coupon.paused,
  }
}

const WHOLE = /^\d+$/

function countOf(text: string) {
  const trimmed = text.trim()
  if (!trimmed) return null
  return WHOLE.test(trimmed) && Number(trimmed) >= 1 ? Number(trimmed) : undefined
}

function paiseOf(text: string) {
  const trimmed = text.trim()
  if (!trimmed) return null
  const paise = parseRupees(trimmed)
  return paise === null ? undefined : paise
}

/**
 * The form checked as the server checks it, with a message at each field; `body` is what
 * POST /coupons (or PATCH) takes when there is no error.
 */
export function checkCouponForm(values: CouponFormValues): {
  errors: CouponFormErrors
  body: CouponBody | null
} {
  const errors: CouponFormErrors = {}
  const code = values.code.trim()
  if (!code) errors.code = 'Enter a code'
  else if (code.length < 3) errors.code = 'A code has at least 3 characters'
  else if (code.length > COUPON_CODE_MAX_LENGTH)
    errors.code = `A code has at most ${COUPON_CODE_MAX_LENGTH} characters`
  else if (!CODE_PATTERN.test(code)) errors.code = 'A code has only letters, digits, - and _'

  let discountValue: number | undefined
  if (values.discountType === 'percent') {
    const percent = values.discountValue.trim()
    if (!percent) errors.discountValue = 'Enter the discount'
    else if (!WHOLE.test(percent) || Number(percent) < 1 || Number(percent) > 100)
      errors.discountValue = 'A percent discount is a whole number from 1 to 100'
    else discountValue = Number(percent)
  } else {
    const paise = paiseOf(values.discountValue)
    if (paise === null) errors.discountValue = 'Enter the discount'
    else if (paise === undefined || paise < 1)
      errors.discountValue = 'Enter an amount in rupees, e.g. 100 or 99.50'
    else discountValue = paise
  }

  const minOrder = paiseOf(values.minOrder)
  if (minOrder === undefined) errors.minOrder = 'Enter an amount in rupees, or leave it empty'
  const maxDiscount = paiseOf(values.maxDiscount)
  if (maxDiscount === undefined || maxDiscount === 0)
    errors.maxDiscount = 'Enter an amount above 0 in rupees, or leave it empty'

  const validFrom = isoOfLocalInput(values.validFrom)
  if (validFrom === undefined) errors.validFrom = 'Enter a date and time'
  const validUntil = isoOfLocalInput(values.validUntil)
  if (validUntil === undefined) errors.validUntil = 'Enter a date and time'
  else if (validFrom && validUntil && validUntil <= validFrom)
    errors.validUntil = 'Valid until must be after valid from'

  const totalUses = countOf(values.totalUses)
  if (totalUses === undefined)
    errors.totalUses = 'Enter a whole number of at least 1, or leave it empty'
  const usesPerLearner = countOf(values.usesPerLearner)
  if (usesPerLearner === undefined)
    errors.usesPerLearner = 'Enter a whole number of at least 1, or leave it empty'
  else if (usesPerLearner !== null && totalUses && usesPerLearner > totalUses)
    errors.usesPerLearner = 'Uses per learner cannot be more than the total uses'

  if (values.appliesTo === 'courses' && values.courses.length === 0)
    errors.courses = 'Choose at least one course'
  if (values.appliesTo === 'store_items' && values.storeItems.length === 0)
    errors.storeItems = 'Choose at least one store item'

  if (Object.keys(errors).length > 0 || discountValue === undefined) return { errors, body: null }
  return {
    errors,
    body: {
      code,
      discountType: values.discountType,
      discountValue,
      minOrderPaise: minOrder ?? 0,
      maxDiscountPaise: maxDiscount ?? null,
      validFrom: validFrom ?? null,
      validUntil: validUntil ?? null,
      totalUses: totalUses ?? null,
      usesPerLearner: usesPerLearner ?? null,
      appliesTo: values.appliesTo,
      courseIds: values.appliesTo === 'courses' ? values.courses.map((course) => course._id) : [],
      storeItemIds:
        values.appliesTo === 'store_items' ? values.storeItems.map((item) => item._id) : [],
      paused: values.paused,
    },
  }
}

/** The server's field names as the form's. */
export const SERVER_FIELDS: Record<string, keyof CouponFormValues> = {
  code: 'code',
  discountType: 'discountType',
  discountValue: 'discountValue',
  minOrderPaise: 'minOrder',
  maxDiscountPaise: 'maxDiscount',
  validFrom: 'validFrom',
  validUntil: 'validUntil',
  totalUses: 'totalUses',
  usesPerLearner: 'usesPerLearner',
  appliesTo: 'appliesTo',
  courseIds: 'courses',
  storeItemIds: 'storeItems',
}

/** '20% off (up to ₹500)', '₹100 off'. */
export function discountLabel(
  coupon: Pick<Coupon, 'discountType' | 'discountValue' | 'maxDiscountPaise'>
) {
  const off =
    coupon.discountType === 'percent'
      ? `${coupon.discountValue}% off`
      : `${formatRupees(coupon.discountValue)} off`
  return coupon.discountType === 'percent' && coupon.maxDiscountPaise !== null
    ? `${off} (up to ${formatRupees(coupon.maxDiscountPaise)})`
    : off
}

/** 'All courses and items', '2 courses', '1 store item'. */
export function scopeLabel(coupon: Pick<Coupon, 'appliesTo' | 'courses' | 'storeItems'>) {
  if (coupon.appliesTo === 'all') return 'All courses and items'
  if (coupon.appliesTo === 'courses') {
    const n = coupon.courses.length
    return n === 1 ? coupon.courses[0]!.courseName : `${n} courses`
  }
  const n = coupon.storeItems.length
  return n === 1 ? coupon.storeItems[0]!.title : `${n} store items`
}

/** '3 / 100' or '3' when there is no limit. */
export function usesLabel(coupon: Pick<Coupon, 'usesCount' | 'totalUses'>) {
  return coupon.totalUses === null
    ? coupon.usesCount.toLocaleString('en-IN')
    : `${coupon.usesCount.toLocaleString('en-IN')} / ${coupon.totalUses.toLocaleString('en-IN')}`
}

export const STATE_LABELS: Record<Coupon['state'], string> = {
  active: 'Active',
  paused: 'Paused',
  expired: 'Expired',
  scheduled: 'Scheduled',
}
