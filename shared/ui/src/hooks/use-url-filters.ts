import { useCallback, useEffect, useMemo } from 'react'
import { useSearchParams } from 'react-router'

/** How a screen's filters are read from and written to the query string. */
export interface UrlFilterCodec<Filters> {
  /** Anything missing or invalid takes its default. */
  parse: (params: URLSearchParams) => Filters
  /** Defaults are left out. */
  serialize: (filters: Filters) => URLSearchParams
}

interface SetOptions {
  /** Replace the history entry instead of adding one (typing, corrections nobody goes back to). */
  replace?: boolean
}

/**
 * A screen's filters kept in the URL's query string, so a refresh, Back and a shared link all
 * show the same list. `canonical` rewrites a hand-edited or outdated link into the form the
 * filters actually shown would have (page=abc becomes no page at all), without a history entry.
 * Keep `codec` stable (a module constant).
 */
export function useUrlFilters<Filters>(
  codec: UrlFilterCodec<Filters>,
  { canonical = false }: { canonical?: boolean } = {}
) {
  const [params, setParams] = useSearchParams()
  const query = params.toString()
  const filters = useMemo(() => codec.parse(new URLSearchParams(query)), [codec, query])

  const setFilters = useCallback(
    (next: Filters | ((current: Filters) => Filters), options: SetOptions = {}) =>
      setParams(
        (current) =>
          codec.serialize(
            typeof next === 'function'
              ? (next as (current: Filters) => Filters)(codec.parse(current))
              : next
          ),
        { replace: options.replace ?? false }
      ),
    [codec, setParams]
  )

  useEffect(() => {
    if (!canonical) return
    const clean = codec.serialize(filters)
    if (clean.toString() !== query) setParams(clean, { replace: true })
  }, [canonical, codec, filters, query, setParams])

  return { filters, setFilters }
}
