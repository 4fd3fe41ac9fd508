import { type DateTime } from 'luxon'

const INR = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })

/** Paise as rupees, the number the answers carry (149900 -> 1499). */
export function paiseToRupees(paise: number) {
  return Math.round(paise) / 100
}

/** Paise as the learner reads an amount: 149900 -> '₹1,499.00' (en-IN grouping). */
export function formatRupees(paise: number, currency = 'INR') {
  if (currency !== 'INR') return `${currency} ${(paise / 100).toFixed(2)}`
  return INR.format(paise / 100)
}

/** A moment as the learner in India reads it: '21 Nov 2026, 1:44 PM IST'. */
export function formatIndianTime(moment: DateTime) {
  return `${moment.setZone('Asia/Kolkata').toFormat('d LLL yyyy, h:mm a')} IST`
}
