import type { ApiAnswer } from './envelope.ts'
import type { StoreItemType, StoreListMeta } from './store.ts'
import type { AccountType, Gender } from './user.ts'

// The admin's dashboard, transactions and users calls (api/start/routes/admin.ts and
// api/start/routes/payments.ts). Admins only: others get 401 (signed out) or 403. Money is in
// integer paise, times are ISO 8601 in UTC.

/** `meta` of the admin lists (the same shape as the store list's). */
export type AdminListMeta = StoreListMeta

export type OrderStatus = 'created' | 'paid' | 'fulfilled' | 'failed'
export type OrderItemKind = 'course' | 'store_item'

/** One order, as the transactions list, its detail and the dashboard show it. */
export interface AdminOrder {
  /** Our id */
  _id: string
  /** Razorpay's order id (order_…) */
  gatewayOrderId: string
  /** Razorpay's payment id (pay_…), once a payment was attempted */
  gatewayPaymentId: string | null
  /** Our order number, also sent to Razorpay */
  receipt: string
  /** name and email are null only if the account no longer exists */
  learner: { _id: string; name: string | null; email: string | null }
  item: {
    _id: string
    kind: OrderItemKind
    /** null only if the course or item no longer exists */
    title: string | null
    /** The store item's type; null for courses */
    type: StoreItemType | null
  }
  /** Rupees (amountPaise / 100), for display */
  amount: number
  amountPaise: number
  currency: string
  status: OrderStatus
  /** Razorpay's reason for a failed payment */
  failureReason: string | null
  createdAt: string
  paidAt: string | null
  fulfilledAt: string | null
}

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

/** GET /payment/transactions/:id (our id or Razorpay's order id); 404 when unknown. */
export type TransactionAnswer = ApiAnswer<{ data: AdminOrder }>

export type AdminUserSort = 'newest' | 'oldest'

export interface AdminUserRow {
  _id: string
  firstName: string
  lastName: string
  name: string
  email: string
  image: string | null
  accountType: AccountType
  /** How the account signs in */
  provider: 'email' | 'google'
  createdAt: string
  /** Courses the user is enrolled in */
  enrolmentCount: number
  /** Store items the user owns */
  purchaseCount: number
}
export type AdminUsersAnswer = ApiAnswer<{ data: AdminUserRow[]; meta: AdminListMeta }>

export interface AdminUserEnrolment {
  course: { _id: string; courseName: string; thumbnail: string | null }
  /** purchase, free or manual */
  source: string
  enrolledAt: string
}

export interface AdminUserStoreItem {
  item: { _id: string; title: string; type: StoreItemType; thumbnailUrl: string | null }
  /** purchase, free or manual */
  source: string
  amountPaise: number
  acquiredAt: string
}

/**
 * A user's detail: the profile, then the newest 50 enrolments, owned items and orders (the
 * counts give the totals; the transactions list, searched by email, has every order).
 */
export interface AdminUserDetail extends AdminUserRow {
  contactNumber: string | null
  /** DD.MM.YYYY */
  dateOfBirth: string | null
  gender: Gender | null
  about: string | null
  orderCount: number
  /** Sum of the user's paid orders */
  spentPaise: number
  enrolments: AdminUserEnrolment[]
  storeItems: AdminUserStoreItem[]
  orders: AdminOrder[]
}

/** GET /admin/users/:id; 404 when unknown. */
export type AdminUserAnswer = ApiAnswer<{ data: AdminUserDetail }>
