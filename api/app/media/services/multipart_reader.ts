/// <reference path="./multiparty.d.ts" />
import type { IncomingMessage } from 'node:http'
import multiparty, { type MultipartyPart } from '@poppinss/multiparty'
import ApiException from '#core/exceptions/api_exception'

export type MultipartFields = Record<string, string | string[]>

/** A part that carries a file, handed over as soon as its headers have arrived. */
export interface MultipartFilePart {
  /** The form field's name ('' when the part has none) */
  field: string
  fileName: string
  /** The file's bytes as they arrive; its errors are already handled by the reader */
  stream: MultipartyPart
}

export interface MultipartReadOptions {
  /** Most bytes of the whole body */
  maxBodyBytes: number
  /**
   * Most bytes of everything but the files being received: text fields, part
   * headers, boundaries and skipped parts. Bounds what a body can make the
   * parser hold in memory before (or between) its files.
   */
  maxOverheadBytes: number
  /** Most parts, fields and files together */
  maxParts: number
  /** The refusal for a body over `maxBodyBytes` */
  bodyTooLarge: () => Error
  /**
   * Receives each part with a file name, with the text fields that came
   * before it (those after it are in the answer of `readMultipart`, which
   * comes once every `onFile` has settled). It must consume the stream (pipe
   * it somewhere) or throw to refuse the whole body; `signal` aborts when the
   * body fails elsewhere.
   */
  onFile: (
    part: MultipartFilePart,
    fieldsBefore: MultipartFields,
    signal: AbortSignal
  ) => Promise<void>
}

/** Keys that would reach an object's prototype. */
const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor'])

/**
 * A refused body is read on and dropped (so the client gets its answer on a
 * connection that stays usable), but only this far past `maxBodyBytes`.
 */
const DRAIN_PAST_LIMIT_BYTES = 1024 * 1024

function addField(fields: MultipartFields, name: string, value: string) {
  if (!name || UNSAFE_KEYS.has(name)) return
  const existing = fields[name]
  if (existing === undefined) fields[name] = value
  else if (Array.isArray(existing)) existing.push(value)
  else fields[name] = [existing, value]
}

function copyFields(fields: MultipartFields): MultipartFields {
  const copy: MultipartFields = Object.create(null)
  for (const [name, value] of Object.entries(fields)) {
    copy[name] = Array.isArray(value) ? [...value] : value
  }
  return copy
}

const INTERRUPTED_CODES = new Set([
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ERR_STREAM_PREMATURE_CLOSE',
])

/**
 * The answer for a failed body: the parser's complaints become 4xx
 * refusals with plain messages, a client hanging up becomes a 400 (nobody
 * reads it), refusals made by `onFile` pass unchanged, and anything else
 * (a disk error) stays a server error.
 */
function toRefusal(error: any): Error {
  if (error instanceof ApiException) return error
  const message = String(error?.message ?? '')
  if (message === 'Request aborted' || INTERRUPTED_CODES.has(error?.code)) {
    return new ApiException('The upload was interrupted', { status: 400 })
  }
  const status = Number(error?.status ?? error?.statusCode)
  if (!(status >= 400 && status < 500)) return error
  if (/stream ended unexpectedly/.test(message)) {
    return new ApiException('The multipart body ended before its closing boundary', { status: 400 })
  }
  if (/maxFields \d+ exceeded/.test(message)) {
    return new ApiException('The form has too many fields', { status: 413 })
  }
  if (/maxFieldsSize \d+ exceeded/.test(message)) {
    return new ApiException('The form fields are too large', { status: 413 })
  }
  if (/boundary|content-type/i.test(message)) {
    return new ApiException('Send the file as multipart/form-data with a boundary', { status: 400 })
  }
  return new ApiException(`The multipart body is malformed: ${message}`, { status })
}

/**
 * Reads a multipart/form-data request as it streams: text fields are
 * collected, and each part with a file name is handed to `onFile` the moment
 * its headers arrive, with the fields sent before it, so a caller can check
 * them before storing a byte; the answer holds every field, those after the
 * files too (parts may come in any order). Nothing is written anywhere by the
 * reader.
 *
 * Every stream it meets has its error path attached as soon as it exists; a
 * malformed, truncated or aborted body, or a refusal from `onFile`, stops the
 * parser, ends every part still open, waits for every `onFile` to settle (so
 * their temporary files can be removed) and rejects with a 4xx
 * `ApiException` (other errors pass through). Parts with an empty file name
 * (a file input left empty) are skipped.
 *
 *   const fields = await readMultipart(request, { ..., onFile: async (part) => {
 *     await pipeline(part.stream, createWriteStream(path))
 *   } })
 */
export function readMultipart(
  request: IncomingMessage,
  options: MultipartReadOptions
): Promise<MultipartFields> {
  return new Promise((resolve, reject) => {
    const fields: MultipartFields = Object.create(null)
    const controller = new AbortController()
    const handlers = new Set<Promise<void>>()
    const openParts = new Set<MultipartyPart>()
    let failure: Error | undefined
    let formClosed = false
    let filesStreaming = 0
    let filePartsStarted = 0
    let totalBytes = 0
    let overheadBytes = 0
    let settled = false

    const form = new multiparty.Form({
      maxFields: options.maxParts,
      maxFieldsSize: options.maxOverheadBytes,
    })

    function settle() {
      if (handlers.size > 0) return
      if (failure) {
        settled = true
        reject(failure)
      } else if (formClosed) {
        settled = true
        resolve(fields)
      }
    }

    function fail(error: unknown) {
      if (failure) return
      failure = toRefusal(error)
      controller.abort(failure)
      // stop parsing; the rest of the body is read and dropped (see onData)
      request.unpipe(form)
      for (const part of openParts) part.destroy()
      if (!request.destroyed) request.resume()
      settle()
    }

    function onData(chunk: Buffer) {
      totalBytes += chunk.length
      if (failure) {
        if (totalBytes > options.maxBodyBytes + DRAIN_PAST_LIMIT_BYTES) request.destroy()
        return
      }
      if (totalBytes > options.maxBodyBytes) {
        fail(options.bodyTooLarge())
        return
      }
      if (filesStreaming > 0) return
      // The parser announces a file part a few ticks after it has read the part's headers, so
      // a read that carries the fields and the start of a file is judged once the parser has
      // had its turn: it counts as overhead only if no file part began meanwhile.
      const startedBefore = filePartsStarted
      const length = chunk.length
      setImmediate(() => {
        if (failure || settled || filePartsStarted !== startedBefore) return
        overheadBytes += length
        if (overheadBytes > options.maxOverheadBytes) {
          fail(new ApiException('The form fields are too large', { status: 413 }))
        }
      })
    }

    function onPart(part: MultipartyPart) {
      part.on('error', fail)
      if (failure) {
        part.destroy()
        return
      }
      openParts.add(part)
      part.once('close', () => openParts.delete(part))
      if (!part.filename) {
        part.resume()
        return
      }

      filesStreaming += 1
      filePartsStarted += 1
      let streaming = true
      const done = () => {
        if (streaming) filesStreaming -= 1
        streaming = false
      }
      part.once('end', done)
      part.once('close', done)

      const handling: Promise<void> = options
        .onFile(
          { field: part.name ?? '', fileName: part.filename, stream: part },
          copyFields(fields),
          controller.signal
        )
        .catch(fail)
        .finally(() => {
          handlers.delete(handling)
          settle()
        })
      handlers.add(handling)
    }

    form.on('error', fail)
    form.on('field', (name, value) => {
      if (!failure) addField(fields, name, value)
    })
    form.on('part', onPart)
    form.on('close', () => {
      formClosed = true
      settle()
    })
    request.on('close', () => {
      if (!request.complete) fail(new ApiException('The upload was interrupted', { status: 400 }))
    })

    form.parse(request)
    // after parse: the parser's pipe has put the request in flowing mode
    request.on('data', onData)
  })
}
