import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { MediaResourceType } from '#config/media'
import UploadSignatureService from '#media/services/upload_signature_service'
import { ok } from '#core/transformers/envelope'
import { generateSignatureValidator } from '#media/validators/media'

@inject()
export default class UploadSignaturesController {
  constructor(private signatures: UploadSignatureService) {}

  /**
   * POST /generate/generateSignature: `timestamp` and `signature` (what the
   * old client reads) plus where and how to upload. Send the file with
   * `api_key`, `timestamp`, `upload_preset` and `signature` (and optionally
   * `resource_type`); the folder and delivery type come from the preset.
   */
  async store({ auth, request }: HttpContext) {
    const { uploadPreset, resourceType } = await request.validateUsing(generateSignatureValidator)
    const signed = await this.signatures.sign(
      auth.getUserOrFail(),
      uploadPreset,
      (resourceType ?? undefined) as MediaResourceType | undefined
    )
    return ok('Upload signature generated', signed)
  }
}
