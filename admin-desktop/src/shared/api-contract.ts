import type { Registry } from '@pathshala/api/registry/schema'
import type {
  ContractAnswerOf,
  ContractRequestBody,
  ContractClient,
  ContractPath,
  ContractRequestQuery,
  HttpMethod,
} from '@pathshala/shared'

/**
 * The API client of the admin app (its pages and its main process), typed by the API's
 * generated contract (docs/api-contract.md#generated-client).
 */
export type AdminApiClient = ContractClient<Registry>

export type { Registry as ApiRegistry }

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

/**
 * The signed-in user as POST /auth/validate (and sign-in) answers it: the renderer's session and
 * the main process, which signs in, both read it.
 */
export type User = AnswerOf<'POST', '/auth/validate'>['user']
