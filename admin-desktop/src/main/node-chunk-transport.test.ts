import { createServer, type IncomingMessage, type Server } from 'node:http'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { ApiError, type ChunkRequest } from '@pathshala/shared'
import type { UploadSignature } from '../shared/upload-signature.ts'
import { nodeChunkTransport } from './node-chunk-transport.ts'

let folder: string
let server: Server
let answer: (request: IncomingMessage, body: Buffer) => { status: number; body: unknown }
let received: Array<{ headers: IncomingMessage['headers']; body: Buffer }>

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'node-transport-'))
  received = []
  server = createServer((request, response) => {
    const pieces: Buffer[] = []
    request.on('data', (piece: Buffer) => pieces.push(piece))
    request.on('end', () => {
      const body = Buffer.concat(pieces)
      received.push({ headers: request.headers, body })
      const reply = answer(request, body)
      response.writeHead(reply.status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(reply.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
})
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve))
  await rm(folder, { recursive: true, force: true })
})

function signature(): UploadSignature {
  const address = server.address() as { port: number }
  return {
    timestamp: 1_700_000_000,
    signature: 'abc123',
    apiKey: 'local',
    cloudName: 'local',
    uploadUrl: `http://127.0.0.1:${address.port}/api/v1/media/upload/raw`,
    folder: 'pathshala/books',
    uploadPreset: 'pathshala_books_pdf',
    resourceType: 'raw',
    type: 'authenticated',
  }
}

async function chunk(overrides: Partial<ChunkRequest> = {}): Promise<ChunkRequest> {
  const path = join(folder, 'notes.pdf')
  const bytes = Buffer.from('%PDF-1.4 0123456789abcdefghij')
  await writeFile(path, bytes)
  return {
    signature: signature(),
    uploadId: 'a'.repeat(24),
    start: 9,
    end: 18,
    total: bytes.length,
    body: new Blob([bytes.subarray(9, 19)]),
    filePath: path,
    fileName: 'notes.pdf',
    signal: new AbortController().signal,
    ...overrides,
  }
}

describe('nodeChunkTransport', () => {
  test('streams the range from disk after the signed fields, with the chunk headers', async () => {
    answer = () => ({ status: 200, body: { done: false, upload_id: 'x', bytes_received: 10 } })
    const result = await nodeChunkTransport().sendChunk(await chunk())

    expect(result).toEqual({ done: false, bytesReceived: 10 })
    const [sent] = received
    expect(sent!.headers['x-unique-upload-id']).toBe('a'.repeat(24))
    expect(sent!.headers['content-range']).toBe('bytes 9-18/29')
    expect(Number(sent!.headers['content-length'])).toBe(sent!.body.length)
    const boundary = /boundary=(.+)$/.exec(sent!.headers['content-type']!)![1]!
    const text = sent!.body.toString('latin1')
    const names = [...text.matchAll(/; name="([^"]+)"/g)].map((match) => match[1])
    expect(names).toEqual([
      'api_key',
      'timestamp',
      'signature',
      'upload_preset',
      'resource_type',
      'file',
    ])
    expect(text).toContain('filename="notes.pdf"')
    expect(text).toContain('\r\n\r\n0123456789\r\n')
    expect(text.endsWith(`--${boundary}--\r\n`)).toBe(true)
  })

  test('answers the stored file when the chunk completes it', async () => {
    answer = () => ({
      status: 200,
      body: {
        done: true,
        public_id: 'pathshala/books/x',
        secure_url: 'http://x/y',
        format: 'pdf',
        bytes: 29,
      },
    })
    const result = await nodeChunkTransport().sendChunk(await chunk())
    expect(result).toMatchObject({ done: true, media: { public_id: 'pathshala/books/x' } })
  })

  test("streams the Blob when there is no file, and turns a refusal into the server's message", async () => {
    answer = () => ({
      status: 422,
      body: { success: false, message: 'The file given is not a PDF document' },
    })
    const request = await chunk({ filePath: undefined })
    const failure = await nodeChunkTransport()
      .sendChunk(request)
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ status: 422, message: 'The file given is not a PDF document' })
    expect(received[0]!.body.toString('latin1')).toContain('\r\n\r\n0123456789\r\n')
  })

  test('a server that cannot be reached is a network error (status 0); an abort an AbortError', async () => {
    const request = await chunk()
    const unreachable = {
      ...request,
      signature: { ...request.signature, uploadUrl: 'http://127.0.0.1:9/api/v1/media/upload/raw' },
    }
    await expect(nodeChunkTransport().sendChunk(unreachable)).rejects.toMatchObject({ status: 0 })

    answer = () => ({ status: 200, body: {} })
    const controller = new AbortController()
    controller.abort()
    await expect(
      nodeChunkTransport().sendChunk({ ...request, signal: controller.signal })
    ).rejects.toMatchObject({ name: 'AbortError' })
  })
})
