import { useState } from 'react'
import { isValidEmail, MESSAGES } from '@pathshala/shared'

export const PASSWORD_REQUIRED = 'Password is required'

export interface SignInCredentials {
  email: string
  password: string
}

/** What a sign-in form's two fields hold, and the checks both apps make before sending them. */
export interface SignInFieldsState {
  /** The address the form opened with; the password field takes the focus when there is one */
  initialEmail: string
  email: string
  password: string
  emailError: string | null
  passwordError: string | null
  editEmail: (value: string) => void
  editPassword: (value: string) => void
  /** Shows each field's rule message; the credentials to send, or null when a field is wrong */
  check: () => SignInCredentials | null
}

/**
 * The email and password of a sign-in form. A field's message goes as soon as it is edited;
 * `onEdit` lets the form drop the server's refusal at the same moment.
 */
export function useSignInFields(initialEmail: string, onEdit: () => void): SignInFieldsState {
  const [email, setEmail] = useState(initialEmail)
  const [password, setPassword] = useState('')
  const [emailError, setEmailError] = useState<string | null>(null)
  const [passwordError, setPasswordError] = useState<string | null>(null)

  return {
    initialEmail,
    email,
    password,
    emailError,
    passwordError,
    editEmail: (value) => {
      setEmail(value)
      setEmailError(null)
      onEdit()
    },
    editPassword: (value) => {
      setPassword(value)
      setPasswordError(null)
      onEdit()
    },
    check: () => {
      const nextEmailError = isValidEmail(email) ? null : MESSAGES.invalidEmail
      const nextPasswordError = password === '' ? PASSWORD_REQUIRED : null
      setEmailError(nextEmailError)
      setPasswordError(nextPasswordError)
      if (nextEmailError || nextPasswordError) return null
      return { email: email.trim(), password }
    },
  }
}
