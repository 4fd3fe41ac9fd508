import { useEffect, useState } from 'react'
import { firstInvalid, revisedErrors, type FieldErrors } from '../lib/field-errors.ts'

/**
 * The errors a form shows at its fields. `show` puts every error up at once (on submit, or a
 * server's refusal) and moves focus to the first invalid field, in the form's order; `revise`
 * follows one field as it changes, so its error goes as soon as it is valid; `mark` refuses one
 * field's choice where it is made. `idOf` names each field's control, the one that takes focus.
 */
export function useFieldErrors<F extends string>(order: readonly F[], idOf: (field: F) => string) {
  const [errors, setErrors] = useState<FieldErrors<F>>({})
  // focus moves once the errors are on screen, and the control is enabled again (a form that
  // was sending disables some while it waits)
  const [focusOn, setFocusOn] = useState<{ field: F } | null>(null)
  useEffect(() => {
    if (focusOn) document.getElementById(idOf(focusOn.field))?.focus()
    // each request once (a new object per request), whatever idOf is
  }, [focusOn])
  return {
    errors,
    /** true when there was an error to show */
    show(found: FieldErrors<F>): boolean {
      setErrors(found)
      const first = firstInvalid(order, found)
      if (first) setFocusOn({ field: first })
      return first !== null
    },
    revise(field: F, found: FieldErrors<F>) {
      setErrors((shown) => revisedErrors(shown, field, found))
    },
    /** One field is refused as it is chosen (a file of the wrong kind): said there, focus stays */
    mark(field: F, message: string) {
      setErrors((shown) => ({ ...shown, [field]: message }))
    },
  }
}
