import { ApiError, apiErrorFromAnswer } from '@pathshala/shared'
import type { UploadSignature } from '../shared/upload-signature.ts'
import { sendForRenderer, type BridgeContext } from './api-bridge.ts'

/**
 * generateSignature for main's own uploads (the bulk upload queue), sent the way the renderer's
 * calls are: to the configured server, with the token main holds.
 */
export async function signUpload(preset: string, context: BridgeContext): Promise<UploadSignature> {
  const origin = context.serverOrigin ?? ''
  const answer = await sendForRenderer(
    {
      url: `${origin}/api/v1/generate/generateSignature`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept': 'application/json' },
      body: JSON.stringify({ uploadPreset: preset }),
    },
    context
  )
  if ('ok' in answer) throw new ApiError(answer.status, answer.message, answer.errors, answer)
  let parsed: unknown = null
  try {
    parsed = JSON.parse(answer.body)
  } catch {
    throw new ApiError(answer.status, 'The server sent an answer that is not JSON')
  }
  if (answer.status < 200 || answer.status >= 300) throw apiErrorFromAnswer(answer.status, parsed)
  return parsed as UploadSignature
}
