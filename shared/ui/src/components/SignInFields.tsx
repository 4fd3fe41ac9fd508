import type { SignInFieldsState } from '../hooks/use-sign-in-fields.ts'
import { EmailField } from './EmailField.tsx'
import { PasswordField } from './PasswordField.tsx'

interface SignInFieldsProps {
  /** The fields' ids are `<idPrefix>-email` and `<idPrefix>-password` */
  idPrefix: string
  fields: SignInFieldsState
  /** 'username' where the address is the account's name to a password manager */
  emailAutoComplete: 'email' | 'username'
  /** The server's word on a field, shown when the form's own check has none */
  serverErrors?: { email?: string; password?: string }
  emailPlaceholder?: string
  passwordPlaceholder?: string
  /** Marks the email box required for the browser too */
  required?: boolean
}

/** The email and password of a sign-in form; the first empty one takes the focus. */
export function SignInFields({
  idPrefix,
  fields,
  emailAutoComplete,
  serverErrors = {},
  emailPlaceholder,
  passwordPlaceholder,
  required,
}: SignInFieldsProps) {
  const emailKnown = fields.initialEmail !== ''
  return (
    <>
      <EmailField
        id={`${idPrefix}-email`}
        label="Email"
        required={required}
        autoComplete={emailAutoComplete}
        placeholder={emailPlaceholder}
        autoFocus={!emailKnown}
        value={fields.email}
        onValueChange={fields.editEmail}
        error={fields.emailError ?? serverErrors.email}
      />
      <PasswordField
        id={`${idPrefix}-password`}
        label="Password"
        autoComplete="current-password"
        placeholder={passwordPlaceholder}
        autoFocus={emailKnown}
        value={fields.password}
        onValueChange={fields.editPassword}
        error={fields.passwordError ?? serverErrors.password}
      />
    </>
  )
}
