import type { OrderItemKind, OrderStatus } from '@pathshala/shared'
import { readChoice, readPage, readText, writeParams, type UrlFilterCodec } from '@pathshala/ui'
import { ORDER_KINDS, ORDER_STATUSES } from './order-labels.ts'
import type { RequestQuery } from '../../../../../shared/api-contract.ts'

export const TRANSACTIONS_PAGE_SIZE = 20
export const SEARCH_MAX_LENGTH = 100

/** The transactions screen's state as its address holds it. */
export interface TransactionsView {
  status: OrderStatus | 'all'
  kind: OrderItemKind | 'all'
  /** Email, name, receipt, or an order or payment id */
  search: string
  /** YYYY-MM-DD, '' for no bound */
  from: string
  /** YYYY-MM-DD (that whole day included), '' for no bound */
  to: string
  page: number
  /** The order whose detail drawer is open, '' for none */
  order: string
}

export const DEFAULT_TRANSACTIONS_VIEW: TransactionsView = {
  status: 'all',
  kind: 'all',
  search: '',
  from: '',
  to: '',
  page: 1,
  order: '',
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A calendar day that exists (2026-02-30 does not), else ''. */
function readDay(params: URLSearchParams, key: string): string {
  const text = params.get(key)?.trim() ?? ''
  if (!DAY.test(text)) return ''
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) ? text : ''
}

export const transactionsCodec: UrlFilterCodec<TransactionsView> = {
  parse: (params) => ({
    status: readChoice(params, 'status', ORDER_STATUSES, 'all' as const),
    kind: readChoice(params, 'kind', ORDER_KINDS, 'all' as const),
    search: readText(params, 'search', SEARCH_MAX_LENGTH),
    from: readDay(params, 'from'),
    to: readDay(params, 'to'),
    page: readPage(params),
    order: readText(params, 'order', 64),
  }),
  serialize: (view) =>
    writeParams([
      ['status', view.status, 'all'],
      ['kind', view.kind, 'all'],
      ['search', view.search, ''],
      ['from', view.from, ''],
      ['to', view.to, ''],
      ['page', view.page, 1],
      ['order', view.order, ''],
    ]),
}

/** The list's filters as the API takes them (the export takes the same, without paging). */
export function transactionsRequest(view: TransactionsView): RequestQuery<'/payment/transactions'> {
  return {
    status: view.status === 'all' ? null : view.status,
    kind: view.kind === 'all' ? null : view.kind,
    search: view.search || null,
    from: view.from || null,
    to: view.to || null,
    page: view.page,
    limit: TRANSACTIONS_PAGE_SIZE,
  }
}

/** Whether any filter narrows the list (paging and the open drawer do not count). */
export function hasFilters(view: TransactionsView): boolean {
  return (
    view.status !== 'all' ||
    view.kind !== 'all' ||
    view.search !== '' ||
    view.from !== '' ||
    view.to !== ''
  )
}

/** A link into the transactions screen (relative to the admin's base), e.g. with an order open. */
export function transactionsPath(view: Partial<TransactionsView> = {}): string {
  const query = transactionsCodec.serialize({ ...DEFAULT_TRANSACTIONS_VIEW, ...view }).toString()
  return query ? `/transactions?${query}` : '/transactions'
}
