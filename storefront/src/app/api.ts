import type { Registry } from '@pathshala/api/registry/schema'
import {
  createContractClient,
  type ContractAnswerOf,
  type ContractRequestBody,
  type ContractPath,
  type ContractRequestQuery,
  type HttpMethod,
} from '@pathshala/shared'
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
 * The one API client of the storefront, typed by the API's generated contract: same origin,
 * cookie session + XSRF header. Its first requests on a client-rendered page may already have
 * been sent by the page's HTML.
 */
export const api = createContractClient<Registry>({
  baseUrl: '/api/v1',
  auth: { kind: 'cookie' },
  fetch: (input, init) => transport(input, init),
})

/** The body a route's validator takes, e.g. `RequestBody<'POST', '/courses/getAllCourses'>`. */
export type RequestBody<
  M extends HttpMethod,
  P extends ContractPath<Registry, M>,
> = ContractRequestBody<Registry, M, P>

/** What a route's controller answers, e.g. `AnswerOf<'GET', '/admin/dashboard'>`. */
export type AnswerOf<M extends HttpMethod, P extends ContractPath<Registry, M>> = ContractAnswerOf<
  Registry,
  M,
  P
>

/** What a GET route's validator reads from the query string, e.g. `RequestQuery<'/admin/users'>`. */
export type RequestQuery<P extends ContractPath<Registry, 'GET'>> = ContractRequestQuery<
  Registry,
  P
>
