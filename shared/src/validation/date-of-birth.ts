import { DATE_OF_BIRTH_MIN_YEAR } from '../constants.ts'

const DATE_OF_BIRTH_PATTERN = /^(\d{2})\.(\d{2})\.(\d{4})$/

/**
 * Formats the date-of-birth field as it is typed: digits only, dots inserted to give
 * DD.MM.YYYY, at most 10 characters. A dot is only added once a digit follows it, so
 * backspacing over a dot is not undone on the next render.
 */
export function formatDateOfBirthInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 8)
  if (digits.length <= 2) return digits
  if (digits.length <= 4) return `${digits.slice(0, 2)}.${digits.slice(2)}`
  return `${digits.slice(0, 2)}.${digits.slice(2, 4)}.${digits.slice(4)}`
}

/** A complete DD.MM.YYYY that exists in the calendar, no earlier than 1900 and not after today. */
export function isValidDateOfBirth(value: string, today: Date = new Date()): boolean {
  const match = DATE_OF_BIRTH_PATTERN.exec(value)
  if (!match) return false
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (year < DATE_OF_BIRTH_MIN_YEAR || month < 1 || month > 12 || day < 1) return false
  if (day > daysInMonth(year, month)) return false
  const birth = year * 10_000 + month * 100 + day
  const current = today.getFullYear() * 10_000 + (today.getMonth() + 1) * 100 + today.getDate()
  return birth <= current
}

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}
