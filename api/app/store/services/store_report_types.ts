/*
| The admin's figures of the store as the API answers them: the API's own shapes, read by the
| admin app through the generated contract (docs/api-contract.md#generated-client).
*/

/** POST /store/getBookAnalytics and GET /store/books/:id/analytics (admin): one item's sales. */
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

export interface BookAnalyticsDay {
  /** YYYY-MM-DD, an Indian calendar day */
  date: string
  sales: number
  /** Rupees */
  revenue: number
  revenuePaise: number
}

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
