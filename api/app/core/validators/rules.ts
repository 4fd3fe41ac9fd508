import vine from '@vinejs/vine'
import type { FieldContext, JsonSchemaModifier } from '@vinejs/vine/types'
import {
  CONTACT_NUMBER_LENGTH,
  OTP_LENGTH,
  isCompleteOtp,
  isValidContactNumber,
  isValidDateOfBirth,
  validateNewPassword,
} from '@pathshala/shared'
import { FIELD_MESSAGES } from '#core/validators/messages'

/** A field's JSON Schema as a rule's `toJSONSchema` hook receives it (the API reference's input). */
export type FieldJsonSchema = Parameters<JsonSchemaModifier<unknown>>[0]

/**
 * Checks nothing: says in the field's JSON Schema (the API reference) what its other checks
 * enforce without saying it themselves, such as the list of VineJS's string `in` rule, which
 * contributes nothing to the schema. Accepts and rejects exactly what the field did without it.
 */
export const described = vine.createRule(
  (_value: unknown, _schema: FieldJsonSchema, _field: FieldContext) => {},
  {
    name: 'described',
    toJSONSchema: (schema, extra) => {
      Object.assign(schema, extra)
    },
  }
)

/**
 * Text that is one of `choices` once trimmed and lower-cased, and is answered lower-cased.
 * The JSON Schema lists the choices as written here, the spellings the front ends send
 * (`Student`, `asc`), and says that case is ignored.
 */
export const choiceOf = (choices: readonly string[]) =>
  vine
    .string()
    .trim()
    .toLowerCase()
    .in(choices.map((choice) => choice.toLowerCase()))
    .use(described({ enum: [...choices], description: 'Case is ignored.' }))

/**
 * A text that one of the shared checks accepts: the front ends run the same function before
 * sending, so both sides agree on what is valid. Each field's messages provider words the error;
 * `pattern` is the same check as a JSON Schema pattern, for the API reference.
 */
const passes = vine.createRule(
  (
    value: unknown,
    { check }: { check: (text: string) => boolean; pattern: string },
    field: FieldContext
  ) => {
    if (typeof value === 'string' && !check(value)) {
      field.report('The {{ field }} field is not valid', 'format', field)
    }
  },
  {
    toJSONSchema: (schema, { pattern }) => {
      schema.pattern = pattern
    },
  }
)

/** The local number without the +91 prefix: exactly ten digits. */
export const contactNumber = () =>
  vine
    .string()
    .trim()
    .use(passes({ check: isValidContactNumber, pattern: `^\\d{${CONTACT_NUMBER_LENGTH}}$` }))

/** A sign-up code: exactly OTP_LENGTH digits. */
export const otpCode = () =>
  vine
    .string()
    .trim()
    .use(passes({ check: isCompleteOtp, pattern: `^\\d{${OTP_LENGTH}}$` }))

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
 * DATE_OF_BIRTH_MIN_YEAR. Not an ISO date, so its JSON Schema gives the shape as a pattern (the
 * calendar and the limits on the year are the rule's own).
 */
export const dateOfBirth = vine.createRule(
  (value: unknown, _: undefined, field: FieldContext) => {
    if (typeof value !== 'string') return
    if (!isValidDateOfBirth(value)) field.report(FIELD_MESSAGES.dateOfBirth, 'dateOfBirth', field)
  },
  {
    toJSONSchema: (schema) => {
      schema.pattern = String.raw`^(?:0[1-9]|[12]\d|3[01])\.(?:0[1-9]|1[0-2])\.\d{4}$`
    },
  }
)

/** What a lenient listing does with a filter it knows but whose value it cannot use. */
export type LenientListing = { invalidValues: 'ignored' | 'refused' }

export const LENIENT_LISTING_DESCRIPTIONS: Record<LenientListing['invalidValues'], string> = {
  ignored:
    'Accepts any input from the old client: unknown or invalid filters are ignored, never refused.',
  refused:
    'Accepts what the old client sends: every filter may be left out, and unknown ones are ' +
    'ignored, never refused; a known filter with a value of the wrong type or out of range is ' +
    'refused (422).',
}

/**
 * Checks nothing: marks a listing's filters (its object schema) as answered whatever else the
 * old client sends with them. The JSON Schema carries `x-lenient: true` (the API reference
 * reads it as the route's `lenientInput`), takes unknown properties (VineJS drops them, it
 * never refuses them) and says so in its description. When invalid values are ignored as well
 * (the store's list, docs/api-contract.md#filter-sanitising), each property also takes any
 * other value beside the ones the listing uses.
 */
export const lenientListing = vine.createRule(
  (_value: unknown, _options: LenientListing, _field: FieldContext) => {},
  {
    name: 'lenientListing',
    toJSONSchema: (schema, { invalidValues }) => {
      Object.assign(schema, {
        'x-lenient': true,
        'additionalProperties': true,
        'description': LENIENT_LISTING_DESCRIPTIONS[invalidValues],
      })
      if (invalidValues !== 'ignored' || !schema.properties) return
      for (const [name, used] of Object.entries(schema.properties)) {
        if (typeof used === 'boolean') continue
        // the values the listing uses, then anything else (ignored)
        const onlyAlternatives = used.anyOf && Object.keys(used).length === 1
        schema.properties[name] = { anyOf: [...(onlyAlternatives ? used.anyOf! : [used]), {}] }
      }
    },
  }
)
