import { ACCOUNT_TYPES, type AccountType } from '@pathshala/shared'
import { readChoice, readPage, readText, writeParams, type UrlFilterCodec } from '@pathshala/ui'
import type { RequestQuery } from '../../../../../shared/api-contract.ts'

export const USERS_PAGE_SIZE = 20
export const USER_SEARCH_MAX_LENGTH = 100
export const USER_SORTS = ['newest', 'oldest'] as const satisfies readonly NonNullable<
  RequestQuery<'/admin/users'>['sort']
>[]
type AdminUserSort = (typeof USER_SORTS)[number]

/** The users screen's state as its address holds it. */
export interface UsersView {
  search: string
  accountType: AccountType | 'all'
  sort: AdminUserSort
  page: number
}

export const DEFAULT_USERS_VIEW: UsersView = {
  search: '',
  accountType: 'all',
  sort: 'newest',
  page: 1,
}

export const usersCodec: UrlFilterCodec<UsersView> = {
  parse: (params) => ({
    search: readText(params, 'search', USER_SEARCH_MAX_LENGTH),
    accountType: readChoice(params, 'type', ACCOUNT_TYPES, 'all' as const, { ignoreCase: true }),
    sort: readChoice(params, 'sort', USER_SORTS, 'newest' as const),
    page: readPage(params),
  }),
  serialize: (view) =>
    writeParams([
      ['search', view.search, ''],
      ['type', view.accountType, 'all'],
      ['sort', view.sort, 'newest'],
      ['page', view.page, 1],
    ]),
}

/** The list's filters as the API takes them. */
export function usersRequest(view: UsersView): RequestQuery<'/admin/users'> {
  return {
    search: view.search || null,
    accountType: view.accountType === 'all' ? null : view.accountType,
    sort: view.sort,
    page: view.page,
    limit: USERS_PAGE_SIZE,
  }
}

/** Whether a filter narrows the list (the sort and the page do not). */
export function hasUserFilters(view: UsersView): boolean {
  return view.search !== '' || view.accountType !== 'all'
}
