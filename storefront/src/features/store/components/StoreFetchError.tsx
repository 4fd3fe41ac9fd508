import { Button } from '@blueprintjs/core'
import { Error as ErrorIcon, Refresh } from '@blueprintjs/icons'
import { BOOKS_FETCH_FAILED, booksErrorMessage } from '@pathshala/shared'
import { EmptyState } from '@pathshala/ui'

interface Props {
  error: unknown
  retrying: boolean
  onRetry: () => void
}

/**
 * 'Failed to fetch books' with what went wrong (docs/screens/learner.md#store) and a way to try
 * again.
 */
export function StoreFetchError({ error, retrying, onRetry }: Props) {
  return (
    <EmptyState
      icon={<ErrorIcon />}
      title={BOOKS_FETCH_FAILED}
      description={booksErrorMessage(error)}
      action={
        <Button
          intent="primary"
          icon={<Refresh />}
          text="Try again"
          loading={retrying}
          onClick={onRetry}
        />
      }
    />
  )
}
