import { test } from '@japa/runner'
import { Agent, createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { GracefulShutdown, gracefulShutdown } from '#http/services/graceful_shutdown'

/** A GET on a loopback server; resolves with the status and body, rejects on a refused connection. */
function get(port: number, path: string, agent?: Agent) {
  return new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    const call = request({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => (body += chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body,
          connection: response.headers.connection,
        })
      )
    })
    call.on('error', reject)
    call.end()
  })
}

/** A server whose /slow answers after `ms`, and whose other paths answer at once. */
async function serverWithSlowRoute(ms: number) {
  const server = createServer((incoming, response) => {
    if (incoming.url === '/slow') {
      setTimeout(() => response.end('slow done'), ms)
    } else {
      response.end('quick')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, port: (server.address() as AddressInfo).port }
}

function closed(server: Server) {
  return new Promise<void>((resolve) => server.close(() => resolve()))
}

test.group('Graceful shutdown', () => {
  test('finishes the requests in flight, then refuses new connections', async ({ assert }) => {
    const { server, port } = await serverWithSlowRoute(300)
    const shutdown = new GracefulShutdown()
    shutdown.track(server)

    const inFlight = get(port, '/slow')
    await new Promise((resolve) => setTimeout(resolve, 50))
    assert.equal(shutdown.inFlight, 1)

    const outcome = await shutdown.drain(server, { delayMs: 0, timeoutMs: 5000 })
    assert.deepEqual(outcome, { abandoned: 0 })
    assert.deepEqual(await inFlight, { status: 200, body: 'slow done', connection: 'close' })
    assert.isTrue(shutdown.draining)
    await assert.rejects(() => get(port, '/quick'))
    await closed(server)
  })

  test('answers a request that arrives on a connection opened before the stop', async ({
    assert,
  }) => {
    const { server, port } = await serverWithSlowRoute(10)
    const shutdown = new GracefulShutdown()
    shutdown.track(server)
    const { connect } = await import('node:net')
    const socket = connect(port, '127.0.0.1')
    await new Promise((resolve) => socket.once('connect', resolve))
    await new Promise((resolve) => setTimeout(resolve, 30))

    // a balancer opened the connection and is about to send: it must not be cut
    const draining = shutdown.drain(server, { delayMs: 0, timeoutMs: 3000 })
    await new Promise((resolve) => setTimeout(resolve, 100))
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk))
    const ended = new Promise((resolve) => socket.once('close', resolve))
    socket.write('GET /quick HTTP/1.1\r\nHost: test\r\n\r\n')
    await ended
    assert.match(answer, /^HTTP\/1\.1 200/)
    assert.match(answer, /quick$/)
    assert.deepEqual(await draining, { abandoned: 0 })
    await closed(server)
  })

  test('keeps serving during the delay, telling kept-alive clients to go', async ({ assert }) => {
    const { server, port } = await serverWithSlowRoute(10)
    const shutdown = new GracefulShutdown()
    shutdown.track(server)
    const agent = new Agent({ keepAlive: true })

    const draining = shutdown.drain(server, { delayMs: 300, timeoutMs: 1000 })
    const during = await get(port, '/quick', agent)
    assert.equal(during.status, 200)
    assert.equal(during.connection, 'close')
    await draining
    agent.destroy()
    await closed(server)
  })

  test('gives up on a request that outlives the bound', async ({ assert }) => {
    const { server, port } = await serverWithSlowRoute(10_000)
    const shutdown = new GracefulShutdown()
    shutdown.track(server)
    const stuck = get(port, '/slow').catch((error: Error) => error)
    await new Promise((resolve) => setTimeout(resolve, 50))

    const started = Date.now()
    const outcome = await shutdown.drain(server, { delayMs: 0, timeoutMs: 200 })
    assert.deepEqual(outcome, { abandoned: 1 })
    assert.isBelow(Date.now() - started, 2000)
    assert.instanceOf(await stuck, Error)
    await closed(server)
  })
})

test.group('GET /api/v1/health while shutting down', (group) => {
  group.each.teardown(() => gracefulShutdown.reset())

  test('answers 503 so the load balancer sends new work elsewhere', async ({ client }) => {
    const ready = await client.get('/api/v1/health')
    ready.assertStatus(200)

    // what SIGTERM does first (bin/server.ts), without closing the test server
    await gracefulShutdown.drain(undefined, { delayMs: 0, timeoutMs: 0 })
    const draining = await client.get('/api/v1/health')
    draining.assertStatus(503)
    draining.assertBodyContains({ success: false, status: 'draining' })
  })

  test('refuses new requests with 503 before doing anything', async ({ client, assert }) => {
    await gracefulShutdown.drain(undefined, { delayMs: 0, timeoutMs: 0 })
    const refused = await client.post('/api/v1/courses/getAllCourses').json({ limit: 5 })
    refused.assertStatus(503)
    refused.assertBody({ success: false, message: 'This server is restarting. Please try again.' })
    assert.equal(refused.header('retry-after'), '1')

    gracefulShutdown.reset()
    const served = await client.post('/api/v1/courses/getAllCourses').json({ limit: 5 })
    served.assertStatus(200)
  })
})
