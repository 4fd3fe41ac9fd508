import type { AnswerOf } from './api-contract.ts'

/**
 * Where and how to upload one file with a preset: POST /generate/generateSignature's answer
 * without its envelope (the generated contract). The main process signs its bulk uploads so.
 */
export type UploadSignature = Omit<
  AnswerOf<'POST', '/generate/generateSignature'>,
  'success' | 'message'
>
