import {
  authorize,
  createRequest,
  fetchOf,
  trimBaseUrl,
  type ApiClientOptions,
  type ApiResult,
  type HttpMethod,
  type RequestFunction,
  type RequestOptions,
} from './transport.ts'
import { apiErrorFromAnswer } from './api-error.ts'
import { buildQueryString, type Query } from './query.ts'
import { readAnswer, sendOrFail } from './read-answer.ts'

/**
 * One route of a contract as Tuyau generates it from the API (api/.adonisjs/client/registry,
 * docs/api-contract.md#generated-client): its methods, its pattern, its validator's input and its
 * controller's answer. The client is generic over the contract so that this framework-free core
 * never imports the API; each app binds it to the API's registry.
 */
export interface ContractRoute {
  methods: readonly string[]
  pattern: string
  types: { body: unknown; query: unknown; params: unknown; response: unknown }
}

/** Every path the client takes is under the base URL, which ends in `/api/v1`. */
type ApiPrefix = '/api/v1'

type PathOf<Pattern> = Pattern extends `${ApiPrefix}${infer Path}` ? Path : never

/** The paths (after `/api/v1`, with `:param` placeholders) that answer `method`. */
export type ContractPath<R, M extends HttpMethod> = {
  [K in keyof R]: R[K] extends { methods: readonly (infer Methods)[]; pattern: infer Pattern }
    ? M extends Methods
      ? PathOf<Pattern>
      : never
    : never
}[keyof R]

/** The route that answers `method` at `path`. */
export type ContractRouteAt<R, M extends HttpMethod, P> = {
  [K in keyof R]: R[K] extends { methods: readonly (infer Methods)[]; pattern: infer Pattern }
    ? M extends Methods
      ? PathOf<Pattern> extends P
        ? R[K]
        : never
      : never
    : never
}[keyof R]

type TypesOf<Route> = Route extends { types: infer Types } ? Types : never

/** What the route's controller answers with a 2xx status. */
export type ContractAnswer<Route> =
  TypesOf<Route> extends { response: infer Answer } ? Answer : never

/** Arrays sent are only read, so a readonly one is as good (the validators' types are mutable). */
type Sendable<T> = T extends readonly (infer Item)[]
  ? readonly Sendable<Item>[]
  : T extends Blob
    ? T
    : T extends object
      ? { [K in keyof T]: Sendable<T[K]> }
      : T

/**
 * What the route's validator takes in the body of a `method` call. A route answering GET and POST
 * (the old client POSTs what the new one may GET) is typed by Tuyau for GET, in its query; a POST
 * to it sends that input in the body.
 */
export type ContractBody<Route, M extends HttpMethod = 'POST'> = M extends 'GET' | 'HEAD'
  ? Record<never, never>
  : TypesOf<Route> extends { body: infer Body; query: infer Input }
    ? HasKeys<Body> extends true
      ? Sendable<Body>
      : Sendable<Input>
    : never

type HasKeys<T> = [keyof T] extends [never] ? false : true

/** An argument is optional when nothing in it is required. */
type Field<Name extends string, Value> =
  HasKeys<Value> extends false
    ? { [K in Name]?: Value }
    : Record<never, never> extends Value
      ? { [K in Name]?: Value }
      : { [K in Name]: Value }

/** What the route's validator reads from the query string of a GET. */
export type ContractQuery<Route> = TypesOf<Route> extends { query: infer Q } ? Sendable<Q> : never

/**
 * The query string: what the validator reads from it, or, where it reads none, free filters
 * (the store's list takes its filters in the query string of a POST, as its old client sends).
 */
type QueryField<Q> = HasKeys<Q> extends true ? Field<'query', Q> : { query?: Query }

export type ContractArgs<Route, M extends HttpMethod> = Field<'body', ContractBody<Route, M>> &
  QueryField<M extends 'GET' | 'HEAD' ? ContractQuery<Route> : Record<never, never>> &
  Field<'params', TypesOf<Route> extends { params: infer P } ? P : never> &
  Omit<RequestOptions, 'query'>

type ArgsList<Route, M extends HttpMethod> =
  Record<never, never> extends ContractArgs<Route, M>
    ? [args?: ContractArgs<Route, M>]
    : [args: ContractArgs<Route, M>]

/** The body route `M P` of contract `R` takes, e.g. `ContractRequestBody<Registry, 'POST', '/x'>`. */
export type ContractRequestBody<
  R,
  M extends HttpMethod,
  P extends ContractPath<R, M>,
> = ContractBody<ContractRouteAt<R, M, P>, M>

/** What GET `P` of contract `R` reads from the query string. */
export type ContractRequestQuery<R, P extends ContractPath<R, 'GET'>> = ContractQuery<
  ContractRouteAt<R, 'GET', P>
>

/** What route `M P` of contract `R` answers. */
export type ContractAnswerOf<
  R,
  M extends HttpMethod,
  P extends ContractPath<R, M>,
> = ContractAnswer<ContractRouteAt<R, M, P>>

type Caller<R, M extends HttpMethod> = <P extends ContractPath<R, M>>(
  path: P,
  ...args: ArgsList<ContractRouteAt<R, M, P>, M>
) => Promise<ApiResult<ContractAnswer<ContractRouteAt<R, M, P>>>>

/** A `:name` segment of a route pattern (AdonisJS's `:name?` included). */
const PARAM_SEGMENT = /:([A-Za-z_][A-Za-z0-9_]*)\??/g

/** The pattern with each `:param` replaced by its value, encoded as one path segment. */
export function fillPath(pattern: string, params: object | undefined): string {
  return pattern.replace(PARAM_SEGMENT, (_, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name]
    if (value === undefined || value === null) {
      throw new TypeError(`The path ${pattern} needs the parameter ${name}`)
    }
    return encodeURIComponent(String(value))
  })
}

/**
 * The API client typed by a contract: `api.post('/courses/getAllCourses', { body })` compiles
 * only for a route the API has, with the body its validator takes, and resolves with the status
 * and the answer its controller gives. Sent through the transport (transport.ts): the session
 * cookie with the XSRF header and its one retry, or the desktop's bearer token; errors as
 * ApiError.
 */
export function createContractClient<R>(options: ApiClientOptions) {
  const request: RequestFunction = createRequest(options)
  const baseUrl = trimBaseUrl(options.baseUrl)

  function caller<M extends HttpMethod>(method: M): Caller<R, M> {
    return ((path: string, args: ContractArgsAny = {}) => {
      const { body, query, params, ...requestOptions } = args
      return request(method, fillPath(path, params), body, {
        ...requestOptions,
        query: query as Query | undefined,
      })
    }) as Caller<R, M>
  }

  /**
   * A GET whose answer is a file, not JSON (the CSV exports): sent with the same credentials,
   * refused answers thrown as ApiError; the caller reads the body.
   */
  async function download(
    path: ContractPath<R, 'GET'>,
    { query, signal, accept }: { query?: Query; signal?: AbortSignal; accept: string }
  ): Promise<Response> {
    const headers: Record<string, string> = { Accept: accept }
    const init: RequestInit = { method: 'GET', headers, signal }
    authorize(options.auth, init, headers)
    init.credentials ??= 'same-origin'
    const url = `${baseUrl}${path as string}${buildQueryString(query)}`
    const response = await sendOrFail(fetchOf(options), url, init)
    if (!response.ok) throw apiErrorFromAnswer(response.status, await readAnswer(response))
    return response
  }

  return {
    get: caller('GET'),
    post: caller('POST'),
    put: caller('PUT'),
    patch: caller('PATCH'),
    delete: caller('DELETE'),
    /** The full address of a route a browser navigates to (Google sign-in, say). */
    url: (path: ContractPath<R, 'GET'>, params?: object): string =>
      `${baseUrl}${fillPath(path as string, params)}`,
    download,
    /** The client's fetch (a test's fake, say), for uploads sent straight to a signature's URL. */
    fetch: ((input, init) => fetchOf(options)(input, init)) as typeof fetch,
  }
}

interface ContractArgsAny extends Omit<RequestOptions, 'query'> {
  body?: unknown
  query?: unknown
  params?: object
}

export type ContractClient<R> = ReturnType<typeof createContractClient<R>>
