import { NEW_PASSWORD_MAX, NEW_PASSWORD_MIN, PASSWORD_SPECIAL_CHARACTERS } from '../constants.ts'
import { MESSAGES } from '../messages.ts'

const LOWERCASE = /[a-z]/
const UPPERCASE = /[A-Z]/
const DIGIT = /\d/

export type PasswordStrengthLabel = 'Weak' | 'Medium' | 'Strong'

export interface PasswordStrength {
  /** How many of the six rules are met, 0-6. */
  score: number
  label: PasswordStrengthLabel
}

function hasSpecialCharacter(password: string): boolean {
  return [...password].some((character) => PASSWORD_SPECIAL_CHARACTERS.includes(character))
}

interface PasswordRule {
  test: (password: string) => boolean
  message: string
}

// In the order docs/screens/learner.md#form-rules-and-messages lists them; validateNewPassword
// reports the first one broken.
const NEW_PASSWORD_RULES: readonly PasswordRule[] = [
  { test: (password) => password.length >= NEW_PASSWORD_MIN, message: MESSAGES.passwordTooShort },
  { test: (password) => LOWERCASE.test(password), message: MESSAGES.passwordNeedsLowercase },
  { test: (password) => UPPERCASE.test(password), message: MESSAGES.passwordNeedsUppercase },
  { test: (password) => DIGIT.test(password), message: MESSAGES.passwordNeedsNumber },
  { test: hasSpecialCharacter, message: MESSAGES.passwordNeedsSpecial },
  { test: (password) => password.length <= NEW_PASSWORD_MAX, message: MESSAGES.passwordTooLong },
]

/** Rules for a new password (reset page): the first failing message, or null when it passes. */
export function validateNewPassword(password: string): string | null {
  return NEW_PASSWORD_RULES.find((rule) => !rule.test(password))?.message ?? null
}

export function validatePasswordConfirmation(
  password: string,
  confirmation: string
): string | null {
  if (confirmation === '') return MESSAGES.confirmPasswordRequired
  if (confirmation !== password) return MESSAGES.passwordsDoNotMatch
  return null
}

/** The meter under the new-password field: up to 2 rules Weak, 3-4 Medium, 5-6 Strong. */
export function passwordStrength(password: string): PasswordStrength {
  const score = NEW_PASSWORD_RULES.filter((rule) => rule.test(password)).length
  const label: PasswordStrengthLabel = score <= 2 ? 'Weak' : score <= 4 ? 'Medium' : 'Strong'
  return { score, label }
}
