/**
 * What the select needs of a paged, searched list's loading: TanStack Query's infinite query
 * result fits it as it is, so a feature passes its own query (keyed by its own factory).
 */
export interface PagedQuery {
  /** The first page of the current search is not here yet */
  isPending: boolean
  isError: boolean
  error: unknown
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => unknown
}

/** Every word the select shows: a screen says them its own way. */
export interface PagedSelectTexts {
  /** The trigger's text while nothing is chosen, e.g. "Select a course" */
  placeholder: string
  /** The search box's accessible name */
  searchLabel: string
  searchPlaceholder: string
  /** While the first page loads */
  loading: string
  /** When a page failed and nothing is shown; the server's own message wins */
  failed: string
  /** When the search finds nothing */
  empty: string
  /** The last option while more pages remain */
  loadMore: string
  /** That option while the next page loads (default "Loading more…") */
  loadingMore?: string
}

/** The listbox the options live in. */
export interface PagedListbox {
  /** The trigger and the search box point at it (aria-controls) */
  id: string
  /** Its accessible name */
  label: string
  className?: string
}
