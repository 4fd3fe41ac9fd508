import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api, type AnswerOf } from '../../../app/api.ts'
import { ordersKeys } from './orders-keys.ts'

export type LearnerOrder = AnswerOf<'GET', '/orders'>['data'][number]
export type OrdersPage = AnswerOf<'GET', '/orders'>

export const ORDERS_PAGE_SIZE = 10

/** One page of the learner's orders, newest first (GET /orders). */
export function useOrders(userId: string, page: number) {
  return useQuery({
    queryKey: ordersKeys.page(userId, page),
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const { body } = await api.get('/orders', { query: { page, limit: ORDERS_PAGE_SIZE } })
      return { orders: body.data, meta: body.meta }
    },
  })
}

/** Where the order's invoice PDF is downloaded from (the session cookie goes with it). */
export function invoiceUrl(orderId: string) {
  return `/api/v1/orders/${encodeURIComponent(orderId)}/invoice`
}

/** Where a refund's credit note PDF is downloaded from. */
export function creditNoteUrl(orderId: string, creditNoteId: string) {
  return `/api/v1/orders/${encodeURIComponent(orderId)}/credit-notes/${encodeURIComponent(creditNoteId)}`
}
