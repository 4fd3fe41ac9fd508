import { errors } from '@vinejs/vine'
import type { User } from '#accounts'
import ApiException from '#core/exceptions/api_exception'
import type { MediaResourceType } from '#config/media'
import { findPreset, mediaStorage } from '#media/services/main'
import LocalMediaStorage from '#media/services/local_media_storage'
import UploadSignatureLedger from '#media/services/upload_signature_ledger'

/**
 * POST /generate/generateSignature: signs one upload with a known preset.
 * Profile pictures are for any signed-in user; course images and book PDFs
 * are for admins only.
 */
export default class UploadSignatureService {
  #ledger = new UploadSignatureLedger()

  /**
   * In local mode every signature handed out is recorded and unique, and
   * authorises one upload (see UploadSignatureLedger); Cloudinary's are
   * checked by Cloudinary.
   */
  async sign(user: User, uploadPreset: string, resourceType?: MediaResourceType) {
    const preset = findPreset(uploadPreset)
    if (!preset) {
      throw new errors.E_VALIDATION_ERROR([
        { field: 'uploadPreset', message: 'Unknown upload preset', rule: 'preset' },
      ])
    }
    if (resourceType && resourceType !== preset.resourceType) {
      throw new errors.E_VALIDATION_ERROR([
        {
          field: 'resourceType',
          message: `The ${preset.name} preset uploads ${preset.resourceType} files`,
          rule: 'preset',
        },
      ])
    }
    if (preset.adminOnly && !user.isAdmin) {
      throw new ApiException('Only admins can upload course and store files', { status: 403 })
    }
    const storage = mediaStorage()
    if (storage instanceof LocalMediaStorage) return this.#ledger.issue(storage, preset)
    return storage.signUpload(preset)
  }
}
