/** How long main waits for the server's whole answer to a sign-in or session call. */
export const SESSION_TIMEOUT_MS = 15_000

export const NO_ANSWER_MESSAGE =
  'The server did not answer. Check your connection, or try again in a moment.'

/** A call given up on: the server (or the network to it) did not answer in time. */
export class NoAnswerError extends Error {
  constructor() {
    super(NO_ANSWER_MESSAGE)
    this.name = 'NoAnswerError'
  }
}

/** The error itself or, wrapped by the API client, its cause. */
export function isNoAnswer(error: unknown): boolean {
  return (
    error instanceof NoAnswerError ||
    (error instanceof Error && error.cause instanceof NoAnswerError)
  )
}

// answers that never have a body (the Response constructor refuses one for them)
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304])

async function readWhole(pending: Promise<Response>): Promise<Response> {
  const response = await pending
  const body = NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer()
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  })
}

/**
 * A fetch that gives up when the whole answer, headers and body, has not arrived within `ms`:
 * the request is aborted and the call rejects with NoAnswerError, so a server that accepts the
 * connection and then says nothing cannot leave a screen waiting for ever. The body is read
 * here, before the answer is handed on.
 */
export function withAnswerTimeout(send: typeof fetch, ms: number): typeof fetch {
  return async (input, init = {}) => {
    const controller = new AbortController()
    const signal = init.signal
      ? AbortSignal.any([init.signal, controller.signal])
      : controller.signal
    let timer: ReturnType<typeof setTimeout> | undefined
    const givenUp = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        const error = new NoAnswerError()
        controller.abort(error)
        reject(error)
      }, ms)
    })
    const answer = readWhole(send(input, { ...init, signal }))
    // once given up, the aborted call's own rejection is of no interest
    answer.catch(() => {})
    try {
      return await Promise.race([answer, givenUp])
    } finally {
      clearTimeout(timer)
    }
  }
}
