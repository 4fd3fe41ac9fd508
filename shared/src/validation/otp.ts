import { OTP_LENGTH } from '../constants.ts'

/** Digits only, at most six; pasting a whole code with spaces still works. */
export function sanitizeOtp(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH)
}

export function isCompleteOtp(value: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value)
}
