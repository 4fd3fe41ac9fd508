import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { usePlatform } from '../../../platform/index.ts'
import { dashboardKeys } from '../../dashboard/index.ts'
import { transactionsKeys } from './transactions-keys.ts'

/** Refunds listed in the drawer at most; an order rarely has more than a couple. */
export const REFUNDS_LIMIT = 50
/** How often the drawer looks again while a refund is pending. */
const PENDING_REFETCH_MS = 5000

/** One order's refunds (newest first) and what remains refundable. */
export function useOrderRefunds(orderId: string, enabled = true) {
  const platform = usePlatform()
  return useQuery({
    queryKey: transactionsKeys.refunds(orderId),
    queryFn: () =>
      platform.api
        .get('/orders/:id/refunds', {
          params: { id: orderId },
          query: { page: 1, limit: REFUNDS_LIMIT },
        })
        .then(({ body }) => body),
    enabled: enabled && orderId !== '',
    // Razorpay settles a refund by webhook a few seconds (or days) later: look again meanwhile
    refetchInterval: (query) =>
      query.state.data?.data.some((refund) => refund.status === 'pending')
        ? PENDING_REFETCH_MS
        : false,
  })
}

export interface RefundRequest {
  /** Whole paise; null refunds all that remains */
  amountPaise: number | null
  reason: string
}

/**
 * Asks the API to refund the order through Razorpay. Afterwards every transactions query and
 * the dashboard are fetched again: the refund shows in the order's row and in the figures.
 */
export function useRefundOrder(orderId: string) {
  const platform = usePlatform()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: RefundRequest) =>
      platform.api
        .post('/orders/:id/refunds', {
          params: { id: orderId },
          body: { amountPaise: request.amountPaise, reason: request.reason },
        })
        .then(({ body }) => body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: transactionsKeys.all }),
        // the dashboard's refund and net revenue figures change with a refund
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
  })
}
