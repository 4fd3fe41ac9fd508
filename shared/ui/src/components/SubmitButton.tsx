import type { ReactElement } from 'react'
import { Button, Intent } from '@blueprintjs/core'

interface SubmitButtonProps {
  /** What the button says ('Sign In') */
  text: string
  /** What it says while the request runs ('Signing in...') */
  pendingText: string
  pending: boolean
  /** Disabled for a reason of the form's own, besides a running request */
  disabled?: boolean
  icon?: ReactElement
}

/** A form's one full-width primary button; it cannot be pressed twice while its request runs. */
export function SubmitButton({ text, pendingText, pending, disabled, icon }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      size="large"
      intent={Intent.PRIMARY}
      fill
      icon={icon}
      disabled={pending || disabled}
      text={pending ? pendingText : text}
    />
  )
}
