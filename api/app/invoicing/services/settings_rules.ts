/*
| Checks of the seller's settings, run when start/env.ts validates the environment (no import
| of env here, so env.ts may use them).
*/
import { INDIAN_STATE_CODES } from '@pathshala/shared'

const GSTIN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/

/** SELLER_GSTIN: 15 characters, starting with a GST state code; unset means no GST registration. */
export function parseGstin(key: string, value?: string) {
  const gstin = value?.trim().toUpperCase()
  if (!gstin) return undefined
  if (!GSTIN.test(gstin) || !INDIAN_STATE_CODES.includes(gstin.slice(0, 2))) {
    throw new Error(`${key} must be a GSTIN such as 29ABCDE1234F1Z5, got "${value}"`)
  }
  return gstin
}

/** SELLER_STATE: a two-digit GST state code (29 is Karnataka). */
export function parseStateCode(key: string, value?: string) {
  const code = value?.trim()
  if (!code) return undefined
  const padded = code.padStart(2, '0')
  if (!INDIAN_STATE_CODES.includes(padded)) {
    throw new Error(`${key} must be a GST state code such as 29 (Karnataka), got "${value}"`)
  }
  return padded
}

/** INVOICE_PREFIX, CREDIT_NOTE_PREFIX: 1 to 3 letters or digits (the number stays at most 16). */
export function parseDocumentPrefix(key: string, value?: string) {
  const prefix = value?.trim()
  if (!prefix) return undefined
  if (!/^[A-Za-z0-9]{1,3}$/.test(prefix)) {
    throw new Error(`${key} must be 1 to 3 letters or digits, got "${value}"`)
  }
  return prefix.toUpperCase()
}

/** GST_SAC: the services accounting code, 4 to 8 digits. */
export function parseSac(key: string, value?: string) {
  const sac = value?.trim()
  if (!sac) return undefined
  if (!/^[0-9]{4,8}$/.test(sac)) throw new Error(`${key} must be 4 to 8 digits, got "${value}"`)
  return sac
}
