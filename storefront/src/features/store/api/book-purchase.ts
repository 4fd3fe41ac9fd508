import { useState } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { StoreItem } from '@pathshala/shared'
import { api } from '../../../app/api.ts'
import { dismissToast, showToast } from '../../toasts/toaster.ts'
import { BOOKS_KEY } from './books-query.ts'
import {
  PURCHASE_MESSAGES,
  addedToLibraryMessage,
  orderFailedMessage,
} from './purchase-messages.ts'

// The auth feature's key for the signed-in user (validate carries the learner's materials).
const CURRENT_USER_KEY = ['current-user'] as const

/** The listing marks the buyer and validate lists their materials: both change on a purchase. */
export async function refreshAfterPurchase(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: BOOKS_KEY }),
    queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  ])
}

const PROCESSING_TOAST = 'store-purchase-processing'

/**
 * Getting an item (spec §4 Purchase (book), DECISIONS: free items skip the gateway). The server
 * decides what is free: /store/capture either adds the item at once (`owned`) or answers the
 * Razorpay order, which goes through the checkout and /store/verify.
 */
export function useBookPurchase() {
  const queryClient = useQueryClient()
  const [pendingId, setPendingId] = useState<string | null>(null)

  async function purchase(book: StoreItem): Promise<boolean> {
    setPendingId(book._id)
    try {
      let answer
      try {
        const captured = await api.payments.captureStoreItem({ bookId: book._id })
        answer = captured.body
      } catch (error) {
        void showToast('error', orderFailedMessage(error))
        // An item bought in another tab answers 409: the list should say Access now.
        await refreshAfterPurchase(queryClient)
        return false
      }
      if (answer.data === null) {
        void showToast('success', addedToLibraryMessage(book.title))
        await refreshAfterPurchase(queryClient)
        return true
      }
      void showToast('error', PURCHASE_MESSAGES.orderFailed)
      return false
    } finally {
      void dismissToast(PROCESSING_TOAST)
      setPendingId(null)
    }
  }

  return { purchase, pendingId }
}
