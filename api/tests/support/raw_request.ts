import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'

export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/** A raw request to the test server: the bytes as they came over the wire, never decompressed. */
export function fetchRaw(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<RawAnswer>((resolve, reject) => {
    const outgoing = httpRequest(
      { host: process.env.HOST, port: Number(process.env.PORT), path, headers, method },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks),
          })
        )
        response.on('error', reject)
      }
    )
    outgoing.on('error', reject)
    outgoing.end()
  })
}
