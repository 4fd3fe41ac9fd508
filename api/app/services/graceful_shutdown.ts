import type { Server as HttpServer } from 'node:http'
import type { Server as HttpsServer } from 'node:https'
import type { ServerResponse } from 'node:http'
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

/**
 * Stopping one instance of several without losing a request (README,
 * "Deployment"): on SIGTERM the instance reports itself not ready (the health
 * check answers 503), optionally keeps serving a moment so the balancer sees
 * that, then closes its listener (new connections are refused, and a
 * balancer passes them to another instance), answers the requests it already
 * accepted with `Connection: close`, and waits for them, up to a bound,
 * before the app closes its database and Redis pools.
 */
export class GracefulShutdown {
  #draining = false
  #inFlight = new Set<ServerResponse>()
  #idleWaiters: (() => void)[] = []
  #servers = new WeakSet<object>()

  get draining() {
    return this.#draining
  }

  get inFlight() {
    return this.#inFlight.size
  }

  /** Counts the requests of this server from now on. */
  track(server: HttpServer | HttpsServer) {
    if (this.#servers.has(server)) return
    this.#servers.add(server)
    server.prependListener('request', (_request, response) => {
      this.#inFlight.add(response)
      // a kept-alive connection must not carry a next request to a stopping instance
      if (this.#draining) response.setHeader('Connection', 'close')
      response.once('close', () => {
        this.#inFlight.delete(response)
        if (this.#inFlight.size === 0) for (const wake of this.#idleWaiters.splice(0)) wake()
      })
    })
  }

  async drain(server: HttpServer | HttpsServer | undefined, options: DrainOptions) {
    this.#draining = true
    if (!server) return { abandoned: 0 }
    if (options.delayMs > 0) await sleep(options.delayMs)

    server.close(() => {})
    for (const response of this.#inFlight) {
      if (!response.headersSent) response.setHeader('Connection', 'close')
    }
    // connections between requests close now; busy ones once their answer is out
    const sweep = setInterval(() => server.closeIdleConnections(), 50)
    server.closeIdleConnections()
    try {
      const idle = new Promise<void>((resolve) => {
        if (this.#inFlight.size === 0) resolve()
        else this.#idleWaiters.push(resolve)
      })
      await Promise.race([idle, sleep(options.timeoutMs)])
      const abandoned = this.#inFlight.size
      if (abandoned > 0) server.closeAllConnections()
      else server.closeIdleConnections()
      return { abandoned } satisfies DrainOutcome
    } finally {
      clearInterval(sweep)
    }
  }

  /** Back to serving (tests). */
  reset() {
    this.#draining = false
  }
}

export const gracefulShutdown = new GracefulShutdown()
