import type { UploadedMedia, UploadSignatureFields } from '../api/upload-protocol.ts'
import { ApiError } from '../api/api-error.ts'
import { readAnswer, sendOrFail } from '../api/read-answer.ts'
import { signedUploadForm, uploadError } from '../api/upload.ts'

// Cloudinary's chunked upload, spoken to Cloudinary itself or to the API's own upload endpoint
// (docs/api-contract.md, "Chunked uploads"): every chunk is the usual signed multipart POST with
// the headers `X-Unique-Upload-Id` (the same for the whole file) and
// `Content-Range: bytes start-end/total`; every chunk but the last is at least 5 MB.

/** Cloudinary's smallest chunk (all but the last). */
export const MIN_CHUNK_BYTES = 5 * 1024 * 1024
/** The default chunk: a little over the minimum, so a resumed upload never sends a tiny one. */
export const DEFAULT_CHUNK_BYTES = 6 * 1024 * 1024

/** Where a file's bytes come from: a browser File, or a file on disk in the desktop app. */
export interface ChunkSource {
  readonly size: number
  /** The file on disk, when there is one (a transport may stream the range from it itself). */
  readonly path?: string
  /** Bytes `start` (inclusive) to `end` (exclusive), read only when asked. */
  slice(start: number, end: number): Blob | Promise<Blob>
}

export interface ChunkRequest {
  signature: UploadSignatureFields
  uploadId: string
  /** First byte's offset */
  start: number
  /** Last byte's offset, inclusive (as Content-Range writes it) */
  end: number
  total: number
  body: Blob
  /** The file on disk the chunk is part of, when the source has one */
  filePath?: string
  fileName: string
  signal: AbortSignal
  /** Bytes of this chunk sent so far, when the transport can tell */
  onProgress?: (sentBytes: number) => void
}

export type ChunkAnswer =
  { done: false; bytesReceived: number | null } | { done: true; media: UploadedMedia }

/** Sends one chunk; rejects with an ApiError (status 0 when nothing answered) or an AbortError. */
export interface ChunkTransport {
  sendChunk(request: ChunkRequest): Promise<ChunkAnswer>
}

/** Where a file's upload stands: what a restart needs to continue without resending chunks. */
export interface ChunkedUploadState {
  uploadId: string
  /** Bytes the server has confirmed, from the start of the file (the next chunk starts here) */
  confirmed: number
}

/** The headers that make a signed upload one chunk of a chunked upload. */
export function chunkHeaders(request: Pick<ChunkRequest, 'uploadId' | 'start' | 'end' | 'total'>) {
  return {
    'X-Unique-Upload-Id': request.uploadId,
    'Content-Range': `bytes ${request.start}-${request.end}/${request.total}`,
  }
}

/** Reads a chunk's answer: the stored file's fields once the file is whole, else progress. */
export function toChunkAnswer(parsed: unknown): ChunkAnswer {
  const answer =
    typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {}
  if (typeof answer['public_id'] === 'string' && typeof answer['secure_url'] === 'string') {
    return { done: true, media: answer as unknown as UploadedMedia }
  }
  const received = answer['bytes_received']
  return { done: false, bytesReceived: typeof received === 'number' ? received : null }
}

/** A chunk transport on fetch (the browser's, or Node's in the desktop main process). */
export function fetchChunkTransport(send: typeof fetch): ChunkTransport {
  return {
    async sendChunk(request) {
      const form = signedUploadForm(request.signature, request.body, {}, request.fileName)
      const response = await sendOrFail(send, request.signature.uploadUrl, {
        method: 'POST',
        body: form,
        credentials: 'omit',
        headers: { Accept: 'application/json', ...chunkHeaders(request) },
        signal: request.signal,
      })
      const parsed = await readAnswer(response)
      if (!response.ok) throw uploadError(response.status, parsed)
      request.onProgress?.(request.end - request.start + 1)
      return toChunkAnswer(parsed)
    },
  }
}

/** A fresh upload id (Cloudinary's are client-made): 32 random hex digits. */
export function newUploadId(): string {
  return crypto.randomUUID().replaceAll('-', '')
}

/** The server answered the last chunk without the file: its earlier parts are gone. */
export class UploadRestartNeeded extends Error {
  constructor() {
    super('The server no longer has the earlier chunks of this upload')
    this.name = 'UploadRestartNeeded'
  }
}

export interface ChunkedUploadOptions {
  source: ChunkSource
  fileName: string
  transport: ChunkTransport
  /** A signature for this file's preset (asked again when the server calls one stale). */
  sign: () => Promise<UploadSignatureFields>
  /** Where to continue from; `confirmed` must be a multiple of `chunkBytes` (or 0). */
  state: ChunkedUploadState
  chunkBytes?: number
  /**
   * Chunks of this file on their way at once (2): the next one goes while the server stores
   * the one before. The last chunk always goes alone, after every other one is confirmed.
   */
  chunksInFlight?: number
  signal: AbortSignal
  /** Bytes of the file the server has confirmed so far, in any order (for progress bars). */
  onProgress?: (bytes: number) => void
  /** After the confirmed prefix grew: save this to continue after a restart. */
  onConfirmed?: (state: ChunkedUploadState) => void
}

/** Whether an upload refusal says the signature's hour is over (a new one fixes it). */
export function isStaleSignature(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && /stale/i.test(error.message)
}

/**
 * Sends a file chunk by chunk from `state.confirmed`, each chunk read from the source only when
 * it is sent (never the whole file in memory), up to `chunksInFlight` at once, the last one
 * alone at the end. Resolves with the stored file's answer. A failed chunk stops the others
 * and throws the transport's error (`onConfirmed` has said where to continue: the longest run
 * of confirmed chunks from the start); `UploadRestartNeeded` when the server lost earlier parts.
 */
export async function uploadInChunks(options: ChunkedUploadOptions): Promise<UploadedMedia> {
  const { source, transport } = options
  const chunkBytes = Math.max(MIN_CHUNK_BYTES, options.chunkBytes ?? DEFAULT_CHUNK_BYTES)
  const inFlightLimit = Math.max(1, options.chunksInFlight ?? 2)
  const total = source.size
  if (total === 0) throw new ApiError(400, 'The file is empty', [], null)
  let signature = await options.sign()
  let confirmed = options.state.confirmed
  if (confirmed >= total) confirmed = Math.max(0, total - 1 - ((total - 1) % chunkBytes))
  const lastStart = total - 1 - ((total - 1) % chunkBytes)

  // a failure stops the file's other chunks too
  const controller = new AbortController()
  const stop = () => controller.abort(options.signal.reason)
  options.signal.addEventListener('abort', stop, { once: true })

  const finished = new Map<number, number>() // start -> end (exclusive) of chunks confirmed past the prefix
  let completedBytes = confirmed
  let next = confirmed

  const send = async (start: number): Promise<ChunkAnswer> => {
    const endExclusive = Math.min(start + chunkBytes, total)
    const confirmedAtLaunch = confirmed
    const request: ChunkRequest = {
      signature,
      uploadId: options.state.uploadId,
      start,
      end: endExclusive - 1,
      total,
      body: await source.slice(start, endExclusive),
      filePath: source.path,
      fileName: options.fileName,
      signal: controller.signal,
    }
    let answer: ChunkAnswer
    try {
      answer = await transport.sendChunk(request)
    } catch (error) {
      if (!isStaleSignature(error)) throw error
      signature = await options.sign()
      answer = await transport.sendChunk({ ...request, signature })
    }
    // our server counts what it holds: less than was confirmed means the earlier parts are gone
    const expected = confirmedAtLaunch + (endExclusive - start)
    if (!answer.done && answer.bytesReceived !== null && answer.bytesReceived < expected) {
      throw new UploadRestartNeeded()
    }
    if (!answer.done) {
      finished.set(start, endExclusive)
      completedBytes += endExclusive - start
      options.onProgress?.(completedBytes)
      let grew = false
      while (finished.has(confirmed)) {
        const end = finished.get(confirmed)!
        finished.delete(confirmed)
        confirmed = end
        grew = true
      }
      if (grew) options.onConfirmed?.({ uploadId: options.state.uploadId, confirmed })
    }
    return answer
  }

  const running = new Set<Promise<ChunkAnswer>>()
  try {
    for (;;) {
      controller.signal.throwIfAborted()
      // fill the window with chunks before the last; the last goes alone once all are confirmed
      while (running.size < inFlightLimit && next < lastStart) {
        const chunk = send(next)
        running.add(chunk)
        void chunk.then(
          () => running.delete(chunk),
          () => running.delete(chunk)
        )
        next += chunkBytes
      }
      if (running.size === 0) {
        if (confirmed < lastStart) throw new UploadRestartNeeded()
        const answer = await send(lastStart)
        if (answer.done) {
          options.onProgress?.(total)
          return answer.media
        }
        throw new UploadRestartNeeded()
      }
      const answer = await Promise.race(running)
      if (answer.done) {
        options.onProgress?.(total)
        return answer.media
      }
    }
  } catch (error) {
    // A failed chunk leaves its siblings running: a chunk that arrives now is confirmed and is
    // not sent again on the retry. Pause and cancel (the caller's signal) stop them at once.
    if (!options.signal.aborted) await Promise.allSettled(running)
    stop()
    await Promise.allSettled(running)
    throw error
  } finally {
    options.signal.removeEventListener('abort', stop)
  }
}
