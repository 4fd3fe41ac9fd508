import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, fieldErrorMap, isApiError } from '../src/api/api-error.ts'
import { createContractClient } from '../src/api/contract-client.ts'
import { nullWhenSignedOut } from '../src/api/signed-out.ts'
import { createRequest, type ApiAuth } from '../src/api/transport.ts'
import { baseUrl, setupClient as setup } from './client-harness.ts'
import { createFakeFetch, type FakeAnswer } from './fake-fetch.ts'
import type { TestRegistry } from './test-registry.ts'

/** The transport alone (transport.ts): what every call of the client goes through. */
function setupTransport(auth: ApiAuth = { kind: 'cookie' }, ...answers: FakeAnswer[]) {
  const fake = createFakeFetch(...answers)
  return { request: createRequest({ baseUrl, auth, fetch: fake.fetch }), calls: fake.calls }
}

function stubCookie(cookie: string) {
  vi.stubGlobal('document', { cookie })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('request', () => {
  it('sends JSON with content type and accepts JSON', async () => {
    const { request, calls } = setupTransport()
    await request('POST', '/anything', { a: 1 })
    expect(calls[0]?.headers['Content-Type']).toBe('application/json')
    expect(calls[0]?.headers['Accept']).toBe('application/json')
  })

  it('sends no content type without a body', async () => {
    const { request, calls } = setupTransport()
    await request('GET', '/anything')
    expect(calls[0]?.headers['Content-Type']).toBeUndefined()
    expect(calls[0]?.body).toBeUndefined()
  })

  it('adds the query string, skipping unset values', async () => {
    const { request, calls } = setupTransport()
    await request('POST', '/store/getAllBooks', undefined, {
      query: {
        page: 2,
        limit: 12,
        category: '',
        author: null,
        search: 'polity gk',
        ids: ['a', 'b'],
      },
    })
    expect(calls[0]?.url).toBe(
      `${baseUrl}/store/getAllBooks?page=2&limit=12&search=polity+gk&ids=a&ids=b`
    )
  })

  it('passes FormData through untouched', async () => {
    const { request, calls } = setupTransport()
    const form = new FormData()
    form.append('title', 'Notes')
    await request('POST', '/upload', form)
    expect(calls[0]?.body).toBe(form)
    expect(calls[0]?.headers['Content-Type']).toBeUndefined()
  })

  it('lets callers add headers', async () => {
    const { request, calls } = setupTransport()
    await request('GET', '/anything', undefined, { headers: { 'X-Trace': '1' } })
    expect(calls[0]?.headers['X-Trace']).toBe('1')
  })

  it('answers an empty body as null', async () => {
    const { request } = setupTransport({ kind: 'cookie' }, { status: 204 })
    await expect(request('DELETE', '/thing')).resolves.toEqual({ status: 204, body: null })
  })

  it('uses the global fetch when none is given', async () => {
    const fake = createFakeFetch()
    vi.stubGlobal('fetch', fake.fetch)
    const client = createContractClient<TestRegistry>({ baseUrl, auth: { kind: 'cookie' } })
    await client.get('/health')
    expect(fake.calls[0]?.url).toBe(`${baseUrl}/health`)
  })
})

describe('cookie mode', () => {
  it('sends credentials on every call', async () => {
    const { client, calls } = setup()
    await client.get('/health')
    await client.post('/auth/validate', { body: {} })
    expect(calls.map((call) => call.credentials)).toEqual(['include', 'include'])
  })

  it('echoes the decoded XSRF cookie on unsafe methods only', async () => {
    stubCookie('theme=dark; XSRF-TOKEN=abc%3D%3D.def; other=1')
    const { request, calls } = setupTransport()
    await request('POST', '/x')
    await request('PUT', '/x')
    await request('PATCH', '/x')
    await request('DELETE', '/x')
    await request('GET', '/x')
    await request('HEAD', '/x')
    expect(calls.map((call) => call.headers['X-XSRF-TOKEN'])).toEqual([
      'abc==.def',
      'abc==.def',
      'abc==.def',
      'abc==.def',
      undefined,
      undefined,
    ])
  })

  it('sends no XSRF header without the cookie or without a document', async () => {
    const { request, calls } = setupTransport()
    await request('POST', '/x')
    stubCookie('theme=dark')
    await request('POST', '/x')
    expect(calls.map((call) => call.headers['X-XSRF-TOKEN'])).toEqual([undefined, undefined])
  })

  it('sends no Authorization header', async () => {
    const { client, calls } = setup()
    await client.post('/auth/validate', { body: {} })
    expect(calls[0]?.headers['Authorization']).toBeUndefined()
  })
})

describe('token mode', () => {
  it('sends the bearer token and never the XSRF header', async () => {
    stubCookie('XSRF-TOKEN=abc')
    let token: string | null = 'tok_1'
    const { client, calls } = setup({ kind: 'token', getToken: () => token })
    await client.post('/auth/validate', { body: {} })
    token = 'tok_2'
    await client.get('/health')
    expect(calls.map((call) => call.headers['Authorization'])).toEqual([
      'Bearer tok_1',
      'Bearer tok_2',
    ])
    expect(calls.map((call) => call.headers['X-XSRF-TOKEN'])).toEqual([undefined, undefined])
    expect(calls[0]?.credentials).toBeUndefined()
  })

  it('sends no Authorization header while signed out', async () => {
    const { client, calls } = setup({ kind: 'token', getToken: () => null })
    await client.post('/auth/tokens', { body: { email: 'admin@example.com', password: 'pw' } })
    expect(calls[0]?.headers['Authorization']).toBeUndefined()
  })
})

describe('errors', () => {
  it('throws ApiError with the server message and field errors on 4xx', async () => {
    const body = {
      success: false,
      message: 'Validation failed',
      errors: [
        { field: 'email', message: 'Invalid email address', rule: 'email' },
        { field: 'email', message: 'Second message' },
        { field: 'otp', message: 'The OTP is required' },
      ],
    }
    const { client } = setup({ kind: 'cookie' }, { status: 422, body })
    const error = await client.post('/auth/signup', { body: {} }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(isApiError(error)).toBe(true)
    const apiError = error as ApiError
    expect(apiError.name).toBe('ApiError')
    expect(apiError.status).toBe(422)
    expect(apiError.message).toBe('Validation failed')
    expect(apiError.errors).toEqual(body.errors)
    expect(apiError.body).toEqual(body)
    expect(fieldErrorMap(apiError.errors)).toEqual({
      email: 'Invalid email address',
      otp: 'The OTP is required',
    })
  })

  it('falls back to the documented message when the answer has none', async () => {
    const { client } = setup({ kind: 'cookie' }, { status: 500, body: { success: false } })
    await expect(
      client.post('/auth/login', { body: { email: 'a@b.co', password: 'x' } })
    ).rejects.toMatchObject({
      status: 500,
      message: 'An error occurred. Please try again.',
      errors: [],
    })
  })

  it('ignores malformed field errors', async () => {
    const body = { success: false, message: 'Bad', errors: [{ field: 'email' }, 'oops'] }
    const { client } = setup({ kind: 'cookie' }, { status: 400, body })
    await expect(
      client.post('/auth/login', { body: { email: '', password: '' } })
    ).rejects.toMatchObject({
      errors: [],
    })
  })

  it('keeps the raw text of a non-JSON answer', async () => {
    const { client } = setup({ kind: 'cookie' }, { status: 502, body: '<html>Bad gateway</html>' })
    await expect(client.get('/health')).rejects.toMatchObject({
      status: 502,
      message: 'An error occurred. Please try again.',
      body: '<html>Bad gateway</html>',
    })
  })

  it('treats a non-JSON 2xx answer as a failure', async () => {
    const { client } = setup({ kind: 'cookie' }, { status: 200, body: 'not json' })
    await expect(client.get('/config')).rejects.toMatchObject({ status: 200, body: 'not json' })
  })

  it('reports a network failure with status 0', async () => {
    const { client } = setup({ kind: 'cookie' }, { networkError: true })
    const error = await client
      .post('/auth/validate', { body: {} })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 0,
      message: 'Network error. Please check your connection.',
      errors: [],
      body: null,
    })
    expect((error as ApiError).cause).toBeInstanceOf(TypeError)
  })

  it('lets an abort through unchanged', async () => {
    const controller = new AbortController()
    controller.abort()
    const abortingFetch = async (_input: RequestInfo | URL, init?: RequestInit) => {
      init?.signal?.throwIfAborted()
      return new Response('{}')
    }
    const client = createContractClient<TestRegistry>({
      baseUrl,
      auth: { kind: 'cookie' },
      fetch: abortingFetch as typeof fetch,
    })
    const error = await client
      .get('/health', { signal: controller.signal })
      .catch((caught: unknown) => caught)
    expect(error).not.toBeInstanceOf(ApiError)
    expect((error as Error).name).toBe('AbortError')
  })
})

describe('nullWhenSignedOut', () => {
  it('answers the user of a live session, and null for the 401 a visitor gets', async () => {
    const user = { _id: 'user-1', email: 'learner@pathshala.local' }
    const signedIn = setup(undefined, { status: 200, body: { success: true, user } })
    const answer = await nullWhenSignedOut(signedIn.client.post('/auth/validate', { body: {} }))
    expect(answer?.body.user).toEqual(user)
    expect(signedIn.calls.map((call) => [call.method, call.url])).toEqual([
      ['POST', `${baseUrl}/auth/validate`],
    ])

    const visitor = setup(undefined, { status: 401, body: { success: false } })
    expect(await nullWhenSignedOut(visitor.client.post('/auth/validate', { body: {} }))).toBeNull()
  })

  it('lets any other failure through', async () => {
    const { client } = setup(undefined, { status: 500, body: { success: false } })
    await expect(
      nullWhenSignedOut(client.post('/auth/validate', { body: {} }))
    ).rejects.toMatchObject({ status: 500 })
  })
})
