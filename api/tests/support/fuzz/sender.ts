/*
| Sends a FuzzRequest over plain node:http, byte for byte (fetch would fix up
| bodies and headers). Framework-free like generators.ts, so the abuse
| benchmark can use it from a plain Node 24 script.
*/
import { Agent, request as httpRequest } from 'node:http'
import type { FuzzRequest } from './generators.js'

export interface FuzzAnswer {
  /** 0 when there was no answer (an aborted delivery, or the connection failed) */
  status: number
  body: string
  /** set when the connection failed or timed out (not for a deliberate hang-up) */
  error?: string
}

const agent = new Agent({ keepAlive: true, maxSockets: 16 })

export interface SendOptions {
  /** how long to wait for the whole answer */
  timeoutMs?: number
  /** a connection of its own instead of a pooled keep-alive one */
  freshConnection?: boolean
}

/**
 * Sends one request to `baseUrl` (e.g. http://127.0.0.1:3333) with extra headers (auth).
 *
 * A pooled connection can be closed by the server (its keep-alive timeout) just as a request
 * goes out on it: the request then fails with a reset before any answer, never having been
 * judged. As a browser does, such a request is sent again, once, on a new connection.
 */
export function sendFuzzRequest(
  baseUrl: string,
  fuzz: FuzzRequest,
  extraHeaders: Record<string, string> = {},
  { timeoutMs = 15_000, freshConnection = false }: SendOptions = {}
): Promise<FuzzAnswer> {
  const url = new URL(baseUrl)
  const body = fuzz.body ? Buffer.from(fuzz.body) : undefined
  const headers: Record<string, string> = { ...fuzz.headers, ...extraHeaders }
  if (body) headers['content-length'] = String(body.length)

  return new Promise((resolve) => {
    let settled = false
    const finish = (answer: FuzzAnswer) => {
      if (settled) return
      settled = true
      resolve(answer)
    }
    let answered = false
    const outgoing = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: fuzz.method,
        path: fuzz.path,
        headers,
        // a deliberate hang-up must not poison a shared keep-alive socket
        agent: fuzz.delivery === 'abort' || freshConnection ? false : agent,
      },
      (response) => {
        answered = true
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => {
          if (chunks.length < 64) chunks.push(chunk)
        })
        response.on('error', (error) =>
          finish({ status: response.statusCode ?? 0, body: '', error: error.message })
        )
        response.on('end', () =>
          finish({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8').slice(0, 2000),
          })
        )
      }
    )
    outgoing.setTimeout(timeoutMs, () => {
      outgoing.destroy()
      finish({ status: 0, body: '', error: `no answer within ${timeoutMs} ms` })
    })
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (
        outgoing.reusedSocket &&
        !answered &&
        error.code === 'ECONNRESET' &&
        fuzz.delivery !== 'abort' &&
        !settled
      ) {
        settled = true
        resolve(sendFuzzRequest(baseUrl, fuzz, extraHeaders, { timeoutMs, freshConnection: true }))
        return
      }
      // The server may answer (413, 431, 415...) and close before it has read
      // a large body: the client then sees a reset while still writing. That
      // is a refusal, not a failure; a crash shows up in the health check.
      const refusedEarly = error.code === 'ECONNRESET' || error.code === 'EPIPE'
      if (fuzz.delivery === 'abort' || refusedEarly) finish({ status: 0, body: '' })
      else finish({ status: 0, body: '', error: error.message })
    })

    if (fuzz.delivery === 'abort') {
      // the headers promise the whole body; send part of it, then hang up
      outgoing.write(body ? body.subarray(0, Math.ceil(body.length / 2)) : Buffer.alloc(0))
      setTimeout(() => {
        outgoing.destroy()
        finish({ status: 0, body: '' })
      }, 30)
      return
    }
    outgoing.end(body)
  })
}

/** Closes the keep-alive sockets (end of a run). */
export function closeFuzzConnections() {
  agent.destroy()
}
