import { useCallback } from 'react'
import { useUrlFilters } from '@pathshala/ui'
import {
  changeFilters,
  clearedFilters,
  EXPLORE_FILTERS_IN_URL,
  type ExploreFilters,
} from '../lib/explore-filters.ts'

interface UpdateOptions {
  /** Replace the history entry instead of adding one (corrections nobody wants to go back to). */
  replace?: boolean
}

/** The catalogue's filters, kept in the URL's query string (refresh and shared links keep them). */
export function useExploreFilters() {
  const { filters, setFilters } = useUrlFilters(EXPLORE_FILTERS_IN_URL)

  const update = useCallback(
    (change: Partial<ExploreFilters>, options: UpdateOptions = {}) =>
      setFilters((current) => changeFilters(current, change), options),
    [setFilters]
  )

  const clearAll = useCallback(() => setFilters(clearedFilters), [setFilters])

  return { filters, update, clearAll }
}
