import type { StoreListMeta } from './store.ts'

// The admin's dashboard, transactions and users calls (api/start/routes/admin.ts and
// api/start/routes/payments.ts). Admins only: others get 401 (signed out) or 403. Money is in
// integer paise, times are ISO 8601 in UTC.

/** `meta` of the admin lists (the same shape as the store list's). */
export type AdminListMeta = StoreListMeta

export type OrderStatus = 'created' | 'paid' | 'fulfilled' | 'failed'
export type OrderItemKind = 'course' | 'store_item'

/**
 * Filters of the transactions list and its CSV export (query string or JSON body). A date-only
 * `to` includes that whole UTC day; date-times may carry an offset. `search` matches the
 * learner's email or name and the receipt (substring), our order id and Razorpay's order and
 * payment ids (exact).
 */
export interface TransactionFilters {
  status?: OrderStatus | 'all' | null
  kind?: OrderItemKind | 'all' | null
  search?: string | null
  /** YYYY-MM-DD (UTC day) or an ISO date-time */
  from?: string | null
  /** YYYY-MM-DD (UTC day, inclusive) or an ISO date-time (exclusive) */
  to?: string | null
}

export type AdminUserSort = 'newest' | 'oldest'
