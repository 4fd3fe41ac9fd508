import mediaConfig from '#config/media'
import { mediaStorage } from '#media/services/main'
import { LOCAL_IMAGE_PATH, ownImagePath, publicMediaBase } from '#core/services/image_addresses'

/** Where this product's media lives, as a browser sees it. */
export interface MediaHost {
  /** Origin browsers post uploads to (Cloudinary's upload API, or this API) */
  uploadOrigin: string
  /** Every public image URL the product answers starts with this */
  imagePrefix: string
}

/**
 * The media host in use: Cloudinary's (the configured cloud's secure delivery
 * URLs) or this API's own, whose pictures are served from MEDIA_PUBLIC_URL
 * when set (a CDN), else from APP_URL. Read from the storage in use, whose
 * profile preset's signed upload names the upload URL and the cloud, so the
 * answer always matches where uploads really go.
 */
export function mediaHost(): MediaHost {
  const storage = mediaStorage()
  const preset = mediaConfig.presets.find((candidate) => candidate.resourceType === 'image')!
  const signed = storage.signUpload(preset)
  if (storage.driver === 'cloudinary') {
    return {
      uploadOrigin: new URL(signed.uploadUrl).origin,
      imagePrefix: `https://res.cloudinary.com/${encodeURIComponent(signed.cloudName)}/image/upload/`,
    }
  }
  return {
    uploadOrigin: new URL(signed.uploadUrl).origin,
    imagePrefix: `${publicMediaBase()}${LOCAL_IMAGE_PATH}`,
  }
}

/**
 * Whether `value` is a public image of the product's own media host, once the
 * URL is parsed (so `..`, encoded dots or credentials cannot lead elsewhere):
 * a picture of the local store under MEDIA_PUBLIC_URL or APP_URL (clients may
 * send either back), or one under the configured Cloudinary cloud.
 */
export function isOwnImageUrl(value: string) {
  if (mediaStorage().driver === 'local') return ownImagePath(value) !== null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  const prefix = new URL(mediaHost().imagePrefix)
  return (
    url.origin === prefix.origin &&
    url.username === '' &&
    url.password === '' &&
    url.pathname.startsWith(prefix.pathname) &&
    url.pathname.length > prefix.pathname.length
  )
}
