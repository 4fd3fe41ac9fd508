import type { ApiResponse } from '@japa/api-client'

/** The JSON body of a request's answer: `await bodyOf(client.post(...))`. */
export async function bodyOf(request: PromiseLike<ApiResponse>) {
  const response = await request
  return response.body()
}
