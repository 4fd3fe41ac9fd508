import type { IncomingMessage } from 'node:http'

/** How much of a refused body is read and dropped before its connection is given up. */
export const DRAIN_LIMIT_BYTES = 1024 * 1024

/**
 * An error answer can go out before the request's body has been read to its end: the body
 * parser stops mid-way through a body that cannot be decompressed or a chunked body over its
 * limit. The unread rest then sits in front of the client's next request on that kept-alive
 * connection, which waits for the keep-alive timeout and fails. The rest is read and dropped
 * instead, as Node does for a body nobody started reading, so the connection carries the next
 * request; a rest over DRAIN_LIMIT_BYTES is not worth reading and the request is destroyed.
 * An answer that closes its connection anyway (`Connection: close`) needs none of this.
 */
export function releaseUnreadBody(request: IncomingMessage, closing: boolean) {
  if (closing || request.complete || request.destroyed) return
  request.unpipe()
  let dropped = 0
  request.on('data', (chunk: Buffer) => {
    dropped += chunk.length
    if (dropped > DRAIN_LIMIT_BYTES) request.destroy()
  })
  request.resume()
}
