import type { ReactNode } from 'react'
import { Intent } from '@blueprintjs/core'

/** The id of the text under a field that says what is wrong with it (its aria-describedby). */
export const fieldErrorId = (fieldId: string) => `${fieldId}-error`

/**
 * A FormGroup's side of a field that may be wrong: red, with the error where the hint was (the
 * error says what the field needs, so the hint would only repeat it).
 */
export function groupErrorProps(fieldId: string, error: string | undefined, hint?: ReactNode) {
  return {
    intent: error ? Intent.DANGER : Intent.NONE,
    helperText: error ? <span id={fieldErrorId(fieldId)}>{error}</span> : hint,
  }
}

/** The control's side: marked invalid for assistive technology and described by its error. */
export function controlErrorProps(fieldId: string, error: string | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? fieldErrorId(fieldId) : undefined,
  } as const
}

/** controlErrorProps with Blueprint's red outline, for InputGroup and TextArea. */
export function inputErrorProps(fieldId: string, error: string | undefined) {
  return { ...controlErrorProps(fieldId, error), intent: error ? Intent.DANGER : Intent.NONE }
}
