/*
| The GST arithmetic of invoices and credit notes, pure and in integer paise
| (docs/decisions.md#gst-invoices): the split of an amount into taxable value and CGST+SGST
| (9% each, within the seller's state) or IGST (18%, across states), exact to the paisa
| (taxable + taxes == total); the Indian financial year (April-March) a moment falls in; the
| document numbers; the amount in words (Indian numbering: lakh, crore).
*/
import { DateTime } from 'luxon'

/** 18% GST on services of SAC 9992 (education) sold by a registered business. */
export const GST_RATE_PERCENT = 18

export interface TaxSplit {
  taxablePaise: number
  cgstPaise: number
  sgstPaise: number
  igstPaise: number
  totalPaise: number
}

export interface SplitOptions {
  /** the seller's and the place of supply's state are the same (CGST + SGST), else IGST */
  intraState: boolean
  /** `amountPaise` includes the tax (the default): true; it is the taxable value: false */
  inclusive: boolean
  /** no GSTIN: a receipt, no tax at all */
  taxed?: boolean
}

/** Rounds a non-negative fraction n/d to the nearest integer, halves up, in integers. */
function roundDiv(n: number, d: number) {
  return Math.floor((2 * n + d) / (2 * d))
}

/**
 * Splits `amountPaise` (with `inclusive`, what the learner paid; without, the taxable value)
 * into taxable value and taxes. The tax is computed once (18% of the taxable value, rounded to
 * the paisa) and an odd paisa of an intra-state tax goes to CGST, so the parts always add up.
 */
export function splitTax(amountPaise: number, options: SplitOptions): TaxSplit {
  if (!Number.isInteger(amountPaise) || amountPaise < 0) {
    throw new Error(`not an amount in paise: ${amountPaise}`)
  }
  if (options.taxed === false) {
    return {
      taxablePaise: amountPaise,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      totalPaise: amountPaise,
    }
  }
  const taxablePaise = options.inclusive
    ? roundDiv(amountPaise * 100, 100 + GST_RATE_PERCENT)
    : amountPaise
  const totalPaise = options.inclusive
    ? amountPaise
    : amountPaise + roundDiv(amountPaise * GST_RATE_PERCENT, 100)
  const tax = totalPaise - taxablePaise
  if (!options.intraState) {
    return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax, totalPaise }
  }
  const cgstPaise = Math.ceil(tax / 2)
  return { taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0, totalPaise }
}

/**
 * A credit note's split for `refundPaise` given back against an invoice: all of it reverses
 * the invoice exactly; a part is split like a payment of that amount at the invoice's place
 * of supply (refunds are of what was paid, so GST-inclusive).
 */
export function creditSplit(
  invoice: TaxSplit,
  refundPaise: number,
  options: SplitOptions
): TaxSplit {
  if (refundPaise >= invoice.totalPaise) return { ...invoice }
  return splitTax(refundPaise, { ...options, inclusive: true })
}

/** '26-27' for any moment from 1 April 2026 to 31 March 2027, India time. */
export function financialYear(moment: DateTime) {
  const local = moment.setZone('Asia/Kolkata')
  const start = local.month >= 4 ? local.year : local.year - 1
  const two = (year: number) => String(year % 100).padStart(2, '0')
  return `${two(start)}-${two(start + 1)}`
}

/** The first and last moment (exclusive) of a calendar month 'YYYY-MM', India time, in UTC. */
export function monthBounds(month: string) {
  const start = DateTime.fromFormat(month, 'yyyy-MM', { zone: 'Asia/Kolkata' })
  if (!start.isValid) throw new Error(`not a month: ${month}`)
  return { from: start.toUTC(), to: start.plus({ months: 1 }).toUTC() }
}

/** e.g. PS/26-27/000123: at most 16 characters of letters, digits, '-' and '/' (GST rule 46). */
export function documentNumber(prefix: string, year: string, sequence: number) {
  const number = `${prefix}/${year}/${String(sequence).padStart(6, '0')}`
  if (!/^[A-Za-z0-9/-]{1,16}$/.test(number)) {
    throw new Error(`document number ${number} breaks GST rule 46`)
  }
  return number
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
]
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']

function belowHundred(n: number) {
  if (n < 20) return ONES[n]
  return [TENS[Math.floor(n / 10)], ONES[n % 10]].filter(Boolean).join(' ')
}

function belowThousand(n: number) {
  const hundreds = Math.floor(n / 100)
  const rest = n % 100
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ')
}

/** A whole number in words, Indian numbering: 1234567 -> 'Twelve Lakh Thirty Four Thousand ...'. */
export function numberInWords(n: number): string {
  if (n === 0) return 'Zero'
  const parts: string[] = []
  const crore = Math.floor(n / 10_000_000)
  const lakh = Math.floor((n % 10_000_000) / 100_000)
  const thousand = Math.floor((n % 100_000) / 1000)
  const rest = n % 1000
  if (crore) parts.push(`${numberInWords(crore)} Crore`)
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`)
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`)
  if (rest) parts.push(belowThousand(rest))
  return parts.join(' ')
}

/** 118050 -> 'Rupees One Thousand One Hundred Eighty and Fifty Paise Only'. */
export function amountInWords(paise: number) {
  const rupees = Math.floor(paise / 100)
  const rest = paise % 100
  const words = `Rupees ${numberInWords(rupees)}`
  return rest ? `${words} and ${numberInWords(rest)} Paise Only` : `${words} Only`
}
