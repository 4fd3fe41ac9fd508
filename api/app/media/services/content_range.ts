import ApiException from '#core/exceptions/api_exception'

/** One chunk of a chunked upload, as its headers describe it. */
export interface ChunkRange {
  /** X-Unique-Upload-Id */
  uploadId: string
  /** First byte's offset in the whole file */
  start: number
  /** Last byte's offset (inclusive, as in Content-Range) */
  end: number
  /** The whole file's size */
  total: number
}

/** Upload ids are made by the client: letters, digits, '_' and '-', 8 to 64 of them. */
const UPLOAD_ID = /^[A-Za-z0-9_-]{8,64}$/

const CONTENT_RANGE = /^bytes (\d{1,15})-(\d{1,15})\/(\d{1,15})$/

/** Whether a request is a chunk of a chunked upload (either header sent). */
export function isChunkRequest(headers: { uploadId?: string; contentRange?: string }) {
  return Boolean(headers.uploadId) || Boolean(headers.contentRange)
}

/**
 * Reads a chunk's `X-Unique-Upload-Id` and `Content-Range: bytes start-end/total`
 * headers; a missing or malformed one is a 400. The total must be known on
 * every chunk (this server checks it against the preset's limit before
 * storing anything).
 */
export function parseChunkHeaders(uploadId: unknown, contentRange: unknown): ChunkRange {
  if (typeof uploadId !== 'string' || !UPLOAD_ID.test(uploadId.trim())) {
    throw new ApiException(
      'X-Unique-Upload-Id must be 8 to 64 letters, digits, "_" or "-", the same on every chunk',
      { status: 400 }
    )
  }
  const match = typeof contentRange === 'string' ? CONTENT_RANGE.exec(contentRange.trim()) : null
  if (!match) {
    throw new ApiException('Content-Range must look like "bytes 0-6291455/20971520"', {
      status: 400,
    })
  }
  const [start, end, total] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (end < start || end >= total) {
    throw new ApiException('Content-Range must have start <= end < total', { status: 400 })
  }
  return { uploadId: uploadId.trim(), start, end, total }
}

/** The number of bytes a chunk carries. */
export function chunkLength(range: ChunkRange) {
  return range.end - range.start + 1
}

/** Whether a chunk ends the file (the only one allowed below the minimum size). */
export function isLastChunk(range: ChunkRange) {
  return range.end === range.total - 1
}
