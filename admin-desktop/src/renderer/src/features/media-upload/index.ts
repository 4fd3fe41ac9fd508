/*
| Sending images and PDFs from the admin's forms: compress an image to its limits in the page,
| sign with the API, upload with progress and cancel. Used by the course wizard and the books
| screens.
*/
export {
  compressImage,
  CONTENT_THUMBNAIL_LIMITS,
  COURSE_THUMBNAIL_LIMITS,
  NotAnImageError,
  uploadFileName,
  type ImageLimits,
} from '@pathshala/ui'
export { useSignedUpload, type SignedUpload } from './api/use-signed-upload.ts'
export { mediaUploadKeys } from './api/media-upload-keys.ts'
export { resolveUploadPreset, useUploadPreset } from './api/upload-preset.ts'
export type { UploadPresetName, UploadPurpose } from './api/upload-types.ts'
export { FileField } from './components/FileField.tsx'
export { UploadProgress } from './components/UploadProgress.tsx'
export { formatBytes, progressOf, type TransferProgress } from './lib/transfer-progress.ts'
