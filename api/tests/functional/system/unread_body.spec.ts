import { test } from '@japa/runner'
import { connect, type Socket } from 'node:net'
import { DRAIN_LIMIT_BYTES } from '#services/unread_body'

/*
| An error answer sent before the body was read to its end must not leave the rest of that
| body in front of the client's next request on the same kept-alive connection. Raw sockets:
| an HTTP client library would open a new connection and hide the problem.
*/

const HEALTH = 'GET /api/v1/health HTTP/1.1\r\nHost: test\r\n\r\n'

interface Exchange {
  /** the first answer's status line and headers */
  first: string
  /** what the connection answered to the health check sent after the first answer */
  second: string
  /** whether the server closed the connection */
  closed: boolean
}

/** Sends `request`, and once its answer is whole, a health check on the same connection. */
function exchange(request: string | Buffer, waitMs = 3000): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket: Socket = connect(Number(process.env.PORT), process.env.HOST)
    let received = ''
    let firstEnd = -1
    let closed = false
    const finish = () => {
      clearTimeout(timer)
      socket.destroy()
      resolve({
        first: received.slice(0, received.indexOf('\r\n\r\n')),
        second: firstEnd < 0 ? '' : received.slice(firstEnd),
        closed,
      })
    }
    const timer = setTimeout(finish, waitMs)
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1')
      if (firstEnd < 0) {
        const headersEnd = received.indexOf('\r\n\r\n')
        const length = /content-length: (\d+)/i.exec(received.slice(0, headersEnd))
        if (headersEnd < 0 || !length) return
        if (received.length < headersEnd + 4 + Number(length[1])) return
        firstEnd = headersEnd + 4 + Number(length[1])
        socket.write(HEALTH)
      } else if (/\r\n\r\n\{.*\}$/s.test(received.slice(firstEnd))) {
        finish()
      }
    })
    // the server may close while the request is still being written
    socket.on('error', () => {})
    socket.on('close', () => {
      closed = true
      finish()
    })
    socket.write(request)
  })
}

function post(headers: string, body: string | Buffer) {
  const head = `POST /api/v1/store/getAllBooks HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\n${headers}\r\n`
  return Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from(body)])
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
    const result = await exchange(
      post(`Content-Encoding: deflate\r\nContent-Length: ${body.length}\r\n`, body)
    )
    assert.match(result.first, /^HTTP\/1\.1 400 /)
    assert.match(result.second, /^HTTP\/1\.1 200 OK/)
  })

  test('a chunked one over the size limit: its connection answers the next request', async ({
    assert,
  }) => {
    // 1.5 MB against the 1 MB limit: the rest is within the drain limit
    const result = await exchange(post('Transfer-Encoding: chunked\r\n', chunkedJson(3 << 19)))
    assert.match(result.first, /^HTTP\/1\.1 413 /)
    assert.match(result.second, /^HTTP\/1\.1 200 OK/)
  })

  test('one whose rest is over the drain limit: the connection closes, the server carries on', async ({
    assert,
  }) => {
    const body = 'x'.repeat(DRAIN_LIMIT_BYTES * 4)
    const result = await exchange(
      post(`Content-Encoding: deflate\r\nContent-Length: ${body.length}\r\n`, body)
    )
    assert.match(result.first, /^HTTP\/1\.1 400 /)
    assert.isTrue(result.closed)
    const fresh = await fetch(`http://${process.env.HOST}:${process.env.PORT}/api/v1/health`)
    assert.equal(fresh.status, 200)
  })
})
