import vine from '@vinejs/vine'
import { DateTime } from 'luxon'
import type { FieldContext } from '@vinejs/vine/types'
import { FIELD_MESSAGES } from '#validators/messages'

const SPECIAL_CHARACTERS = /[!@#$%^&*(),.?":{}|<>]/

/**
 * The new-password rules of the reset page, reported one message at a time in
 * the spec's order.
 */
export const newPasswordPolicy = vine.createRule(
  (value: unknown, _: undefined, field: FieldContext) => {
    if (typeof value !== 'string') return
    const failure =
      value.length < 8
        ? FIELD_MESSAGES.newPasswordTooShort
        : !/[a-z]/.test(value)
          ? FIELD_MESSAGES.newPasswordLowercase
          : !/[A-Z]/.test(value)
            ? FIELD_MESSAGES.newPasswordUppercase
            : !/\d/.test(value)
              ? FIELD_MESSAGES.newPasswordNumber
              : !SPECIAL_CHARACTERS.test(value)
                ? FIELD_MESSAGES.newPasswordSpecial
                : value.length > 50
                  ? FIELD_MESSAGES.newPasswordTooLong
                  : null
    if (failure) field.report(failure, 'passwordPolicy', field)
  }
)

/**
 * DD.MM.YYYY that names a real calendar day, not in the future and not before 1900.
 */
export const dateOfBirth = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  const date = DateTime.fromFormat(value, 'dd.MM.yyyy', { zone: 'utc' })
  const valid =
    /^\d{2}\.\d{2}\.\d{4}$/.test(value) &&
    date.isValid &&
    date.year >= 1900 &&
    date <= DateTime.utc().endOf('day')
  if (!valid) field.report(FIELD_MESSAGES.dateOfBirth, 'dateOfBirth', field)
})
