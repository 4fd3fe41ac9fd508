import type { RequestQuery } from '../../../../../shared/api-contract.ts'

/** Query keys of the transactions feature. */
export const transactionsKeys = {
  all: ['transactions'] as const,
  lists: () => [...transactionsKeys.all, 'list'] as const,
  list: (request: RequestQuery<'/payment/transactions'>) =>
    [...transactionsKeys.lists(), request] as const,
  detail: (orderId: string) => [...transactionsKeys.all, 'detail', orderId] as const,
  refunds: (orderId: string) => [...transactionsKeys.all, 'refunds', orderId] as const,
}
