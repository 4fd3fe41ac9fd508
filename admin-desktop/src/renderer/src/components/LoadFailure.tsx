import { Button } from '@blueprintjs/core'
import { Error as ErrorIcon } from '@blueprintjs/icons'
import { EmptyState, serverMessageOr } from '@pathshala/ui'

interface LoadFailureProps {
  /** The heading, e.g. 'The users could not be loaded' */
  title: string
  error: unknown
  onRetry: () => void
  retrying?: boolean
}

/**
 * What a screen shows when its data could not be fetched: the server's reason when it gave
 * one, and Try again. Every admin screen fails the same way.
 */
export function LoadFailure({ title, error, onRetry, retrying = false }: LoadFailureProps) {
  return (
    <EmptyState
      icon={<ErrorIcon />}
      title={title}
      description={serverMessageOr(error, 'Check the connection to the server and try again.')}
      action={
        <Button intent="primary" onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      }
    />
  )
}
