import { v2 as cloudinary } from 'cloudinary'
import type { UploadPreset } from '#config/media'
import type { CloudinaryAccount } from '#media/services/cloudinary_signature'
import type {
  DownloadLink,
  MediaStorage,
  PdfCheck,
  SignedUpload,
  StoredMedia,
} from '#media/services/media_storage'

/**
 * CLOUDINARY_URL is set: the browser uploads straight to Cloudinary with the
 * signature made here, and PDFs (presets of delivery type 'authenticated')
 * leave only through expiring private download links. The account is passed
 * on every SDK call, so nothing depends on the SDK's global configuration.
 *
 * On Cloudinary, each preset must exist as a signed preset with its folder,
 * resource type and delivery type (see README, "Media").
 */
export default class CloudinaryMediaStorage implements MediaStorage {
  readonly driver = 'cloudinary' as const

  constructor(private account: CloudinaryAccount) {}

  #options() {
    return {
      cloud_name: this.account.cloudName,
      api_key: this.account.apiKey,
      api_secret: this.account.apiSecret,
      ...(this.account.uploadPrefix ? { upload_prefix: this.account.uploadPrefix } : {}),
    }
  }

  signUpload(preset: UploadPreset, now = new Date()): SignedUpload {
    const timestamp = Math.floor(now.getTime() / 1000)
    return {
      timestamp,
      signature: cloudinary.utils.api_sign_request(
        { timestamp, upload_preset: preset.name },
        this.account.apiSecret
      ),
      apiKey: this.account.apiKey,
      cloudName: this.account.cloudName,
      uploadUrl: cloudinary.utils.api_url('upload', {
        ...this.#options(),
        resource_type: preset.resourceType,
      }),
      folder: preset.folder,
      uploadPreset: preset.name,
      resourceType: preset.resourceType,
      type: preset.deliveryType,
    }
  }

  privateDownloadUrl(
    publicId: string,
    format: string | null,
    options: { expiresInSeconds: number; fileName: string }
  ): DownloadLink {
    const expiresAt = new Date(Date.now() + options.expiresInSeconds * 1000)
    // raw public ids carry their extension; the download API wants no separate format then
    const rawFormat = publicId.includes('.') ? '' : (format ?? '')
    const url = cloudinary.utils.private_download_url(publicId, rawFormat, {
      ...this.#options(),
      resource_type: 'raw',
      type: 'authenticated',
      attachment: true,
      expires_at: Math.floor(expiresAt.getTime() / 1000),
    })
    return { url, expiresAt }
  }

  /** Cloudinary's files are not looked up here (that needs the Admin API). */
  async checkPdf(): Promise<PdfCheck> {
    return { status: 'ok', bytes: null }
  }

  async storeLocalFile(): Promise<StoredMedia> {
    throw new Error(
      'storeLocalFile needs local media storage; unset CLOUDINARY_URL to seed demo files'
    )
  }
}
