import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import LocalUploadService from '#media/services/local_upload_service'
import ChunkedUploadService from '#media/services/chunked_upload_service'
import { isChunkRequest } from '#media/services/content_range'
import { failure, ok } from '#core/transformers/envelope'

/**
 * POST /media/upload/:resourceType (local mode only): Cloudinary's upload
 * call, answered with Cloudinary's field names. A request with
 * `X-Unique-Upload-Id` / `Content-Range` is one chunk of a chunked upload
 * (answered `{ done: false, ... }` until the chunk that completes the file).
 * A refusal also carries `error.message`, where the old client reads it.
 */
@inject()
export default class MediaUploadsController {
  constructor(
    private uploads: LocalUploadService,
    private chunkedUploads: ChunkedUploadService
  ) {}

  async store(ctx: HttpContext) {
    const resourceType = ctx.params.resourceType === 'raw' ? 'raw' : 'image'
    try {
      const chunked = isChunkRequest({
        uploadId: ctx.request.header('x-unique-upload-id'),
        contentRange: ctx.request.header('content-range'),
      })
      if (chunked) {
        const answer = await this.chunkedUploads.receive(ctx, resourceType)
        if (!answer.done) return answer
        return ok('File uploaded', answer)
      }
      const stored = await this.uploads.receive(ctx, resourceType)
      return ok('File uploaded', stored)
    } catch (error: any) {
      const status = Number(error?.status)
      if (!(status >= 400 && status < 500)) throw error
      const message = String(error.message || 'Upload failed')
      return ctx.response.status(status).send(failure(message, { error: { message } }))
    }
  }
}
