import type { ReactNode } from 'react'
import { NonIdealState, Spinner } from '@blueprintjs/core'
import { EmptyState, Pagination } from '@pathshala/ui'
import { LoadFailure } from './LoadFailure.tsx'

type EmptyStateProps = Parameters<typeof EmptyState>[0]

/** The paging of a list answer (`meta`), as the admin lists read it. */
interface PageMeta {
  currentPage: number
  totalPages: number
  hasPrevPage: boolean
  hasNextPage: boolean
}

interface PagedResultsProps {
  /** What is listed, for the loading and failure titles ("coupons"). */
  noun: string
  error: unknown
  /** Whether a page is on screen already (a failed refetch keeps it). */
  hasData: boolean
  isPending: boolean
  isFetching: boolean
  count: number | undefined
  /** Whether a search or filter narrowed the list: an empty one then offers `noMatch`. */
  filtered: boolean
  noMatch: EmptyStateProps
  empty: EmptyStateProps
  onRetry: () => void
  meta: PageMeta | undefined
  onPageChange: (page: number) => void
  /** The results' class name and the pagination's label ("Coupons pages"). */
  className: string
  pagesLabel: string
  /** The table of the page's rows. */
  children: ReactNode
}

/**
 * An admin list's body: the failure with a retry, the spinner, the empty state (no match
 * for the filters, or nothing yet), or the table with its pages.
 */
export function PagedResults(props: PagedResultsProps) {
  if (props.error && !props.hasData) {
    return (
      <LoadFailure
        title={`The ${props.noun} could not be loaded`}
        error={props.error}
        onRetry={props.onRetry}
      />
    )
  }
  if (props.isPending) {
    return <NonIdealState icon={<Spinner />} title={`Loading ${props.noun}…`} />
  }
  if (props.count === 0) return <EmptyState {...(props.filtered ? props.noMatch : props.empty)} />
  if (props.count === undefined) return null
  return (
    <div className={props.className} aria-busy={props.isFetching}>
      {props.children}
      {props.meta && (
        <Pagination
          page={props.meta.currentPage}
          totalPages={props.meta.totalPages}
          hasPrevPage={props.meta.hasPrevPage}
          hasNextPage={props.meta.hasNextPage}
          onPageChange={props.onPageChange}
          label={props.pagesLabel}
        />
      )}
    </div>
  )
}
