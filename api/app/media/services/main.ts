import mediaConfig from '#config/media'
import ApiException from '#core/exceptions/api_exception'
import { parseCloudinaryUrl } from '#media/services/cloudinary_signature'
import CloudinaryMediaStorage from '#media/services/cloudinary_media_storage'
import LocalMediaStorage from '#media/services/local_media_storage'
import type { MediaStorage } from '#media/services/media_storage'

let current: MediaStorage | undefined

/**
 * The media storage chosen by config: Cloudinary when CLOUDINARY_URL is set,
 * else the API's own disk. Created on first use.
 */
export function mediaStorage(): MediaStorage {
  current ??= mediaConfig.cloudinaryUrl
    ? new CloudinaryMediaStorage(parseCloudinaryUrl(mediaConfig.cloudinaryUrl))
    : new LocalMediaStorage()
  return current
}

/** The local storage, or a 404 for routes that exist only in local mode. */
export function localMediaStorage(): LocalMediaStorage {
  const storage = mediaStorage()
  if (!(storage instanceof LocalMediaStorage)) {
    throw new ApiException('Not found', { status: 404 })
  }
  return storage
}

/**
 * Replaces the storage (tests switch to a Cloudinary stand-in); undefined goes
 * back to the configured one.
 */
export function useMediaStorage(storage: MediaStorage | undefined) {
  current = storage
}

/** Finds an upload preset by its name. */
export function findPreset(name: unknown) {
  return mediaConfig.presets.find((preset) => preset.name === name)
}
