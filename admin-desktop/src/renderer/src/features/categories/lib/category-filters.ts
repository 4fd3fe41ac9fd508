import { readPage, readText, writeParams, type UrlFilterCodec } from '@pathshala/ui'
import type { RequestQuery } from '../../../../../shared/api-contract.ts'

export const CATEGORIES_PAGE_SIZE = 12
/** The server's limit for the name search. */
export const CATEGORY_SEARCH_MAX_LENGTH = 80

/** The categories screen's state as its address holds it. */
export interface CategoriesView {
  search: string
  page: number
}

export const categoriesCodec: UrlFilterCodec<CategoriesView> = {
  parse: (params) => ({
    search: readText(params, 'search', CATEGORY_SEARCH_MAX_LENGTH),
    page: readPage(params),
  }),
  serialize: (view) =>
    writeParams([
      ['search', view.search, ''],
      ['page', view.page, 1],
    ]),
}

export function categoriesRequest(
  view: CategoriesView
): RequestQuery<'/courses/showAllCategories'> {
  return { search: view.search || null, page: view.page, limit: CATEGORIES_PAGE_SIZE }
}
