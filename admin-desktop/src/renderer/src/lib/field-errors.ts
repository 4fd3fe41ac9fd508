import { isApiError, type FieldError } from '@pathshala/shared'

/** What is wrong with each field of a form, by the form's own field names; a valid field has none. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>

/** The first field with an error, in the order the form shows its fields; null when none has. */
export function firstInvalid<F extends string>(
  order: readonly F[],
  errors: FieldErrors<F>
): F | null {
  return order.find((field) => errors[field]) ?? null
}

/**
 * The errors after one field changed: that field's follows what is wrong with it now (gone once
 * it is valid); the others stay as they were until their own field changes or the form is sent.
 * A field with no error shown gets none while it is typed in.
 */
export function revisedErrors<F extends string>(
  shown: FieldErrors<F>,
  field: F,
  found: FieldErrors<F>
): FieldErrors<F> {
  if (!shown[field]) return shown
  const next = { ...shown }
  if (found[field]) next[field] = found[field]
  else delete next[field]
  return next
}

/**
 * A refusal's field errors (422 `errors: [{ field, message }]`) by the form's field names:
 * `names` maps each server field the form shows to its own (`themes.0` counts as `themes`). A
 * field the form does not show is left out, so the caller says the server's message instead.
 */
export function fieldErrorsOf<F extends string>(
  errors: readonly FieldError[],
  names: Readonly<Record<string, F>>
): FieldErrors<F> {
  const found: FieldErrors<F> = {}
  for (const error of errors) {
    const field = names[error.field.split(/[.[]/)[0]!]
    if (field && !found[field]) found[field] = error.message
  }
  return found
}

/** fieldErrorsOf for a failed call: none unless the server refused named fields. */
export function serverFieldErrors<F extends string>(
  error: unknown,
  names: Readonly<Record<string, F>>
): FieldErrors<F> {
  return isApiError(error) ? fieldErrorsOf(error.errors, names) : {}
}

/** Whether there is any error at all. */
export const hasFieldErrors = (errors: FieldErrors<string>): boolean =>
  Object.values(errors).some(Boolean)
