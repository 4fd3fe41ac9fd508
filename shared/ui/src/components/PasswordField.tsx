import { FormGroup, Intent } from '@blueprintjs/core'
import { errorGroupProps, errorIdOf } from './field-error.tsx'
import { PasswordInput } from './PasswordInput.tsx'

interface PasswordFieldProps {
  id: string
  label: string
  value: string
  onValueChange: (value: string) => void
  onBlur?: () => void
  autoComplete: 'current-password' | 'new-password'
  /** Shown under the field and read with it; null or undefined while the field is fine */
  error?: string | null
  /**
   * The rules, always under the field (id `<id>-help`); an error takes their place, so the
   * field keeps one description.
   */
  hint?: string
  placeholder?: string
  autoFocus?: boolean
}

/** A labelled password box with its show/hide toggle and its error or hint. */
export function PasswordField({
  id,
  label,
  value,
  onValueChange,
  onBlur,
  autoComplete,
  error,
  hint,
  placeholder,
  autoFocus,
}: PasswordFieldProps) {
  const helpId = `${id}-help`
  const group =
    hint === undefined
      ? errorGroupProps(id, error)
      : {
          intent: error ? Intent.DANGER : undefined,
          helperText: <span id={helpId}>{error ?? hint}</span>,
        }
  let describedBy: string | undefined
  if (hint !== undefined) describedBy = helpId
  else if (error) describedBy = errorIdOf(id)
  return (
    <FormGroup label={label} labelFor={id} {...group}>
      <PasswordInput
        id={id}
        autoComplete={autoComplete}
        placeholder={placeholder}
        autoFocus={autoFocus}
        value={value}
        onValueChange={onValueChange}
        onBlur={onBlur}
        intent={error ? Intent.DANGER : undefined}
        describedBy={describedBy}
      />
    </FormGroup>
  )
}
