import { Button } from '@blueprintjs/core'
import { Error as ErrorIcon, Refresh } from '@blueprintjs/icons'
import { BOOKS_FETCH_FAILED, booksErrorMessage, isApiError } from '@pathshala/shared'
import { EmptyState } from '@pathshala/ui'

/** The server's own failure, in words: a status code means nothing to a learner. */
export const STORE_SERVER_ERROR = 'Server error. The store could not be loaded; please try again.'

function whatWentWrong(error: unknown): string {
  return isApiError(error) && error.status >= 500 ? STORE_SERVER_ERROR : booksErrorMessage(error)
}

interface Props {
  error: unknown
  retrying: boolean
  onRetry: () => void
}

/**
 * 'Failed to fetch books' with what went wrong (docs/screens/learner.md#store), in words, and a
 * way to try again.
 */
export function StoreFetchError({ error, retrying, onRetry }: Props) {
  return (
    <EmptyState
      icon={<ErrorIcon />}
      title={BOOKS_FETCH_FAILED}
      description={whatWentWrong(error)}
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
