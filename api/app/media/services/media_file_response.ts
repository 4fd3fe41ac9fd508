import type { HttpContext } from '@adonisjs/core/http'
import ApiException from '#core/exceptions/api_exception'
import type { ByteRange, MediaDisk } from '#media/services/media_disk'

/** How a stored file is sent: inline, or as an attachment with this name. */
export interface FileDelivery {
  attachmentName?: string
}

/**
 * The answer when a file checked a moment ago cannot be read after all
 * (removed or replaced meanwhile): 404 rather than the framework's 500. Once
 * bytes are flowing, a read error or a client hanging up just ends the
 * stream (the framework handles both).
 */
function unreadableFile(error: NodeJS.ErrnoException): [string, number] {
  const gone = error.code === 'ENOENT' || error.code === 'ENOTDIR' || error instanceof TypeError
  return gone ? ['The file is no longer available', 404] : ['The file cannot be read', 500]
}

/**
 * Sends a stored file with Range support. On the fs disk the framework sends
 * the file itself (as before the media disk existed); on s3 the bytes asked
 * for are streamed from the bucket through this instance, so the URLs, the
 * Content-Security-Policy and the clients stay as they are
 * (docs/decisions.md#media-storage).
 */
export async function sendStoredFile(
  ctx: HttpContext,
  media: MediaDisk,
  key: string,
  delivery: FileDelivery = {}
) {
  const { response } = ctx
  const path = media.localPath(key)
  if (path) {
    if (delivery.attachmentName) {
      response.attachment(path, delivery.attachmentName, 'attachment', undefined, unreadableFile)
    } else {
      response.download(path, true, unreadableFile)
    }
    return
  }
  await streamFromBucket(ctx, media, key, delivery)
}

async function streamFromBucket(
  { request, response }: HttpContext,
  media: MediaDisk,
  key: string,
  delivery: FileDelivery
) {
  const meta = await media.disk.getMetaData(key).catch(() => {
    throw new ApiException('The file is no longer available', { status: 404 })
  })
  const size = meta.contentLength
  if (meta.contentType) response.header('Content-Type', meta.contentType)
  if (meta.etag) response.header('ETag', meta.etag)
  response.header('Last-Modified', meta.lastModified.toUTCString())
  response.header('Accept-Ranges', 'bytes')
  if (delivery.attachmentName) {
    response.header('Content-Disposition', attachmentHeader(delivery.attachmentName))
  }
  if (meta.etag && request.header('if-none-match') === meta.etag) {
    response.status(304)
    return
  }

  const range = requestedRange(request.header('range'), size)
  if (range === 'unsatisfiable') {
    response.header('Content-Range', `bytes */${size}`)
    throw new ApiException('The range asked for is outside the file', { status: 416 })
  }
  const bytes = range ?? { start: 0, end: size - 1 }
  if (range) {
    response.status(206)
    response.header('Content-Range', `bytes ${bytes.start}-${bytes.end}/${size}`)
  }
  response.header('Content-Length', String(bytes.end - bytes.start + 1))
  if (request.method() === 'HEAD' || size === 0) return
  const stream = await media.readRange(key, bytes).catch((error) => {
    const [message, status] = unreadableFile(error)
    throw new ApiException(message, { status })
  })
  response.stream(stream)
}

/**
 * The one range a `Range: bytes=...` header asks for; null for the whole
 * file (no header, several ranges or a unit other than bytes: all answered
 * whole, as HTTP allows).
 */
export function requestedRange(
  header: string | undefined,
  size: number
): ByteRange | null | 'unsatisfiable' {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null
  if (!match || (match[1] === '' && match[2] === '')) return null
  if (match[1] === '') {
    // the last n bytes
    const suffix = Number(match[2])
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(match[1])
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  if (start >= size || end < start) return 'unsatisfiable'
  return { start, end }
}

/** Content-Disposition for a download: an ASCII name, and the exact one for clients that read it. */
function attachmentHeader(name: string) {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}
