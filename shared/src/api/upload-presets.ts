import type { UploadPresetName, UploadPresetNames, UploadPurpose } from '../types/media.ts'

/** The part of GET /config that names the upload presets. */
export interface UploadPresetsConfig {
  uploadPresets?: Partial<UploadPresetNames> | null
}

/**
 * The preset an upload for `purpose` is signed with: the deployment's name from GET /config,
 * since UPLOAD_PRESET_* may rename the presets and the default names would then be refused.
 * Throws when the server's config names none (an API older than the field).
 */
export function uploadPresetFor(
  config: UploadPresetsConfig,
  purpose: UploadPurpose
): UploadPresetName {
  const name = config.uploadPresets?.[purpose]
  if (typeof name !== 'string' || name === '') {
    throw new Error('The server did not name its upload presets; it may need updating')
  }
  return name
}
