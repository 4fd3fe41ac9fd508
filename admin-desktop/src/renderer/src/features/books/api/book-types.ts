import type { AnswerOf, RequestBody } from '../../../../../shared/api-contract.ts'

type BooksAnswer = AnswerOf<'POST', '/store/getAllBooks'>

/** A store item as the admin list answers it, with the admin's fields (the generated contract). */
export type StoreItem = BooksAnswer['data'][number]

/** The admin list's paging (`meta`). */
export type StoreListMeta = BooksAnswer['meta']

/** The admin list's filters (sent in the query string; the server reads the body alike). */
export type StoreListRequest = RequestBody<'POST', '/store/getAllBooks'>

/**
 * The admin list's filters without paging: what GET /store/admin/stats and GET
 * /store/admin/export take, read as the list reads them (the admin view is implied).
 */
export type StoreReportFilters = Omit<StoreListRequest, 'page' | 'limit' | 'adminView' | 'type'>

/** GET /store/admin/stats: figures over every live item matching the filters. */
export type StoreAdminStats = AnswerOf<'GET', '/store/admin/stats'>['data']

/** One day of an item's sales (POST /store/getBookAnalytics's `daily`). */
export type BookAnalyticsDay = AnswerOf<'POST', '/store/getBookAnalytics'>['data']['daily'][number]
