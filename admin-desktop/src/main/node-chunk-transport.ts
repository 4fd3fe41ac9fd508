import { createReadStream } from 'node:fs'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import {
  ApiError,
  chunkHeaders,
  MESSAGES,
  toChunkAnswer,
  uploadError,
  type ChunkRequest,
  type ChunkTransport,
} from '@pathshala/shared'

/** Most bytes of an answer read (the upload's JSON is a few hundred). */
const MAX_ANSWER_BYTES = 1024 * 1024

function abortError(): Error {
  const error = new Error('The upload was cancelled')
  error.name = 'AbortError'
  return error
}

/** The form's text fields, sent before the file so the signature is checked before a byte is stored. */
function signedFields(request: ChunkRequest): Array<[string, string]> {
  const { signature } = request
  return [
    ['api_key', signature.apiKey],
    ['timestamp', String(signature.timestamp)],
    ['signature', signature.signature],
    ['upload_preset', signature.uploadPreset],
    ['resource_type', signature.resourceType],
  ]
}

function quoted(value: string) {
  return value.replace(/["\r\n\\]/g, '_')
}

/**
 * The multipart body of one chunk, as a head, the chunk's bytes and a tail, so the bytes can
 * stream from disk between them and the length is known up front.
 */
export function multipartParts(request: ChunkRequest, boundary: string) {
  let head = ''
  for (const [name, value] of signedFields(request)) {
    head += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
  }
  head +=
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${quoted(request.fileName)}"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n'
  return {
    head: Buffer.from(head, 'utf8'),
    tail: Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8'),
    length: request.end - request.start + 1,
  }
}

function readAnswer(response: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    response.setEncoding('utf8')
    response.on('data', (piece: string) => {
      text += piece
      if (text.length > MAX_ANSWER_BYTES) response.destroy(new Error('The answer is too long'))
    })
    response.on('end', () => resolve(text))
    response.on('error', reject)
  })
}

/**
 * Chunks sent with Node's own http client, each streamed from the file on disk between the
 * form's head and tail (the desktop main process; several times faster than fetch with a
 * FormData, which copies every chunk through web streams). A chunk without a file path is
 * streamed from its Blob. Same answers and errors as the fetch transport.
 */
export function nodeChunkTransport(): ChunkTransport {
  return {
    sendChunk(request) {
      if (request.signal.aborted) return Promise.reject(abortError())
      const url = new URL(request.signature.uploadUrl)
      const boundary = `pathshala-${randomBytes(12).toString('hex')}`
      const parts = multipartParts(request, boundary)
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest
      return new Promise((resolve, reject) => {
        const body = request.filePath
          ? createReadStream(request.filePath, {
              start: request.start,
              end: request.end,
              highWaterMark: 1024 * 1024,
            })
          : Readable.fromWeb(request.body.stream() as never)
        let settled = false
        const finish = (action: () => void) => {
          if (settled) return
          settled = true
          request.signal.removeEventListener('abort', onAbort)
          action()
        }
        const outgoing = send(
          url,
          {
            method: 'POST',
            headers: {
              'Accept': 'application/json',
              'Content-Type': `multipart/form-data; boundary=${boundary}`,
              'Content-Length': parts.head.length + parts.length + parts.tail.length,
              ...chunkHeaders(request),
            },
          },
          (response) => {
            readAnswer(response).then(
              (text) =>
                finish(() => {
                  const status = response.statusCode ?? 0
                  let parsed: unknown = null
                  try {
                    parsed = text === '' ? null : JSON.parse(text)
                  } catch {
                    reject(new ApiError(status, MESSAGES.requestFailed, [], text))
                    return
                  }
                  if (status < 200 || status >= 300) reject(uploadError(status, parsed))
                  else resolve(toChunkAnswer(parsed))
                }),
              () => finish(() => reject(new ApiError(0, MESSAGES.networkError, [], null)))
            )
          }
        )
        const onAbort = () => {
          body.destroy()
          outgoing.destroy()
          finish(() => reject(abortError()))
        }
        request.signal.addEventListener('abort', onAbort, { once: true })
        outgoing.on('error', (error) =>
          finish(() => reject(new ApiError(0, MESSAGES.networkError, [], null, { cause: error })))
        )
        body.on('error', (error: Error) => {
          outgoing.destroy()
          finish(() => reject(error))
        })
        outgoing.write(parts.head)
        body.on('end', () => outgoing.end(parts.tail))
        body.pipe(outgoing, { end: false })
      })
    },
  }
}
