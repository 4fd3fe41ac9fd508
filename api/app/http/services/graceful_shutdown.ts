import type { Server as HttpServer } from 'node:http'
import type { Server as HttpsServer } from 'node:https'
import type { ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

export interface DrainOptions {
  /** keep serving (health answering 503) this long first, so a balancer's checks notice */
  delayMs: number
  /** give the requests in flight at most this long once the listener is closed */
  timeoutMs: number
}

export interface DrainOutcome {
  /** requests still running when the time was up (their connections were cut) */
  abandoned: number
}

interface Connection {
  acceptedAt: number
  /** requests answered on it */
  answered: number
  /** a request is running on it */
  busy: boolean
}

/** How long a connection that has not sent its first request yet is waited for. */
const FIRST_REQUEST_WAIT_MS = 2000

/**
 * Stopping one instance of several without losing a request (README,
 * "Deployment"): on SIGTERM the instance reports itself not ready (the health
 * check and every new request answer 503, see DrainingMiddleware), for
 * `delayMs` so the balancer notices, then closes its listener (new
 * connections are refused, and a balancer passes them to another instance),
 * answers the requests it had started with `Connection: close`, and waits
 * for them, up to a bound, before the app closes its database and Redis pools.
 */
export class GracefulShutdown {
  #draining = false
  #inFlight = new Set<ServerResponse>()
  #connections = new Map<Socket, Connection>()
  #servers = new WeakSet<object>()

  get draining() {
    return this.#draining
  }

  get inFlight() {
    return this.#inFlight.size
  }

  /** Counts the connections and requests of this server from now on. */
  track(server: HttpServer | HttpsServer) {
    if (this.#servers.has(server)) return
    this.#servers.add(server)
    server.on('connection', (socket: Socket) => {
      this.#connections.set(socket, { acceptedAt: Date.now(), answered: 0, busy: false })
      socket.once('close', () => this.#connections.delete(socket))
    })
    // before the app's handler, so the header can still be set
    server.prependListener('request', (request, response) => {
      const connection = this.#connections.get(request.socket)
      if (connection) connection.busy = true
      this.#inFlight.add(response)
      // a kept-alive connection must not carry a next request to a stopping instance
      if (this.#draining) response.setHeader('Connection', 'close')
      response.once('close', () => {
        this.#inFlight.delete(response)
        if (connection) {
          connection.busy = false
          connection.answered++
        }
      })
    })
  }

  async drain(server: HttpServer | HttpsServer | undefined, options: DrainOptions) {
    this.#draining = true
    if (!server) return { abandoned: 0 }
    if (options.delayMs > 0) await sleep(options.delayMs)

    server.close()
    for (const response of this.#inFlight) {
      if (!response.headersSent) response.setHeader('Connection', 'close')
    }

    const deadline = Date.now() + options.timeoutMs
    while (this.#connections.size > 0 && Date.now() < deadline) {
      this.#closeSpentConnections()
      await sleep(25)
    }
    const abandoned = this.#inFlight.size
    for (const socket of this.#connections.keys()) socket.destroy()
    return { abandoned } satisfies DrainOutcome
  }

  /**
   * Connections between two requests close now; a fresh one gets a moment to
   * send its first request (which is answered, with `Connection: close`).
   */
  #closeSpentConnections() {
    const now = Date.now()
    for (const [socket, connection] of this.#connections) {
      if (connection.busy) continue
      if (connection.answered > 0 || now - connection.acceptedAt > FIRST_REQUEST_WAIT_MS) {
        socket.destroy()
      }
    }
  }

  /** Back to serving (tests). */
  reset() {
    this.#draining = false
  }
}

export const gracefulShutdown = new GracefulShutdown()
