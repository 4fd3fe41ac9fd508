import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import LocalUploadService from '#services/media/local_upload_service'

/**
 * POST /media/upload/:resourceType (local mode only): Cloudinary's upload
 * call, answered with Cloudinary's field names. A refusal also carries
 * `error.message`, where the old client reads it.
 */
@inject()
export default class MediaUploadsController {
  constructor(private uploads: LocalUploadService) {}

  async store(ctx: HttpContext) {
    const resourceType = ctx.params.resourceType === 'raw' ? 'raw' : 'image'
    try {
      const stored = await this.uploads.receive(ctx, resourceType)
      return { success: true, message: 'File uploaded', ...stored }
    } catch (error: any) {
      const status = Number(error?.status)
      if (!(status >= 400 && status < 500)) throw error
      const message = String(error.message || 'Upload failed')
      return ctx.response.status(status).send({ success: false, message, error: { message } })
    }
  }
}
