import { createLearnerApiClient } from '@pathshala/shared'
import { fetchWithEarlyAnswers } from './early-answers.ts'

let transport: typeof fetch = fetchWithEarlyAnswers

/**
 * Sends the API client's requests through `send` until the answered function is called: the
 * server renderer (src/prerender/render-first-visit.tsx) asks the API over loopback with the app's
 * own requests. It renders one page at a time, so nothing else sends meanwhile.
 */
export function sendApiRequestsThrough(send: typeof fetch) {
  const previous = transport
  transport = send
  return () => {
    transport = previous
  }
}

/**
 * The one API client of the storefront: same origin, cookie session + XSRF header, the
 * learner's calls only (the builder's and the admin's are the admin app's). Its first requests
 * on a client-rendered page may already have been sent by the page's HTML.
 */
export const api = createLearnerApiClient({
  baseUrl: '/api/v1',
  auth: { kind: 'cookie' },
  fetch: (input, init) => transport(input, init),
})
