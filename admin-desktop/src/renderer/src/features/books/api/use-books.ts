import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CSV_ACCEPT, InvalidBooksResponseError, readCsvDownload } from '@pathshala/shared'
import type { RequestBody } from '../../../../../shared/api-contract.ts'
import { usePlatform } from '../../../platform/index.ts'
import { saveDownload } from '../../transactions/index.ts'
import { booksKeys } from './books-keys.ts'
import type {
  StoreItem,
  StoreListMeta,
  StoreListRequest,
  StoreReportFilters,
} from './book-types.ts'

export interface BooksPage {
  books: StoreItem[]
  meta: StoreListMeta
}

/** One page of the admin list (every status); the previous page stays while the next loads. */
export function useBooksPage(request: StoreListRequest) {
  const { api } = usePlatform()
  return useQuery({
    queryKey: booksKeys.list(request),
    queryFn: async (): Promise<BooksPage> => {
      const { body } = await api.post('/store/getAllBooks', { query: { ...request } })
      if (!body || !Array.isArray(body.data) || typeof body.meta !== 'object' || !body.meta) {
        throw new InvalidBooksResponseError()
      }
      return { books: body.data, meta: body.meta }
    },
    placeholderData: keepPreviousData,
  })
}

/** The server's figures over every item the filters match. */
export function useBooksStats(filters: StoreReportFilters) {
  const { api } = usePlatform()
  return useQuery({
    queryKey: booksKeys.stats(filters),
    queryFn: () => api.get('/store/admin/stats', { query: filters }).then(({ body }) => body.data),
    placeholderData: keepPreviousData,
  })
}

/** The Author filter's options: the authors of live items, alphabetically (the first 100). */
export function useAuthorOptions() {
  const { api } = usePlatform()
  return useQuery({
    queryKey: booksKeys.authors(),
    queryFn: () =>
      api.get('/store/admin/authors', { query: { limit: 100 } }).then(({ body }) => body.data),
    staleTime: 60_000,
  })
}

/** One item's sales and revenue per day over the last `days` days. */
export function useBookAnalytics(id: string | null, days: number) {
  const { api } = usePlatform()
  return useQuery({
    queryKey: booksKeys.analytics(id ?? '', days),
    queryFn: () =>
      api
        .post('/store/getBookAnalytics', { body: { id: id!, days } })
        .then(({ body }) => body.data),
    enabled: id !== null,
  })
}

/** After any change the list, its figures and the author options are fetched again. */
function useInvalidateBooks() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: booksKeys.all })
}

export function useCreateBook() {
  const { api } = usePlatform()
  const invalidate = useInvalidateBooks()
  return useMutation({
    mutationFn: (body: RequestBody<'POST', '/store/createProduct'>) =>
      api.post('/store/createProduct', { body }).then(({ body: answer }) => answer),
    onSuccess: invalidate,
  })
}

export function useUpdateBook() {
  const { api } = usePlatform()
  const invalidate = useInvalidateBooks()
  return useMutation({
    mutationFn: (body: RequestBody<'POST', '/store/updateBook'>) =>
      api.post('/store/updateBook', { body }).then(({ body: answer }) => answer),
    onSuccess: invalidate,
  })
}

export function useDeleteBook() {
  const { api } = usePlatform()
  const invalidate = useInvalidateBooks()
  return useMutation({
    mutationFn: (id: string) =>
      api.post('/store/deleteBook', { body: { id } }).then(({ body }) => body),
    onSuccess: invalidate,
  })
}

export function useBulkAction() {
  const { api } = usePlatform()
  const invalidate = useInvalidateBooks()
  return useMutation({
    mutationFn: (body: RequestBody<'POST', '/store/bulkAction'>) =>
      api.post('/store/bulkAction', { body }).then(({ body: answer }) => answer),
    onSuccess: invalidate,
  })
}

/**
 * Downloads the CSV of every item matching the filters (all pages), fetched with the app's own
 * credentials and saved from a blob link.
 */
export function useExportBooks() {
  const { api } = usePlatform()
  return useMutation({
    mutationFn: async (filters: StoreReportFilters) => {
      const answer = await api.download('/store/admin/export', {
        query: { ...filters },
        accept: CSV_ACCEPT,
      })
      const download = await readCsvDownload(answer, 'books.csv')
      saveDownload(download.blob, download.filename)
      return download.filename
    },
  })
}
