import { MESSAGES } from '../messages.ts'

/** One refused field of a 422 answer, as the API's error envelope carries it. */
export interface FieldError {
  field: string
  message: string
  rule?: string
}

/**
 * A failed API call: a non-2xx answer, or `status` 0 when no answer arrived at all.
 * `body` is the parsed answer (or its raw text) so callers can read anything the server added.
 */
export class ApiError extends Error {
  readonly status: number
  readonly errors: FieldError[]
  readonly body: unknown

  constructor(
    status: number,
    message: string,
    errors: FieldError[] = [],
    body: unknown = null,
    options?: ErrorOptions
  ) {
    super(message, options)
    this.name = 'ApiError'
    this.status = status
    this.errors = errors
    this.body = body
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError
}

/** Builds the error for a non-2xx answer, using the server's message when it sent one. */
export function apiErrorFromAnswer(status: number, body: unknown): ApiError {
  const answer = isRecord(body) ? body : {}
  const message =
    typeof answer['message'] === 'string' && answer['message'].trim() !== ''
      ? answer['message']
      : MESSAGES.requestFailed
  const errors = Array.isArray(answer['errors']) ? answer['errors'].filter(isFieldError) : []
  return new ApiError(status, message, errors, body)
}

/** Field errors keyed by field, first message per field, ready to show beside form inputs. */
export function fieldErrorMap(errors: readonly FieldError[]): Record<string, string> {
  const map: Record<string, string> = {}
  for (const error of errors) {
    map[error.field] ??= error.message
  }
  return map
}

function isFieldError(value: unknown): value is FieldError {
  return (
    isRecord(value) && typeof value['field'] === 'string' && typeof value['message'] === 'string'
  )
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
