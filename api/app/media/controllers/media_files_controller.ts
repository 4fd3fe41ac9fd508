import type { HttpContext } from '@adonisjs/core/http'
import ApiException from '#core/exceptions/api_exception'
import { localMediaStorage } from '#media/services/main'
import { sendStoredFile } from '#media/services/media_file_response'

/**
 * Files kept by local media storage (MEDIA_ROOT or the S3 bucket): images are
 * public and cached for good (their ids are random and never reused); PDFs
 * leave only through a signed, short-lived download link.
 */
export default class MediaFilesController {
  /** GET /media/image/<public_id>.<format> */
  async image(ctx: HttpContext) {
    const storage = localMediaStorage()
    const relative = (ctx.params['*'] as string[]).join('/')
    const key = await storage.publicImageKey(relative)
    if (!key) throw new ApiException('Image not found', { status: 404 })
    ctx.response.header('Cache-Control', 'public, max-age=31536000, immutable')
    await sendStoredFile(ctx, storage.media, key)
  }

  /** GET /media/raw/...: a PDF's upload URL is not a way to read it. */
  async raw() {
    throw new ApiException('This file is only available through a download link', {
      status: 403,
    })
  }

  /** GET /media/download/:token: the PDF as an attachment while the link is valid. */
  async download(ctx: HttpContext) {
    const storage = localMediaStorage()
    const { key, fileName } = await storage.openDownloadToken(ctx.params.token)
    ctx.response.header('Cache-Control', 'private, no-store')
    await sendStoredFile(ctx, storage.media, key, { attachmentName: fileName })
  }
}
