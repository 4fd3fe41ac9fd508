import { MESSAGES } from '../messages.ts'
import type { UploadedMedia, UploadSignatureFields } from './upload-protocol.ts'
import { ApiError, apiErrorFromAnswer } from './api-error.ts'
import { readAnswer, sendOrFail } from './read-answer.ts'
import type { ApiResult } from './transport.ts'

export interface UploadOptions {
  signal?: AbortSignal
  /** The file name to send when `file` is a Blob rather than a File. */
  fileName?: string
}

/**
 * Posts a file to a signed upload URL (Cloudinary's, or the API's own in local mode) as
 * multipart form data with Cloudinary's field names. The signature is the authentication, so
 * the call carries no cookies, no XSRF header and no bearer token. `fields` are extra form
 * fields; both servers check every field but `file`, `api_key`, `resource_type` and
 * `signature` against the signature, so only send what it covers.
 */
export async function uploadSignedFile(
  send: typeof fetch,
  signature: UploadSignatureFields,
  file: Blob,
  fields: Record<string, string> = {},
  options: UploadOptions = {}
): Promise<ApiResult<UploadedMedia>> {
  const form = signedUploadForm(signature, file, fields, options.fileName)

  const response = await sendOrFail(send, signature.uploadUrl, {
    method: 'POST',
    body: form,
    credentials: 'omit',
    headers: { Accept: 'application/json' },
    signal: options.signal,
  })
  const parsed = await readAnswer(response)
  if (!response.ok) throw uploadError(response.status, parsed)
  return { status: response.status, body: parsed as UploadedMedia }
}

/** The multipart form of a signed upload, in the order both servers read it. */
export function signedUploadForm(
  signature: UploadSignatureFields,
  file: Blob,
  fields: Record<string, string> = {},
  fileName?: string
): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  // Text fields before the file: a server reading the stream checks the signature before it
  // stores a byte (any order is accepted; docs/api-contract.md#media).
  form.set('api_key', signature.apiKey)
  form.set('timestamp', String(signature.timestamp))
  form.set('signature', signature.signature)
  form.set('upload_preset', signature.uploadPreset)
  form.set('resource_type', signature.resourceType)
  form.delete('file')
  form.append('file', file, fileNameOf(file, fileName))
  return form
}

function fileNameOf(file: Blob, fileName: string | undefined): string | undefined {
  if (fileName !== undefined) return fileName
  return typeof File !== 'undefined' && file instanceof File ? file.name : undefined
}

/** Cloudinary puts its reason in `error.message`; the local store in `message` too. */
export function uploadError(status: number, parsed: unknown): ApiError {
  const error = apiErrorFromAnswer(status, parsed)
  const nested =
    typeof parsed === 'object' && parsed !== null
      ? (parsed as { error?: { message?: unknown } }).error?.message
      : undefined
  if (error.message === MESSAGES.requestFailed && typeof nested === 'string' && nested !== '') {
    return new ApiError(status, nested, error.errors, parsed)
  }
  return error
}
