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
  for (const { queryKey, data, updatedAt } of queries) {
    queryClient.setQueryData(queryKey, data, { updatedAt })
  }
  return Object.entries(storage).every(([key, value]) => localStorage.getItem(key) === value)
}
