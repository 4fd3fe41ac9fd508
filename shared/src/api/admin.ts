import type {
  AdminUserAnswer,
  AdminUsersAnswer,
  AdminUsersRequest,
  DashboardAnswer,
  TransactionAnswer,
  TransactionFilters,
  TransactionsAnswer,
  TransactionsRequest,
} from '../types/admin.ts'
import type { StoreReportFilters } from '../types/store.ts'
import { apiErrorFromAnswer } from './api-error.ts'
import { buildQueryString, type Query } from './query.ts'
import { readAnswer, sendOrFail } from './read-answer.ts'
import {
  trimBaseUrl,
  type ApiAuth,
  type ApiClientOptions,
  type ApiResult,
  type RequestFunction,
} from './transport.ts'

const id = (value: string) => encodeURIComponent(value)

/** The CSV export as received: the file and the name the server suggests. */
export interface CsvDownload {
  blob: Blob
  filename: string
}

const EXPORT_PATH = '/payment/transactions/export'
const FALLBACK_FILENAME = 'transactions.csv'
const BOOKS_EXPORT_PATH = '/store/admin/export'

/** `attachment; filename="x.csv"` -> x.csv */
export function filenameFromDisposition(
  header: string | null,
  fallback = FALLBACK_FILENAME
): string {
  const match = header ? /filename="([^"]+)"/.exec(header) : null
  return match?.[1] ?? fallback
}

function authHeaders(auth: ApiAuth): Record<string, string> {
  if (auth.kind === 'cookie') return {}
  const token = auth.getToken()
  return token ? { Authorization: `Bearer ${token}` } : {}
}

/**
 * The admin's dashboard, transactions and users (api/start/routes/admin.ts). Admins only: the
 * server answers 401 to visitors and 403 to learners.
 */
export function createAdminApi(
  request: RequestFunction,
  options: Pick<ApiClientOptions, 'baseUrl' | 'auth'>,
  getFetch: () => typeof fetch
) {
  const baseUrl = trimBaseUrl(options.baseUrl)
  return {
    dashboard: (): Promise<ApiResult<DashboardAnswer>> => request('GET', '/admin/dashboard'),

    /** Newest first; filters in the query string. */
    transactions: (filters: TransactionsRequest = {}): Promise<ApiResult<TransactionsAnswer>> =>
      request('GET', '/payment/transactions', undefined, { query: { ...filters } }),
    /** By our id or Razorpay's order id. */
    transaction: (orderId: string): Promise<ApiResult<TransactionAnswer>> =>
      request('GET', `/payment/transactions/${id(orderId)}`),
    /**
     * Where the CSV of every order matching `filters` downloads from. A browser signed in with
     * the session cookie can simply navigate there (a GET); a bearer-token client uses
     * exportTransactions.
     */
    exportTransactionsUrl: (filters: TransactionFilters = {}): string =>
      `${baseUrl}${EXPORT_PATH}${buildQueryString({ ...filters } as Query)}`,
    /** Downloads the CSV (every matching order, not a page) with the client's credentials. */
    exportTransactions: async (
      filters: TransactionFilters = {},
      signal?: AbortSignal
    ): Promise<CsvDownload> => {
      const url = `${baseUrl}${EXPORT_PATH}${buildQueryString({ ...filters } as Query)}`
      const response = await sendOrFail(getFetch(), url, {
        method: 'GET',
        headers: { Accept: 'text/csv, application/json', ...authHeaders(options.auth) },
        credentials: options.auth.kind === 'cookie' ? 'include' : 'same-origin',
        signal,
      })
      if (!response.ok) throw apiErrorFromAnswer(response.status, await readAnswer(response))
      return {
        blob: await response.blob(),
        filename: filenameFromDisposition(response.headers.get('Content-Disposition')),
      }
    },

    /**
     * Downloads the CSV of every store item matching the Published Books filters (every status,
     * in the list's order), with the client's credentials.
     */
    exportBooks: async (
      filters: StoreReportFilters = {},
      signal?: AbortSignal
    ): Promise<CsvDownload> => {
      const url = `${baseUrl}${BOOKS_EXPORT_PATH}${buildQueryString({ ...filters } as Query)}`
      const response = await sendOrFail(getFetch(), url, {
        method: 'GET',
        headers: { Accept: 'text/csv, application/json', ...authHeaders(options.auth) },
        credentials: options.auth.kind === 'cookie' ? 'include' : 'same-origin',
        signal,
      })
      if (!response.ok) throw apiErrorFromAnswer(response.status, await readAnswer(response))
      return {
        blob: await response.blob(),
        filename: filenameFromDisposition(response.headers.get('Content-Disposition'), 'books.csv'),
      }
    },

    /** Newest account first unless `sort` is oldest; filters in the query string. */
    users: (filters: AdminUsersRequest = {}): Promise<ApiResult<AdminUsersAnswer>> =>
      request('GET', '/admin/users', undefined, { query: { ...filters } }),
    user: (userId: string): Promise<ApiResult<AdminUserAnswer>> =>
      request('GET', `/admin/users/${id(userId)}`),
  }
}
