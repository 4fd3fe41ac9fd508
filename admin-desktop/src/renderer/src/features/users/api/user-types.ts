import type { AnswerOf } from '../../../../../shared/api-contract.ts'

type UsersAnswer = AnswerOf<'GET', '/admin/users'>

/** One account of the list, as GET /admin/users answers it (the API's generated contract). */
export type AdminUserRow = UsersAnswer['data'][number]

/** The list's paging meta. */
export type AdminListMeta = UsersAnswer['meta']

/** One account with its courses, items and orders, as GET /admin/users/:id answers it. */
export type AdminUserDetail = AnswerOf<'GET', '/admin/users/:id'>['data']
