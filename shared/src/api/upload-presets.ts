/** What an upload is for: the keys of GET /config's `uploadPresets`. */
export type UploadPurpose = 'profile' | 'course' | 'bookPdf'

/** The part of GET /config that names the upload presets (the apps pass the contract's). */
export interface UploadPresetsConfig {
  uploadPresets?: Partial<Record<UploadPurpose, string>> | null
}

/**
 * The preset an upload for `purpose` is signed with: the deployment's name from GET /config,
 * since UPLOAD_PRESET_* may rename the presets and the default names would then be refused.
 * Throws when the server's config names none (an API older than the field).
 */
export function uploadPresetFor(config: UploadPresetsConfig, purpose: UploadPurpose): string {
  const name = config.uploadPresets?.[purpose]
  if (typeof name !== 'string' || name === '') {
    throw new Error('The server did not name its upload presets; it may need updating')
  }
  return name
}
