import type { ApiResponse } from '@japa/api-client'

/**
 * A validation failure in the envelope: 422, `success: false`, the field's
 * message as the answer's message (when it is the first failure) and in
 * `errors[]`.
 */
export function assertFieldError(
  response: ApiResponse,
  field: string,
  message: string,
  options: { first?: boolean } = {}
) {
  response.assertStatus(422)
  const body = response.body()
  response.assert!.isFalse(body.success)
  response.assert!.isArray(body.errors)
  const entry = body.errors.find((error: { field: string }) => error.field === field)
  response.assert!.isDefined(entry, `no error for "${field}" in ${JSON.stringify(body.errors)}`)
  response.assert!.equal(entry.message, message)
  if (options.first !== false) response.assert!.equal(body.message, message)
}
