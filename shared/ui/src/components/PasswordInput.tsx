import { useState } from 'react'
import { Button, InputGroup, type Intent } from '@blueprintjs/core'
import { EyeOff, EyeOpen, Lock } from '@blueprintjs/icons'

interface PasswordInputProps {
  id: string
  value: string
  onValueChange: (value: string) => void
  onBlur?: () => void
  autoComplete: 'current-password' | 'new-password'
  intent?: Intent
  placeholder?: string
  describedBy?: string
  disabled?: boolean
  autoFocus?: boolean
  inputRef?: React.Ref<HTMLInputElement>
}

/**
 * A password field with a show/hide toggle; the toggle says what it will do next. The
 * storefront's sign-in, sign-up and reset forms and the admin app's sign-in use it.
 */
export function PasswordInput({
  id,
  value,
  onValueChange,
  onBlur,
  autoComplete,
  intent,
  placeholder,
  describedBy,
  disabled,
  autoFocus,
  inputRef,
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false)
  return (
    <InputGroup
      id={id}
      inputRef={inputRef}
      size="large"
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      leftIcon={<Lock />}
      placeholder={placeholder}
      value={value}
      onValueChange={onValueChange}
      onBlur={onBlur}
      intent={intent}
      disabled={disabled}
      autoFocus={autoFocus}
      aria-describedby={describedBy}
      aria-invalid={intent === 'danger' ? true : undefined}
      rightElement={
        <Button
          variant="minimal"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-controls={id}
          icon={visible ? <EyeOff /> : <EyeOpen />}
          disabled={disabled}
          onClick={() => setVisible(!visible)}
        />
      }
    />
  )
}
