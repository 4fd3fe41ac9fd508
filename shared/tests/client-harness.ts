// A contract client wired to the fake fetch, and a compact view of what it sent.

import { createContractClient } from '../src/api/contract-client.ts'
import type { ApiAuth } from '../src/api/transport.ts'
import { createFakeFetch, type FakeAnswer, type RecordedCall } from './fake-fetch.ts'
import type { TestRegistry } from './test-registry.ts'

export const baseUrl = 'https://api.example.com/api/v1'

export function setupClient(auth: ApiAuth = { kind: 'cookie' }, ...answers: FakeAnswer[]) {
  const fake = createFakeFetch(...answers)
  const client = createContractClient<TestRegistry>({ baseUrl, auth, fetch: fake.fetch })
  return { client, calls: fake.calls }
}

/** [method, path and query after the base URL, parsed JSON body] of each call */
export function sent(calls: readonly RecordedCall[]) {
  return calls.map((call) => [call.method, call.url.slice(baseUrl.length), call.body])
}
