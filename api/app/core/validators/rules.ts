import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import {
  isCompleteOtp,
  isValidContactNumber,
  isValidDateOfBirth,
  validateNewPassword,
} from '@pathshala/shared'
import { FIELD_MESSAGES } from '#core/validators/messages'

/**
 * A text that one of the shared checks accepts: the front ends run the same function before
 * sending, so both sides agree on what is valid. Each field's messages provider words the error.
 */
const passes = vine.createRule(
  (value: unknown, check: (text: string) => boolean, field: FieldContext) => {
    if (typeof value === 'string' && !check(value)) {
      field.report('The {{ field }} field is not valid', 'format', field)
    }
  }
)

/** The local number without the +91 prefix: exactly ten digits. */
export const contactNumber = () => vine.string().trim().use(passes(isValidContactNumber))

/** A sign-up code: exactly OTP_LENGTH digits. */
export const otpCode = () => vine.string().trim().use(passes(isCompleteOtp))

/**
 * The new-password rules of the reset page, reported one message at a time in
 * the order the reset form checks them.
 */
export const newPasswordPolicy = vine.createRule(
  (value: unknown, _: undefined, field: FieldContext) => {
    if (typeof value !== 'string') return
    const failure = validateNewPassword(value)
    if (failure) field.report(failure, 'passwordPolicy', field)
  }
)

/**
 * DD.MM.YYYY that names a real calendar day, not in the future and not before
 * DATE_OF_BIRTH_MIN_YEAR.
 */
export const dateOfBirth = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  if (!isValidDateOfBirth(value)) field.report(FIELD_MESSAGES.dateOfBirth, 'dateOfBirth', field)
})
