import { describe, expect, test, vi } from 'vitest'
import { createContractClient, isApiError, writeRequestOptions } from '@pathshala/shared'
import type { ApiRegistry } from '../../../shared/api-contract.ts'
import { createBridgeFetch } from './bridge-fetch.ts'

const SERVER = 'https://pathshala.example.com'

function client(send: ReturnType<typeof vi.fn>, direct = vi.fn()) {
  return createContractClient<ApiRegistry>({
    baseUrl: `${SERVER}/api/v1`,
    auth: { kind: 'token', getToken: () => null },
    fetch: createBridgeFetch({ send } as never, direct as never),
  })
}

describe('createBridgeFetch', () => {
  test("the shared client's call goes to main, without any token from the page", async () => {
    const send = vi.fn(async () => ({
      status: 200,
      statusText: 'OK',
      headers: [['content-type', 'application/json']] as Array<[string, string]>,
      body: '{"success":true,"status":"ok","database":true}',
    }))
    const { body } = await client(send).get('/health')
    expect(body.status).toBe('ok')
    expect(send).toHaveBeenCalledWith({
      url: `${SERVER}/api/v1/health`,
      method: 'GET',
      headers: { accept: 'application/json' },
      body: null,
    })
  })

  test("refusals and the server's errors become ApiErrors with their message", async () => {
    const refused = vi.fn(async () => ({
      ok: false,
      status: 403,
      message: 'Sign in and out through the app',
      errors: [],
    }))
    const error = await client(refused)
      .post('/auth/logout', { body: {} })
      .catch((failure: unknown) => failure)
    expect(isApiError(error) && error.status).toBe(403)
    expect(isApiError(error) && error.message).toBe('Sign in and out through the app')

    const unreachable = vi.fn(async () => ({
      ok: false,
      status: 0,
      message: 'Network error',
      errors: [],
    }))
    const offline = await client(unreachable)
      .get('/health')
      .catch((failure: unknown) => failure)
    expect(isApiError(offline) && offline.status).toBe(0)
  })

  test("a write's idempotency key reaches main as a header", async () => {
    const send = vi.fn(async (_request: { headers: Record<string, string> }) => ({
      status: 200,
      statusText: 'OK',
      headers: [],
      body: '{}',
    }))
    await client(send).post('/courses/addSection', {
      body: { courseId: 'c1', sectionName: 'Basics' },
      ...writeRequestOptions({ idempotencyKey: 'wizard:c1:7' }),
    })
    expect(send.mock.calls[0]?.[0].headers).toMatchObject({ 'idempotency-key': 'wizard:c1:7' })
  })

  test('answers without a body (204) are accepted', async () => {
    const send = vi.fn(async () => ({
      status: 204,
      statusText: 'No Content',
      headers: [],
      body: '',
    }))
    await expect(client(send).get('/health')).resolves.toMatchObject({ status: 204 })
  })

  test('form data (signed uploads) goes straight from the page without credentials', async () => {
    const send = vi.fn()
    const direct = vi.fn(async () => new Response('{}'))
    const upload = createBridgeFetch({ send } as never, direct as never)
    const form = new FormData()
    form.append('file', new Blob(['x']), 'x.png')
    await upload(`${SERVER}/api/v1/media/upload/image`, { method: 'POST', body: form })
    expect(send).not.toHaveBeenCalled()
    expect(direct).toHaveBeenCalledWith(
      `${SERVER}/api/v1/media/upload/image`,
      expect.objectContaining({ credentials: 'omit' })
    )
  })

  test('an aborted call rejects with an AbortError', async () => {
    const send = vi.fn(() => new Promise(() => {}))
    const controller = new AbortController()
    const call = createBridgeFetch({ send } as never, vi.fn() as never)(`${SERVER}/api/v1/health`, {
      signal: controller.signal,
    })
    controller.abort()
    await expect(call).rejects.toMatchObject({ name: 'AbortError' })
  })
})
