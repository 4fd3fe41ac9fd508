import type { STORE_ITEM_STATUSES, STORE_ITEM_TYPES } from '../constants.ts'

export type StoreItemType = (typeof STORE_ITEM_TYPES)[number]
/** Stored and answered lowercase; input is accepted in any case. */
export type StoreItemStatus = (typeof STORE_ITEM_STATUSES)[number]

/**
 * A store item (book, notes, test series, material) as the API answers it
 * (POST /store/getAllBooks, user.materials). No answer carries a download
 * URL: owners and admins get a short-lived link from GET /store/download/:id.
 */
export interface StoreItem extends Partial<StoreItemAdminFields> {
  _id: string
  title: string
  author: string
  description: string
  type: StoreItemType
  /** The same as `type` (the admin list reads `category`). */
  category: StoreItemType
  /** Rupees */
  price: number
  pricePaise: number
  isFree: boolean
  thumbnailUrl: string | null
  thumbnail_public_id: string | null
  thumbnail_format: string | null
  pdf_format: string
  status: StoreItemStatus
  themes: string[]
  /** How many learners own it */
  purchases: number
  /** The caller's own entry when the caller owns it, else empty. */
  studentsPurchase: { _id: string }[]
  /** ISO 8601 */
  createdAt: string
  updatedAt: string
}

/** What only admins see of a store item (the admin list, the content form). */
export interface StoreItemAdminFields {
  totalSales: number
  /** Rupees */
  totalRevenue: number
  totalRevenuePaise: number
  /** There are no book ratings: always null. */
  averageRating: null
  pdf_public_id: string | null
  pdfBytes: number | null
  /** ISO 8601 */
  deletedAt: string | null
}

/** `meta` of POST /store/getAllBooks */
export interface StoreListMeta {
  totalItems: number
  currentPage: number
  totalPages: number
  hasNextPage: boolean
  hasPrevPage: boolean
  limit: number
}

/** Public sorts; `revenue` only in the admin view. */
export type StoreSortField = 'createdAt' | 'title' | 'author' | 'price' | 'purchases' | 'revenue'

/**
 * Filters of POST /store/getAllBooks, sent as the query string (the server also reads a JSON
 * body). Bad values are never refused: the server falls back to page 1, limit 10 (1-100),
 * sort createdAt, order desc.
 */
export interface StoreListRequest {
  page?: number | null
  limit?: number | null
  sort?: StoreSortField | null
  order?: 'asc' | 'desc' | null
  /** The item type (the server matches any case); 'all' or nothing means every type. */
  category?: StoreItemType | 'all' | null
  /** Same as `category` (`category` wins when both are sent). */
  type?: StoreItemType | null
  /** Exact author name, any case */
  author?: string | null
  /** Title, author or description */
  search?: string | null
  /** Admins only: every status (drafts, archived), the status filter and the revenue sort. */
  adminView?: boolean | null
  /** Admins in the admin view only; anything else means every status. */
  status?: StoreItemStatus | 'all' | null
}

/**
 * The content form's fields (POST /store/createProduct, admin). The files are uploaded first
 * (generateSignature, then the upload) and referred to here by their upload answers' fields.
 */
export interface CreateProductRequest {
  /** Up to 200 characters */
  title: string
  /** Up to 5000 characters */
  description: string
  /** The server also accepts it in any case. */
  type: StoreItemType
  /** Up to 120 characters */
  author: string
  /** Rupees, at most 2 decimals; numeric text is accepted */
  price: number | string
  /** The thumbnail upload's `secure_url` */
  thumbnailUrl: string
  /** The PDF upload's `public_id` (the file must be there) */
  pdf_public_id: string
  thumbnail_public_id?: string | null
  thumbnail_format?: string | null
  pdf_format?: string | null
  /** Accepted and ignored: files leave only through GET /store/download/:id. */
  downloadUrl?: string | null
  /** Default draft */
  status?: StoreItemStatus | null
  /** Up to 20 of 60 characters */
  themes?: readonly string[] | null
}
/**
 * One row of POST /store/bulkCreate (admin): the content form's fields once both files are up;
 * the description defaults to the title.
 */
export type BulkCreateItem = Omit<CreateProductRequest, 'description' | 'downloadUrl'> & {
  description?: string | null
}
export type StoreBulkAction = 'publish' | 'draft' | 'archive' | 'delete'

export interface BookAnalyticsDay {
  /** YYYY-MM-DD, an Indian calendar day */
  date: string
  sales: number
  /** Rupees */
  revenue: number
  revenuePaise: number
}
export interface BookAnalytics {
  _id: string
  title: string
  /** All time */
  totalSales: number
  /** Rupees, all time */
  totalRevenue: number
  totalRevenuePaise: number
  period: {
    /** YYYY-MM-DD */
    from: string
    to: string
    days: number
    /** 'Asia/Kolkata' */
    timeZone: string
    sales: number
    /** Rupees */
    revenue: number
    revenuePaise: number
  }
  /** Every day of the period, oldest first, days without sales as zeros. */
  daily: BookAnalyticsDay[]
}
/**
 * The admin list's filters without paging: what GET /store/admin/stats and GET
 * /store/admin/export take (the admin view is implied).
 */
export type StoreReportFilters = Omit<StoreListRequest, 'page' | 'limit' | 'adminView' | 'type'>

/** GET|POST /store/admin/stats (admin): figures over every live item matching the filters. */
export interface StoreAdminStats {
  totalBooks: number
  published: number
  drafts: number
  archived: number
  /** Items priced 0 */
  free: number
  /** Purchases of the matching items, all time */
  totalSales: number
  /** Rupees */
  revenue: number
  revenuePaise: number
}
