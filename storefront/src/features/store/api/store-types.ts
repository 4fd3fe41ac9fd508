import type { AnswerOf, RequestBody } from '../../../app/api.ts'

type BooksAnswer = AnswerOf<'POST', '/store/getAllBooks'>

/** A store item as the store's listing answers it (the API's generated contract). */
export type StoreItem = BooksAnswer['data'][number]

/** The listing's paging (`meta`). */
export type StoreListMeta = BooksAnswer['meta']

/**
 * The listing's filters. The server reads them from the query string and the JSON body alike;
 * the store sends them in the query string, as the old client did.
 */
export type StoreListRequest = RequestBody<'POST', '/store/getAllBooks'>

/** store/capture's `data` for a free item, added to the library at once. */
export type FreeStoreItemGrant = Extract<
  AnswerOf<'POST', '/store/capture'>,
  { owned: true }
>['data']
