import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, fieldErrorMap, isApiError } from '../src/api/api-error.ts'
import { createApiClient, createLearnerApiClient } from '../src/api/client.ts'
import type { ApiAuth } from '../src/api/transport.ts'
import { createFakeFetch, type FakeAnswer } from './fake-fetch.ts'

const baseUrl = 'https://api.example.com/api/v1'

function setup(auth: ApiAuth = { kind: 'cookie' }, ...answers: FakeAnswer[]) {
  const fake = createFakeFetch(...answers)
  const client = createApiClient({ baseUrl, auth, fetch: fake.fetch })
  return { client, calls: fake.calls }
}

function stubCookie(cookie: string) {
  vi.stubGlobal('document', { cookie })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('account calls', () => {
  it('send the documented method, path and body', async () => {
    const { client, calls } = setup()
    const signup = {
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha@example.com',
      password: 'secret1',
      confirmPassword: 'secret1',
      contactNumber: '9876543210',
      otp: '123456',
    }
    const contact = {
      fullname: 'Asha',
      email: 'asha@example.com',
      subject: 'support',
      message: 'Hello',
    } as const

    await client.auth.sendOtp({ email: 'asha@example.com' })
    await client.auth.signup(signup)
    await client.auth.login({ email: 'asha@example.com', password: 'secret1' })
    await client.auth.validate()
    await client.auth.logout()
    await client.auth.requestPasswordReset({ email: 'asha@example.com' })
    await client.auth.resetPassword({ token: 't', newPassword: 'Secret#123' })
    await client.auth.createToken({ email: 'admin@example.com', password: 'pw' })
    await client.auth.revokeToken()
    await client.profile.updateProfile({ about: 'Hi' })
    await client.profile.updateDisplayPicture({ imageUrl: 'https://cdn.example.com/a.png' })
    await client.profile.getEnrolledCourses()
    await client.contact.send(contact)
    await client.system.health()
    await client.system.config()

    expect(calls.map((call) => [call.method, call.url.slice(baseUrl.length), call.body])).toEqual([
      ['POST', '/auth/sendotp', { email: 'asha@example.com' }],
      ['POST', '/auth/signup', signup],
      ['POST', '/auth/login', { email: 'asha@example.com', password: 'secret1' }],
      ['POST', '/auth/validate', {}],
      ['POST', '/auth/logout', {}],
      ['POST', '/auth/reset-password-token', { email: 'asha@example.com' }],
      ['POST', '/auth/reset-password', { token: 't', newPassword: 'Secret#123' }],
      ['POST', '/auth/tokens', { email: 'admin@example.com', password: 'pw' }],
      ['DELETE', '/auth/tokens/current', undefined],
      ['PUT', '/profile/updateProfile', { about: 'Hi' }],
      ['PUT', '/profile/updateDisplayPicture', { imageUrl: 'https://cdn.example.com/a.png' }],
      ['POST', '/profile/getEnrolledCourses', {}],
      ['POST', '/contact/contactus', contact],
      ['GET', '/health', undefined],
      ['GET', '/config', undefined],
    ])
  })

  it('return the status beside the parsed answer', async () => {
    const body = { success: true, message: 'Registered', user: { _id: 'u_1' } }
    const { client } = setup({ kind: 'cookie' }, { status: 201, body })
    const result = await client.auth.signup({
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      password: 'secret1',
      confirmPassword: 'secret1',
      contactNumber: '9876543210',
      otp: '123456',
    })
    expect(result).toEqual({ status: 201, body })
  })

  it('builds the Google sign-in URL for navigation, without a double slash', () => {
    const { client, calls } = setup()
    expect(client.auth.googleSignInUrl()).toBe(`${baseUrl}/auth/google`)
    const trailing = createApiClient({ baseUrl: `${baseUrl}/`, auth: { kind: 'cookie' } })
    expect(trailing.auth.googleSignInUrl()).toBe(`${baseUrl}/auth/google`)
    expect(calls).toHaveLength(0)
  })
})

describe('request', () => {
  it('sends JSON with content type and accepts JSON', async () => {
    const { client, calls } = setup()
    await client.request('POST', '/anything', { a: 1 })
    expect(calls[0]?.headers['Content-Type']).toBe('application/json')
    expect(calls[0]?.headers['Accept']).toBe('application/json')
  })

  it('sends no content type without a body', async () => {
    const { client, calls } = setup()
    await client.request('GET', '/anything')
    expect(calls[0]?.headers['Content-Type']).toBeUndefined()
    expect(calls[0]?.body).toBeUndefined()
  })

  it('adds the query string, skipping unset values', async () => {
    const { client, calls } = setup()
    await client.request('POST', '/store/getAllBooks', undefined, {
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
    const { client, calls } = setup()
    const form = new FormData()
    form.append('title', 'Notes')
    await client.request('POST', '/upload', form)
    expect(calls[0]?.body).toBe(form)
    expect(calls[0]?.headers['Content-Type']).toBeUndefined()
  })

  it('lets callers add headers', async () => {
    const { client, calls } = setup()
    await client.request('GET', '/anything', undefined, { headers: { 'X-Trace': '1' } })
    expect(calls[0]?.headers['X-Trace']).toBe('1')
  })

  it('answers an empty body as null', async () => {
    const { client } = setup({ kind: 'cookie' }, { status: 204 })
    await expect(client.request('DELETE', '/thing')).resolves.toEqual({ status: 204, body: null })
  })

  it('uses the global fetch when none is given', async () => {
    const fake = createFakeFetch()
    vi.stubGlobal('fetch', fake.fetch)
    const client = createApiClient({ baseUrl, auth: { kind: 'cookie' } })
    await client.system.health()
    expect(fake.calls[0]?.url).toBe(`${baseUrl}/health`)
  })
})

describe('cookie mode', () => {
  it('sends credentials on every call', async () => {
    const { client, calls } = setup()
    await client.system.health()
    await client.auth.validate()
    expect(calls.map((call) => call.credentials)).toEqual(['include', 'include'])
  })

  it('echoes the decoded XSRF cookie on unsafe methods only', async () => {
    stubCookie('theme=dark; XSRF-TOKEN=abc%3D%3D.def; other=1')
    const { client, calls } = setup()
    await client.request('POST', '/x')
    await client.request('PUT', '/x')
    await client.request('PATCH', '/x')
    await client.request('DELETE', '/x')
    await client.request('GET', '/x')
    await client.request('HEAD', '/x')
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
    const { client, calls } = setup()
    await client.request('POST', '/x')
    stubCookie('theme=dark')
    await client.request('POST', '/x')
    expect(calls.map((call) => call.headers['X-XSRF-TOKEN'])).toEqual([undefined, undefined])
  })

  it('sends no Authorization header', async () => {
    const { client, calls } = setup()
    await client.auth.validate()
    expect(calls[0]?.headers['Authorization']).toBeUndefined()
  })
})

describe('token mode', () => {
  it('sends the bearer token and never the XSRF header', async () => {
    stubCookie('XSRF-TOKEN=abc')
    let token: string | null = 'tok_1'
    const { client, calls } = setup({ kind: 'token', getToken: () => token })
    await client.auth.validate()
    token = 'tok_2'
    await client.system.health()
    expect(calls.map((call) => call.headers['Authorization'])).toEqual([
      'Bearer tok_1',
      'Bearer tok_2',
    ])
    expect(calls.map((call) => call.headers['X-XSRF-TOKEN'])).toEqual([undefined, undefined])
    expect(calls[0]?.credentials).toBeUndefined()
  })

  it('sends no Authorization header while signed out', async () => {
    const { client, calls } = setup({ kind: 'token', getToken: () => null })
    await client.auth.createToken({ email: 'admin@example.com', password: 'pw' })
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
    const error = await client.auth.signup({} as never).catch((caught: unknown) => caught)
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
    await expect(client.auth.login({ email: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      status: 500,
      message: 'An error occurred. Please try again.',
      errors: [],
    })
  })

  it('ignores malformed field errors', async () => {
    const body = { success: false, message: 'Bad', errors: [{ field: 'email' }, 'oops'] }
    const { client } = setup({ kind: 'cookie' }, { status: 400, body })
    await expect(client.auth.login({ email: '', password: '' })).rejects.toMatchObject({
      errors: [],
    })
  })

  it('keeps the raw text of a non-JSON answer', async () => {
    const { client } = setup({ kind: 'cookie' }, { status: 502, body: '<html>Bad gateway</html>' })
    await expect(client.system.health()).rejects.toMatchObject({
      status: 502,
      message: 'An error occurred. Please try again.',
      body: '<html>Bad gateway</html>',
    })
  })

  it('treats a non-JSON 2xx answer as a failure', async () => {
    const { client } = setup({ kind: 'cookie' }, { status: 200, body: 'not json' })
    await expect(client.system.config()).rejects.toMatchObject({ status: 200, body: 'not json' })
  })

  it('reports a network failure with status 0', async () => {
    const { client } = setup({ kind: 'cookie' }, { networkError: true })
    const error = await client.auth.validate().catch((caught: unknown) => caught)
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
    const client = createApiClient({
      baseUrl,
      auth: { kind: 'cookie' },
      fetch: abortingFetch as typeof fetch,
    })
    const error = await client
      .request('GET', '/health', undefined, { signal: controller.signal })
      .catch((caught: unknown) => caught)
    expect(error).not.toBeInstanceOf(ApiError)
    expect((error as Error).name).toBe('AbortError')
  })
})

describe('auth.currentUser', () => {
  it('answers the user of a live session, and null for the 401 a visitor gets', async () => {
    const user = { _id: 'user-1', email: 'learner@pathshala.local' }
    const signedIn = setup(undefined, { status: 200, body: { success: true, user } })
    expect(await signedIn.client.auth.currentUser()).toEqual(user)
    expect(signedIn.calls.map((call) => [call.method, call.url])).toEqual([
      ['POST', `${baseUrl}/auth/validate`],
    ])

    const visitor = setup(undefined, { status: 401, body: { success: false } })
    expect(await visitor.client.auth.currentUser()).toBeNull()
  })

  it('lets any other failure through', async () => {
    const { client } = setup(undefined, { status: 500, body: { success: false } })
    await expect(client.auth.currentUser()).rejects.toMatchObject({ status: 500 })
  })
})

describe('the learner client', () => {
  it("has every call area of the full client but the staff's, sent the same way", async () => {
    const fake = createFakeFetch({ status: 200, body: { success: true, data: [] } })
    const learner = createLearnerApiClient({ baseUrl, auth: { kind: 'cookie' }, fetch: fake.fetch })
    const full = createApiClient({ baseUrl, auth: { kind: 'cookie' } })

    expect(Object.keys(learner).sort()).toEqual(
      Object.keys(full)
        .filter((area) => area !== 'builder' && area !== 'admin')
        .sort()
    )
    expect(learner).not.toHaveProperty('builder')
    expect(learner).not.toHaveProperty('admin')

    await learner.catalogue.getAllCourses({ page: 2 })
    expect(fake.calls.map((call) => [call.method, call.url])).toEqual([
      ['POST', `${baseUrl}/courses/getAllCourses`],
    ])
  })
})
