import { useCallback, useContext, useEffect, useMemo, useRef } from 'react'
import { UNSAFE_DataRouterContext, useLocation, useSearchParams } from 'react-router'

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

/** `pathname` without the router's basename ('/admin/course/draft' under '/admin': '/course/draft'). */
function withinApp(pathname: string, basename: string): string {
  if (basename === '/' || !pathname.toLowerCase().startsWith(basename.toLowerCase()))
    return pathname
  return pathname.slice(basename.replace(/\/$/, '').length) || '/'
}

/**
 * Whether the screen rendering this is still where the router is, with no navigation to another
 * address under way. A lazy route keeps the old screen mounted while its code loads (and a
 * moment after), and react-router writes a query string relative to wherever the router is
 * then: a filter written by the old screen would cancel the navigation, or land on the next
 * screen's address in place of its own query (?id= lost).
 */
function useStillHere(): () => boolean {
  const dataRouter = useContext(UNSAFE_DataRouterContext)
  const { pathname } = useLocation()
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  return useCallback(() => {
    if (!mounted.current) return false
    // a plain <BrowserRouter> has no lazy routes or loaders: no navigation is ever pending
    if (!dataRouter) return true
    const { router } = dataRouter
    const { location, navigation } = router.state
    const here = (path: string) => withinApp(path, router.basename ?? '/') === pathname
    return (
      here(location.pathname) && (navigation.state === 'idle' || here(navigation.location.pathname))
    )
  }, [dataRouter, pathname])
}

/**
 * A screen's filters kept in the URL's query string, so a refresh, Back and a shared link all
 * show the same list. `canonical` rewrites a hand-edited or outdated link into the form the
 * filters actually shown would have (page=abc becomes no page at all), without a history entry.
 * Once the screen is being left (a link followed, its route still loading), nothing is written.
 * Keep `codec` stable (a module constant).
 */
export function useUrlFilters<Filters>(
  codec: UrlFilterCodec<Filters>,
  { canonical = false }: { canonical?: boolean } = {}
) {
  const [params, setSearchParams] = useSearchParams()
  const stillHere = useStillHere()
  const query = params.toString()
  // the query last written, until the router shows it: react-router hands a functional update
  // the query of the last render, so a second change before the next render (a filter, then a
  // sort at once) would undo the first
  const written = useRef(query)
  useEffect(() => {
    written.current = query
  }, [query])
  const setParams = useCallback(
    (next: URLSearchParams, options: SetOptions) => {
      if (!stillHere()) return
      written.current = next.toString()
      void setSearchParams(next, options)
    },
    [setSearchParams, stillHere]
  )
  const filters = useMemo(() => codec.parse(new URLSearchParams(query)), [codec, query])

  const setFilters = useCallback(
    (next: Filters | ((current: Filters) => Filters), options: SetOptions = {}) => {
      const value =
        typeof next === 'function'
          ? (next as (current: Filters) => Filters)(
              codec.parse(new URLSearchParams(written.current))
            )
          : next
      setParams(codec.serialize(value), { replace: options.replace ?? false })
    },
    [codec, setParams]
  )

  useEffect(() => {
    if (!canonical) return
    const clean = codec.serialize(filters)
    if (clean.toString() !== query) setParams(clean, { replace: true })
  }, [canonical, codec, filters, query, setParams])

  return { filters, setFilters }
}
