import { QueryClient } from '@tanstack/react-query'
import type { EarlyRequest } from '@pathshala/shared/early-requests-script'
import { prefetchSession } from '../features/auth/index.ts'
import { startPageData } from '../app/prefetch-page-data.ts'

/** Lets every request the code has started without waiting for an answer be made. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function headersOf(init: RequestInit) {
  return Object.fromEntries(new Headers(init.headers).entries())
}

/**
 * The API requests a page the browser renders sends on a first visit to its address without a
 * query before anything has answered (src/main.tsx), for its HTML to send them at once
 * (scripts/page-html.mjs): the session's, then the page's own. Recorded when the storefront is
 * built by running the same code with a fetch that never answers, so they are the app's own
 * requests, and only those that wait for no answer. None for a page that asks for nothing of
 * its own there (a course, always shown for a query): on a slow network the session's alone
 * would only hold up the page's scripts.
 */
export async function recordFirstRequests(route: string): Promise<EarlyRequest[]> {
  const requests: EarlyRequest[] = []
  const networkFetch = globalThis.fetch
  globalThis.fetch = ((input: RequestInfo | URL, init: RequestInit = {}) => {
    requests.push({
      method: init.method ?? 'GET',
      url: String(input),
      headers: headersOf(init),
      ...(typeof init.body === 'string' && { body: init.body }),
      ...(init.credentials && { credentials: init.credentials }),
    })
    return new Promise<Response>(() => {})
  }) as typeof fetch
  const queryClient = new QueryClient()
  let sessionRequests = 0
  try {
    prefetchSession(queryClient)
    await settle()
    sessionRequests = requests.length
    await startPageData(queryClient, { pathname: route, search: '' } as Location)
    await settle()
  } finally {
    globalThis.fetch = networkFetch
    queryClient.clear()
  }
  return requests.length > sessionRequests ? requests : []
}
