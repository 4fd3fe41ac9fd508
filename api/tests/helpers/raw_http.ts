import { connect } from 'node:net'

/** The test server, as a browser reaches it. */
const BASE_URL = `http://${process.env.HOST}:${process.env.PORT}`

export interface RawAnswer {
  /** null when the server answered nothing before the socket closed or the wait ended */
  status: number | null
  headers: Record<string, string>
  body: any
}

export interface RawExchange extends RawAnswer {
  /** the answer to `followUp` on the same connection; null when it was never sent */
  followUp: RawAnswer | null
  /** whether the server closed the connection (or reset it) before the exchange ended */
  closed: boolean
}

/**
 * Speaks HTTP/1.1 over a plain TCP socket, to send what fetch will not: a
 * body shorter than its Content-Length, a body that stops half way, headers
 * without a body. Writes `head` and `body`, then waits up to `waitMs` for the
 * answer (or, with `hangUpAfterMs`, closes the socket after that long without
 * waiting for anything; with `hangUpWhenSent`, as soon as the body is
 * written). `onSent` runs once everything is written. With `followUp`, that
 * raw request is written on the same connection once the answer is whole, and
 * its answer is waited for too (what a client reusing a kept-alive connection
 * would get).
 */
export function rawExchange(
  head: { method?: string; path: string; headers: Record<string, string | number> },
  body: Buffer,
  options: {
    waitMs?: number
    hangUpAfterMs?: number
    onSent?: () => void
    hangUpWhenSent?: boolean
    followUp?: string
  } = {}
): Promise<RawExchange> {
  const url = new URL(BASE_URL)
  return new Promise((resolve) => {
    let received = Buffer.alloc(0)
    let settled = false
    let closed = false
    /** where the first answer ends once the follow-up went out */
    let firstEnd = -1
    const socket = connect(Number(url.port), url.hostname)
    const finish = () => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      socket.destroy()
      const first = firstEnd < 0 ? received : received.subarray(0, firstEnd)
      resolve({
        ...parseAnswer(first),
        followUp: firstEnd < 0 ? null : parseAnswer(received.subarray(firstEnd)),
        closed,
      })
    }
    const closedByServer = () => {
      if (!settled) closed = true
      finish()
    }
    const timer = setTimeout(finish, options.hangUpAfterMs ?? options.waitMs ?? 5000)
    socket.on('error', closedByServer)
    socket.on('close', closedByServer)
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk])
      if (options.hangUpAfterMs !== undefined) return
      if (options.followUp === undefined) {
        if (answerLength(received) >= 0) finish()
      } else if (firstEnd < 0) {
        firstEnd = answerLength(received)
        if (firstEnd >= 0) socket.write(options.followUp)
      } else if (answerLength(received.subarray(firstEnd)) >= 0) {
        finish()
      }
    })
    const lines = [`${head.method ?? 'POST'} ${head.path} HTTP/1.1`, `Host: ${url.host}`]
    for (const [name, value] of Object.entries(head.headers)) lines.push(`${name}: ${value}`)
    socket.write(`${lines.join('\r\n')}\r\n\r\n`)
    socket.write(body, () => {
      if (options.hangUpWhenSent) finish()
      options.onSent?.()
    })
  })
}

function splitAnswer(bytes: Buffer) {
  const end = bytes.indexOf('\r\n\r\n')
  if (end < 0) return null
  const [statusLine, ...headerLines] = bytes.subarray(0, end).toString('latin1').split('\r\n')
  const headers: Record<string, string> = {}
  for (const line of headerLines) {
    const colon = line.indexOf(':')
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { status: Number(statusLine.split(' ')[1]), headers, rest: bytes.subarray(end + 4) }
}

/** How many bytes the first answer in `bytes` takes; -1 while it is not whole. */
function answerLength(bytes: Buffer) {
  const answer = splitAnswer(bytes)
  if (!answer) return -1
  const length = Number(answer.headers['content-length'] ?? 0)
  return answer.rest.length >= length ? bytes.length - answer.rest.length + length : -1
}

function parseAnswer(bytes: Buffer): RawAnswer {
  const answer = splitAnswer(bytes)
  if (!answer) return { status: null, headers: {}, body: null }
  const text = answer.rest.toString('utf8')
  let body: any = text
  try {
    body = JSON.parse(text)
  } catch {}
  return { status: answer.status, headers: answer.headers, body }
}
