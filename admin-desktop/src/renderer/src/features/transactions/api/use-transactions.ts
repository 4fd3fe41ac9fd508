import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import { CSV_ACCEPT, readCsvDownload } from '@pathshala/shared'
import { usePlatform } from '../../../platform/index.ts'
import { saveDownload } from '../lib/save-download.ts'
import { transactionsKeys } from './transactions-keys.ts'
import type { RequestQuery } from '../../../../../shared/api-contract.ts'

/** One page of orders matching the filters; the previous page stays shown while the next loads. */
export function useTransactions(request: RequestQuery<'/payment/transactions'>) {
  const platform = usePlatform()
  return useQuery({
    queryKey: transactionsKeys.list(request),
    queryFn: () =>
      platform.api.get('/payment/transactions', { query: request }).then(({ body }) => body),
    placeholderData: keepPreviousData,
  })
}

/** One order with its gateway ids (our id or Razorpay's order id). */
export function useTransaction(orderId: string) {
  const platform = usePlatform()
  return useQuery({
    queryKey: transactionsKeys.detail(orderId),
    queryFn: () =>
      platform.api
        .get('/payment/transactions/:id', { params: { id: orderId } })
        .then(({ body }) => body.data),
    enabled: orderId !== '',
  })
}

/**
 * Downloads the CSV of every order matching the filters. The file is fetched with the app's own
 * credentials (cookie on the web, the main process's token on the desktop) and saved from a blob
 * link, which works in both hosts.
 */
export function useExportTransactions() {
  const platform = usePlatform()
  return useMutation({
    mutationFn: async (filters: RequestQuery<'/payment/transactions/export'>) => {
      const answer = await platform.api.download('/payment/transactions/export', {
        query: { ...filters },
        accept: CSV_ACCEPT,
      })
      const download = await readCsvDownload(answer, 'transactions.csv')
      saveDownload(download.blob, download.filename)
      return download.filename
    },
  })
}
