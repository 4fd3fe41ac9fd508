import { isApiError, MESSAGES } from '@pathshala/shared'

/** The store's purchase texts (learner-side.md §8), worded as the spec has them. */
export const PURCHASE_MESSAGES = {
  processing: 'Processing payment...',
  verifying: 'Verifying payment...',
  success: 'Purchase successful! Check your email for confirmation.',
  orderFailed: 'Failed to create payment order',
  cancelledByUser: 'Payment cancelled by user',
  verificationFailed: 'Payment verification failed. Please contact support.',
  verificationFailedDetail: 'Payment verification failed',
} as const

/** The free item's confirmation: it went to the library, no payment involved. */
export function addedToLibraryMessage(title: string): string {
  return `"${title}" is now in your library. Use Access to download it.`
}

/**
 * Why an order could not be made: the server's own words when it sent some (already owned,
 * payments switched off, too many attempts), a lost connection as such, else the spec's line.
 */
export function orderFailedMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 0) return MESSAGES.networkError
    if (error.message && error.message !== MESSAGES.requestFailed) return error.message
  }
  return PURCHASE_MESSAGES.orderFailed
}

/** 'Payment verification failed. Please contact support.' with the reason underneath. */
export function verificationFailedDetail(error: unknown): string {
  if (isApiError(error) && error.message && error.message !== MESSAGES.requestFailed) {
    return error.message
  }
  return PURCHASE_MESSAGES.verificationFailedDetail
}
