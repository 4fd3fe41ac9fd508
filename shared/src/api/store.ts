import type {
  BookAnalyticsAnswer,
  BookAnalyticsRequest,
  BulkActionAnswer,
  BulkActionRequest,
  BulkCreateAnswer,
  BulkCreateRequest,
  CreateProductAnswer,
  CreateProductRequest,
  DeleteBookAnswer,
  DeleteBookRequest,
  DownloadLinkAnswer,
  StoreAdminStatsAnswer,
  StoreAuthorsAnswer,
  StoreAuthorsRequest,
  StoreItemAnswer,
  StoreListAnswer,
  StoreReportFilters,
  StoreListRequest,
  UpdateBookAnswer,
  UpdateBookRequest,
} from '../types/store.ts'
import type { ApiResult, RequestFunction } from './transport.ts'

const item = (id: string) => encodeURIComponent(id)

/**
 * The store (start/routes/store.ts): listing and details for everyone, changes and analytics
 * for admins, downloads for owners and admins.
 */
export function createStoreApi(request: RequestFunction) {
  return {
    /** The filters go in the query string, as the documented client sends them; empty ones are left out. */
    getAllBooks: (filters: StoreListRequest = {}): Promise<ApiResult<StoreListAnswer>> =>
      request('POST', '/store/getAllBooks', undefined, { query: { ...filters } }),
    getBook: (id: string): Promise<ApiResult<StoreItemAnswer>> =>
      request('GET', `/store/books/${item(id)}`),

    /** Admin; answered 201. */
    createProduct: (body: CreateProductRequest): Promise<ApiResult<CreateProductAnswer>> =>
      request('POST', '/store/createProduct', body),
    /** Admin; every row or none, answered 201 ('N items created'). */
    bulkCreate: (body: BulkCreateRequest): Promise<ApiResult<BulkCreateAnswer>> =>
      request('POST', '/store/bulkCreate', body),
    /** Admin */
    updateBook: (body: UpdateBookRequest): Promise<ApiResult<UpdateBookAnswer>> =>
      request('POST', '/store/updateBook', body),
    /** Admin; an item someone owns is hidden instead (`softDeleted`). */
    deleteBook: (body: DeleteBookRequest): Promise<ApiResult<DeleteBookAnswer>> =>
      request('POST', '/store/deleteBook', body),
    /** Admin */
    bulkAction: (body: BulkActionRequest): Promise<ApiResult<BulkActionAnswer>> =>
      request('POST', '/store/bulkAction', body),
    /** Admin */
    getBookAnalytics: (body: BookAnalyticsRequest): Promise<ApiResult<BookAnalyticsAnswer>> =>
      request('POST', '/store/getBookAnalytics', body),

    /** Admin: counts by status and revenue of every item matching the list's filters. */
    adminStats: (filters: StoreReportFilters = {}): Promise<ApiResult<StoreAdminStatsAnswer>> =>
      request('GET', '/store/admin/stats', undefined, { query: { ...filters } }),
    /** Admin: the authors of live items, alphabetically, for the Author filter. */
    authorOptions: (query: StoreAuthorsRequest = {}): Promise<ApiResult<StoreAuthorsAnswer>> =>
      request('GET', '/store/admin/authors', undefined, { query: { ...query } }),

    /** Owners and admins: a short-lived link to the PDF (asked for as JSON, not a redirect). */
    getDownloadLink: (id: string): Promise<ApiResult<DownloadLinkAnswer>> =>
      request('GET', `/store/download/${item(id)}`),
  }
}
