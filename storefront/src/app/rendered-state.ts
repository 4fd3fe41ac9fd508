import type { QueryClient } from '@tanstack/react-query'
import { RENDERED_STATE_ID, type RenderedState } from '@pathshala/shared/rendered-page'

/**
 * A visitor's first visit to a listing or a course arrives rendered by the API (src/prerender/render-first-visit.tsx) with
 * the answers it shows and the stored choices it was rendered from: puts those answers into
 * `queryClient`, and answers whether the markup can be adopted as it is. It cannot when this
 * browser's storage differs (a cookie cleared, the view changed in another tab): the browser's
 * own render would differ, so it replaces the markup. Any other page: true, nothing to put.
 */
export function adoptRenderedState(queryClient: QueryClient) {
  const script = document.getElementById(RENDERED_STATE_ID)
  if (!script) return true
  const { queries, storage } = JSON.parse(script.textContent!) as RenderedState
  // Answered as the page arrived, whenever the server rendered it (its render may be kept a
  // while): a query finding them stale would refetch on mount and report fetching in its first
  // render, which then differs from the markup. The session's (0) is asked again on purpose.
  const arrived = Date.now()
  for (const { queryKey, data, updatedAt } of queries) {
    queryClient.setQueryData(queryKey, data, { updatedAt: updatedAt && arrived })
  }
  return Object.entries(storage).every(([key, value]) => localStorage.getItem(key) === value)
}
