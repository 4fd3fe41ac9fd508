import type {
  GenerateSignatureAnswer,
  GenerateSignatureRequest,
  UploadedMedia,
  UploadSignature,
} from '../types/media.ts'
import type { ApiResult, RequestFunction } from './transport.ts'
import { uploadSignedFile, type UploadOptions } from './upload.ts'
import { fetchChunkTransport, type ChunkTransport } from '../upload/chunked-upload.ts'

/**
 * Signed uploads (start/routes/media.ts): sign with the API, then upload straight to the
 * signature's URL.
 */
export function createMediaApi(request: RequestFunction, getFetch: () => typeof fetch) {
  return {
    /** Signed in; course images and book PDFs need an Admin. */
    generateSignature: (
      body: GenerateSignatureRequest
    ): Promise<ApiResult<GenerateSignatureAnswer>> =>
      request('POST', '/generate/generateSignature', body),
    /** Posts the file to `signature.uploadUrl` without credentials (see uploadSignedFile). */
    uploadFile: (
      signature: UploadSignature,
      file: Blob,
      fields?: Record<string, string>,
      options?: UploadOptions
    ): Promise<ApiResult<UploadedMedia>> =>
      uploadSignedFile(getFetch(), signature, file, fields, options),
    /**
     * Sends chunks of a chunked upload (Cloudinary's protocol) to the signature's URL, without
     * credentials; for the upload queue (upload/upload-queue.ts).
     */
    chunkTransport: (): ChunkTransport => fetchChunkTransport(getFetch()),
  }
}
