import type { HttpContext } from '@adonisjs/core/http'
import ApiException from '#exceptions/api_exception'
import { localMediaStorage } from '#services/media/main'

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
 * Files kept by local media storage: images are public and cached for good
 * (their ids are random and never reused); PDFs leave only through a signed,
 * short-lived download link.
 */
export default class MediaFilesController {
  /** GET /media/image/<public_id>.<format> */
  async image({ params, response }: HttpContext) {
    const relative = (params['*'] as string[]).join('/')
    const path = await localMediaStorage().publicImagePath(relative)
    if (!path) throw new ApiException('Image not found', { status: 404 })
    response.header('Cache-Control', 'public, max-age=31536000, immutable')
    response.download(path, true, unreadableFile)
  }

  /** GET /media/raw/...: a PDF's upload URL is not a way to read it. */
  async raw() {
    throw new ApiException('This file is only available through a download link', {
      status: 403,
    })
  }

  /** GET /media/download/:token: the PDF as an attachment while the link is valid. */
  async download({ params, response }: HttpContext) {
    const { path, fileName } = await localMediaStorage().openDownloadToken(params.token)
    response.header('Cache-Control', 'private, no-store')
    response.attachment(path, fileName, 'attachment', undefined, unreadableFile)
  }
}
