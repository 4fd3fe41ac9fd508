import type { ReactNode } from 'react'
import { Callout, Intent } from '@blueprintjs/core'

interface FormMessageProps {
  /** The app's slot class, which gives the slot its spacing */
  className: string
  /** What went wrong, as the server or the form words it; nothing while all is well */
  message: ReactNode
}

/**
 * The slot above a form's button where a refusal appears. It is always rendered, so a screen
 * reader announces a message that arrives in it (aria-live).
 */
export function FormMessage({ className, message }: FormMessageProps) {
  return (
    <div className={className} aria-live="polite">
      {message ? (
        <Callout intent={Intent.DANGER} compact>
          {message}
        </Callout>
      ) : null}
    </div>
  )
}
