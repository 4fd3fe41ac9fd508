import { useState } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { api } from '../../../app/api.ts'
import { authKeys, usePublicConfig, type User } from '../../auth/index.ts'
import { hasAccess, STORE_CHECKOUT_MESSAGES, useCheckout } from '../../checkout/index.ts'
import { isFreeBook } from '../components/book-presentation.ts'
import { storeKeys } from './store-keys.ts'
import type { StoreItem } from './store-types.ts'
import { addedToLibraryMessage } from './purchase-messages.ts'

/** The checkout window's accent: the brand violet of the shell (the course checkout's too). */
const CHECKOUT_COLOR = '#5b3fd6'

/** The listing marks the buyer and validate lists their materials: both change on a purchase. */
export async function refreshAfterPurchase(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: storeKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: authKeys.currentUser() }),
  ])
}

/**
 * Getting a store item (docs/screens/learner.md#buying; free items skip the gateway:
 * docs/decisions.md#free-items). /store/capture either adds a free item at once or answers the
 * Razorpay order, which goes through the checkout (loaded on demand) and /store/verify. The toasts
 * are the store's lines of docs/screens/learner.md#checkout-messages.
 */
export function useBookPurchase() {
  const queryClient = useQueryClient()
  const { data: config } = usePublicConfig()
  const { start, busy } = useCheckout()
  const [pendingId, setPendingId] = useState<string | null>(null)

  /**
   * Resolves true when the learner has the item afterwards (bought, free or already theirs).
   * `state`: the learner's state, asked when the profile has none (needsBuyerState);
   * `couponCode`: the coupon applied, if any.
   */
  async function purchase(
    book: StoreItem,
    user: User,
    state?: string,
    couponCode?: string
  ): Promise<boolean> {
    if (!config) return false
    setPendingId(book._id)
    try {
      const final = await start({
        free: isFreeBook(book),
        gatewayUrl: config.razorpayCheckoutUrl,
        createOrder: async () => {
          const { body } = await api.post('/store/capture', {
            body: {
              bookId: book._id,
              ...(state ? { state } : {}),
              ...(couponCode ? { couponCode } : {}),
            },
          })
          // a free item is granted at once and answered as a settled order with `owned`
          return 'owned' in body
            ? { granted: true, message: addedToLibraryMessage(book.title) }
            : { order: body.data }
        },
        verify: async (payment) => {
          const { body } = await api.post('/store/verify', {
            body: { ...payment, bookId: book._id },
          })
          return body.message
        },
        presentation: {
          name: config.appName,
          description: `Purchase: ${book.title}`,
          prefill: {
            name: `${user.firstName} ${user.lastName}`.trim(),
            email: user.email,
            contact: user.contactNumber ?? undefined,
          },
          theme: { color: CHECKOUT_COLOR },
        },
        messages: STORE_CHECKOUT_MESSAGES,
      })
      const owned = final !== null && hasAccess(final)
      // Also after a failure: a 409 elsewhere or a payment settled late shows up as Access.
      await refreshAfterPurchase(queryClient)
      return owned
    } finally {
      setPendingId(null)
    }
  }

  return { purchase, pendingId, busy, ready: config !== undefined }
}
