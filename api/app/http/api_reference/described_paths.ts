/** Only the public API is described: not the pages, not the dev-only Razorpay simulator. */
export const API_PREFIX = '/api/v1/'
export const DEV_ONLY_PREFIXES = ['/api/v1/razorpay-simulator/']

/** Whether a request's path belongs to the described API (known to the document or not). */
export function isDescribedPath(path: string) {
  return path.startsWith(API_PREFIX) && !DEV_ONLY_PREFIXES.some((prefix) => path.startsWith(prefix))
}
