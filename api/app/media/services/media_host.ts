import env from '#start/env'
import mediaConfig from '#config/media'
import { mediaStorage } from '#media/services/main'

/** Where this product's media lives, as a browser sees it. */
export interface MediaHost {
  /** Origin browsers post uploads to (Cloudinary's upload API, or this API) */
  uploadOrigin: string
  /** Every public image URL of the product starts with this */
  imagePrefix: string
}

/** Public images of the local store: GET /api/v1/media/image/... of this API. */
const LOCAL_IMAGE_PATH = '/api/v1/media/image/'

/**
 * The media host in use: Cloudinary's (the configured cloud's secure delivery
 * URLs) or this API's own. Read from the storage in use, whose profile
 * preset's signed upload names the upload URL and the cloud, so the answer
 * always matches where uploads really go.
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
    imagePrefix: new URL(LOCAL_IMAGE_PATH, env.get('APP_URL')).href,
  }
}

/**
 * Whether `value` is a public image of the product's own media host: same
 * origin and under its image path once the URL is parsed (so `..`, encoded
 * dots or credentials cannot lead elsewhere).
 */
export function isOwnImageUrl(value: string) {
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
