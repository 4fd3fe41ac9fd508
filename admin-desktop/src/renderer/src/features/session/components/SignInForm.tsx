import type { FormEvent } from 'react'
import { fieldErrorMap, isApiError, MESSAGES } from '@pathshala/shared'
import { FormSubmit, SIGN_IN_SUBMIT, SignInFields, useSignInFields } from '@pathshala/ui'
import { useSignIn } from '../api/use-session.ts'

/** Email and password; the server's own messages are shown as it words them. */
export function SignInForm() {
  const signIn = useSignIn()
  const fields = useSignInFields('', () => signIn.reset())

  const failure = signIn.error
  const serverErrors = isApiError(failure) ? fieldErrorMap(failure.errors) : {}
  const formError = failure
    ? isApiError(failure)
      ? failure.message
      : MESSAGES.requestFailed
    : null

  function submit(event: FormEvent) {
    event.preventDefault()
    const credentials = fields.check()
    if (credentials) signIn.mutate(credentials)
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <SignInFields
        idPrefix="sign-in"
        fields={fields}
        emailAutoComplete="username"
        serverErrors={serverErrors}
      />

      <FormSubmit
        {...SIGN_IN_SUBMIT}
        messageClassName="form-message"
        message={formError}
        pending={signIn.isPending}
      />
    </form>
  )
}
