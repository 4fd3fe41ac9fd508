import { FormGroup, InputGroup, Intent } from '@blueprintjs/core'
import { Envelope } from '@blueprintjs/icons'
import { errorGroupProps, errorIdOf } from './field-error.tsx'

interface EmailFieldProps {
  id: string
  label: string
  value: string
  onValueChange: (value: string) => void
  /** Shown under the field and read with it; null or undefined while the field is fine */
  error?: string | null
  /** 'username' where the address is the account's name to a password manager */
  autoComplete: 'email' | 'username'
  placeholder?: string
  required?: boolean
  autoFocus?: boolean
}

/** A labelled email box whose error is tied to it for screen readers. */
export function EmailField({
  id,
  label,
  value,
  onValueChange,
  error,
  autoComplete,
  placeholder,
  required,
  autoFocus,
}: EmailFieldProps) {
  return (
    <FormGroup label={label} labelFor={id} {...errorGroupProps(id, error)}>
      <InputGroup
        id={id}
        size="large"
        type="email"
        required={required}
        leftIcon={<Envelope />}
        autoComplete={autoComplete}
        placeholder={placeholder}
        autoFocus={autoFocus}
        value={value}
        onValueChange={onValueChange}
        intent={error ? Intent.DANGER : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdOf(id) : undefined}
      />
    </FormGroup>
  )
}
