import { Intent } from '@blueprintjs/core'

/** The id of the text that explains a field's error, for its aria-describedby. */
export const errorIdOf = (fieldId: string) => `${fieldId}-error`

/** A FormGroup's intent and helper text for a field that may have an error. */
export function errorGroupProps(fieldId: string, error: string | null | undefined) {
  return {
    intent: error ? Intent.DANGER : undefined,
    helperText: error ? <span id={errorIdOf(fieldId)}>{error}</span> : undefined,
  }
}
