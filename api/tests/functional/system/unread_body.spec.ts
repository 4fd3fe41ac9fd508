import { test } from '@japa/runner'
import { DRAIN_LIMIT_BYTES } from '#http/services/unread_body'
import { rawExchange } from '#tests/helpers/raw_http'

/*
| An error answer sent before the body was read to its end must not leave the rest of that
| body in front of the client's next request on the same kept-alive connection. Raw sockets:
| an HTTP client library would open a new connection and hide the problem.
*/

const HEALTH = 'GET /api/v1/health HTTP/1.1\r\nHost: test\r\n\r\n'

/** Posts `body` to a listing, then asks for the health check on the same connection. */
function postThenHealth(headers: Record<string, string | number>, body: string) {
  return rawExchange(
    {
      path: '/api/v1/store/getAllBooks',
      headers: { 'Content-Type': 'application/json', ...headers },
    },
    Buffer.from(body, 'latin1'),
    { waitMs: 3000, followUp: HEALTH }
  )
}

/** A chunked body of `size` bytes of JSON. */
function chunkedJson(size: number) {
  const piece = 'z'.repeat(64 * 1024)
  const chunks = ['{"search":"']
  for (let sent = 0; sent < size; sent += piece.length) chunks.push(piece)
  chunks.push('"}')
  return (
    chunks.map((chunk) => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join('') + '0\r\n\r\n'
  )
}

test.group('A body the server stopped reading', () => {
  test('one that cannot be decompressed: its connection answers the next request', async ({
    assert,
  }) => {
    const body = 'x'.repeat(400 * 1024)
    const result = await postThenHealth(
      { 'Content-Encoding': 'deflate', 'Content-Length': body.length },
      body
    )
    assert.equal(result.status, 400)
    assert.equal(result.followUp?.status, 200)
  })

  test('a chunked one over the size limit: its connection answers the next request', async ({
    assert,
  }) => {
    // 1.5 MB against the 1 MB limit: the rest is within the drain limit
    const result = await postThenHealth({ 'Transfer-Encoding': 'chunked' }, chunkedJson(3 << 19))
    assert.equal(result.status, 413)
    assert.equal(result.followUp?.status, 200)
  })

  test('one whose rest is over the drain limit: the connection closes, the server carries on', async ({
    assert,
  }) => {
    const body = 'x'.repeat(DRAIN_LIMIT_BYTES * 4)
    const result = await postThenHealth(
      { 'Content-Encoding': 'deflate', 'Content-Length': body.length },
      body
    )
    assert.equal(result.status, 400)
    assert.isTrue(result.closed)
    const fresh = await fetch(`http://${process.env.HOST}:${process.env.PORT}/api/v1/health`)
    assert.equal(fresh.status, 200)
  })
})
