import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import {
  changeFilters,
  clearedFilters,
  filtersFromParams,
  paramsFromFilters,
  type ExploreFilters,
} from '../lib/explore-filters.ts'

interface UpdateOptions {
  /** Replace the history entry instead of adding one (corrections nobody wants to go back to). */
  replace?: boolean
}

/** The catalogue's filters, kept in the URL's query string (refresh and shared links keep them). */
export function useExploreFilters() {
  const [params, setParams] = useSearchParams()
  const query = params.toString()
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(query)), [query])

  const update = useCallback(
    (change: Partial<ExploreFilters>, options: UpdateOptions = {}) =>
      setParams((current) => paramsFromFilters(changeFilters(filtersFromParams(current), change)), {
        replace: options.replace ?? false,
      }),
    [setParams]
  )

  const clearAll = useCallback(
    () => setParams((current) => paramsFromFilters(clearedFilters(filtersFromParams(current)))),
    [setParams]
  )

  return { filters, update, clearAll }
}
