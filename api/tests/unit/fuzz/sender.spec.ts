import { test } from '@japa/runner'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { sendFuzzRequest } from '#tests/support/fuzz/sender'
import { checkHealth } from '#tests/support/fuzz/identities'
import type { FuzzRequest } from '#tests/support/fuzz/generators'

/** What a test server saw: each request's path and its place on its connection (1 = first). */
interface Seen {
  path: string
  onConnection: number
}

type Handler = (request: IncomingMessage, response: ServerResponse, seen: Seen) => void | 'hang up'

/** A server on a free port that records what it sees, and closes it after the test. */
async function serverFor(handler: Handler, cleanup: (fn: () => Promise<void>) => void) {
  const requests: Seen[] = []
  const perConnection = new WeakMap<Socket, number>()
  const server = createServer((request, response) => {
    const count = (perConnection.get(request.socket) ?? 0) + 1
    perConnection.set(request.socket, count)
    const seen = { path: request.url ?? '', onConnection: count }
    requests.push(seen)
    request.resume()
    request.on('end', () => {
      if (handler(request, response, seen) === 'hang up') request.socket.destroy()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanup(async () => {
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })
  const { port } = server.address() as AddressInfo
  return { baseUrl: `http://127.0.0.1:${port}`, requests }
}

const post = (path: string): FuzzRequest => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/json' },
  body: new TextEncoder().encode('{}'),
  delivery: 'normal',
  label: 'json',
})

test.group('Fuzz sender', () => {
  test('a request on a pooled connection the server closes is sent again on a new one', async ({
    assert,
    cleanup,
  }) => {
    // the server drops a kept-alive connection as its next request arrives, unanswered
    const { baseUrl, requests } = await serverFor((_request, response, seen) => {
      if (seen.onConnection > 1) return 'hang up'
      response.end('ok')
    }, cleanup)

    const first = await sendFuzzRequest(baseUrl, post('/first'))
    assert.equal(first.status, 200)
    const second = await sendFuzzRequest(baseUrl, post('/second'))

    assert.deepEqual(second, { status: 200, body: 'ok' })
    assert.deepEqual(requests, [
      { path: '/first', onConnection: 1 },
      { path: '/second', onConnection: 2 },
      { path: '/second', onConnection: 1 },
    ])
  })
})

test.group('Fuzz health check', () => {
  test('goes on a connection of its own, not a pooled one', async ({ assert, cleanup }) => {
    const { baseUrl, requests } = await serverFor((_request, response) => {
      response.end('ok')
    }, cleanup)
    await sendFuzzRequest(baseUrl, post('/warm-the-pool'))

    const report = await checkHealth(baseUrl)

    assert.deepEqual(report, { healthy: true, failures: [] })
    assert.deepEqual(requests.at(-1), { path: '/api/v1/health', onConnection: 1 })
  })

  test('a server that answers again after a slow moment is healthy', async ({
    assert,
    cleanup,
  }) => {
    let checks = 0
    const { baseUrl } = await serverFor((_request, response) => {
      checks++
      response.statusCode = checks < 3 ? 503 : 200
      response.end(checks < 3 ? 'The database is unreachable' : 'OK')
    }, cleanup)

    const report = await checkHealth(baseUrl)

    assert.isTrue(report.healthy)
    assert.lengthOf(report.failures, 2)
    assert.match(report.failures[0], /^attempt 1 after \d+ ms: 503 The database is unreachable$/)
  }).timeout(15_000)

  test('a server that never answers well is not, and the report says what it saw', async ({
    assert,
    cleanup,
  }) => {
    const { baseUrl } = await serverFor((_request, response) => {
      response.statusCode = 503
      response.end('This instance is shutting down')
    }, cleanup)

    const report = await checkHealth(baseUrl)

    assert.isFalse(report.healthy)
    assert.deepEqual(
      report.failures.map((failure) => failure.replace(/after \d+ ms/, 'after … ms')),
      [1, 2, 3].map((n) => `attempt ${n} after … ms: 503 This instance is shutting down`)
    )
  }).timeout(15_000)
})
