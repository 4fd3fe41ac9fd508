import { CONTACT_NUMBER_LENGTH, CONTACT_NUMBER_PREFIX } from '../constants.ts'

/**
 * Keeps digits only, at most ten. The field already shows +91, so a pasted '+91 98765 43210'
 * loses that prefix instead of leaving '9198765432'.
 */
export function sanitizeContactNumber(value: string): string {
  const trimmed = value.trim()
  const local = trimmed.startsWith(CONTACT_NUMBER_PREFIX)
    ? trimmed.slice(CONTACT_NUMBER_PREFIX.length)
    : trimmed
  return local.replace(/\D/g, '').slice(0, CONTACT_NUMBER_LENGTH)
}

export function isValidContactNumber(value: string): boolean {
  return new RegExp(`^\\d{${CONTACT_NUMBER_LENGTH}}$`).test(value)
}
