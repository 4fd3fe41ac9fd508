import type { ReactElement, ReactNode } from 'react'
import { LogIn } from '@blueprintjs/icons'
import { FormMessage } from './FormMessage.tsx'
import { SubmitButton } from './SubmitButton.tsx'

/** What a form's button says, before and while it sends, and its icon. */
export interface SubmitWords {
  text: string
  pendingText: string
  icon?: ReactElement
}

/** The words of both apps' Sign In button, so the two say the same. */
export const SIGN_IN_SUBMIT: SubmitWords = {
  text: 'Sign In',
  pendingText: 'Signing in...',
  icon: <LogIn />,
}

interface FormSubmitProps extends SubmitWords {
  /** The app's class for the message slot */
  messageClassName: string
  /** The refusal to show above the button; nothing while all is well */
  message: ReactNode
  pending: boolean
  /** Disabled for a reason of the form's own, besides a running request */
  disabled?: boolean
}

/** The end of a form: the slot for its refusal, then its one primary button. */
export function FormSubmit({ messageClassName, message, ...button }: FormSubmitProps) {
  return (
    <>
      <FormMessage className={messageClassName} message={message} />
      <SubmitButton {...button} />
    </>
  )
}
