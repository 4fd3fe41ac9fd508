import { MESSAGES } from '../messages.ts'
import type { UploadedMedia, UploadSignatureFields } from './upload-protocol.ts'
import { ApiError } from './api-error.ts'
import type { ApiResult } from './transport.ts'
import { signedUploadForm, uploadError, type UploadOptions } from './upload.ts'

export interface UploadProgress {
  /** Bytes of the request body sent so far */
  loaded: number
  /** The whole body's size (the file plus the form's few hundred bytes) */
  total: number
}

export interface ProgressUploadOptions extends UploadOptions {
  onProgress?: (progress: UploadProgress) => void
}

interface ProgressLike {
  lengthComputable: boolean
  loaded: number
  total: number
}

/**
 * The part of XMLHttpRequest an upload uses; the browser's own in the app, a fake in tests.
 * Spelled out here so this package compiles without the DOM's types (the API imports it too).
 */
export interface UploadXhr {
  open(method: string, url: string): void
  withCredentials: boolean
  setRequestHeader(name: string, value: string): void
  upload: { addEventListener(type: 'progress', listener: (event: ProgressLike) => void): void }
  addEventListener(type: 'load' | 'error' | 'abort', listener: () => void): void
  readonly status: number
  readonly responseText: string
  send(body: FormData): void
  abort(): void
}

export type XhrFactory = () => UploadXhr

function browserXhr(): UploadXhr {
  const Xhr = (globalThis as { XMLHttpRequest?: new () => UploadXhr }).XMLHttpRequest
  if (!Xhr) throw new Error('Uploads with progress need a browser')
  return new Xhr()
}

/**
 * `uploadSignedFile` with upload progress, which fetch cannot report: the same signed form,
 * sent with XMLHttpRequest, without credentials. Aborting `signal` cancels the transfer and
 * rejects with an AbortError, as fetch does.
 */
export function uploadSignedFileWithProgress(
  signature: UploadSignatureFields,
  file: Blob,
  fields: Record<string, string> = {},
  options: ProgressUploadOptions = {},
  createXhr: XhrFactory = browserXhr
): Promise<ApiResult<UploadedMedia>> {
  const form = signedUploadForm(signature, file, fields, options.fileName)
  const { signal, onProgress } = options
  if (signal?.aborted) return Promise.reject(abortError())

  return new Promise((resolve, reject) => {
    const xhr = createXhr()
    const onAbortSignal = () => xhr.abort()
    const settle = () => signal?.removeEventListener('abort', onAbortSignal)

    xhr.open('POST', signature.uploadUrl)
    xhr.withCredentials = false
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total })
    })
    xhr.addEventListener('load', () => {
      settle()
      let parsed: unknown = null
      if (xhr.responseText !== '') {
        try {
          parsed = JSON.parse(xhr.responseText) as unknown
        } catch {
          reject(new ApiError(xhr.status, MESSAGES.requestFailed, [], xhr.responseText))
          return
        }
      }
      if (xhr.status < 200 || xhr.status >= 300) reject(uploadError(xhr.status, parsed))
      else resolve({ status: xhr.status, body: parsed as UploadedMedia })
    })
    xhr.addEventListener('error', () => {
      settle()
      reject(new ApiError(0, MESSAGES.networkError, [], null))
    })
    xhr.addEventListener('abort', () => {
      settle()
      reject(abortError())
    })
    signal?.addEventListener('abort', onAbortSignal, { once: true })
    xhr.send(form)
  })
}

function abortError(): Error {
  const error = new Error('The upload was cancelled')
  error.name = 'AbortError'
  return error
}
