import { type DateTime } from 'luxon'
import { paiseToRupees } from '@pathshala/shared'

export { paiseToRupees }

const INR = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })

/**
 * Paise as a receipt shows an amount, always with paise: 149900 -> '₹1,499.00' (en-IN
 * grouping). The storefront's shorter '₹1,499' is the shared formatRupees.
 */
export function formatReceiptAmount(paise: number, currency = 'INR') {
  if (currency !== 'INR') return `${currency} ${paiseToRupees(paise).toFixed(2)}`
  return INR.format(paiseToRupees(paise))
}

/** A moment as the learner in India reads it: '21 Nov 2026, 1:44 PM IST'. */
export function formatIndianTime(moment: DateTime) {
  return `${moment.setZone('Asia/Kolkata').toFormat('d LLL yyyy, h:mm a')} IST`
}
