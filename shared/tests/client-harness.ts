// A client wired to the fake fetch, and a compact view of what it sent.

import { createApiClient } from '../src/api/client.ts'
import type { ApiAuth } from '../src/api/transport.ts'
import { createFakeFetch, type FakeAnswer, type RecordedCall } from './fake-fetch.ts'

export const baseUrl = 'https://api.example.com/api/v1'

export function setupClient(auth: ApiAuth = { kind: 'cookie' }, ...answers: FakeAnswer[]) {
  const fake = createFakeFetch(...answers)
  const client = createApiClient({ baseUrl, auth, fetch: fake.fetch })
  return { client, calls: fake.calls }
}

/** [method, path and query after the base URL, parsed JSON body] of each call */
export function sent(calls: readonly RecordedCall[]) {
  return calls.map((call) => [call.method, call.url.slice(baseUrl.length), call.body])
}
