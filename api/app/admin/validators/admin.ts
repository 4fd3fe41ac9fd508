import vine from '@vinejs/vine'
import { ACCOUNT_TYPES } from '@pathshala/shared'
import { FieldMessagesProvider } from '#core/validators/field_messages'
import { choiceOf } from '#core/validators/rules'
import { pageNumber } from '#catalogue'

export const ADMIN_USER_SORTS = ['newest', 'oldest'] as const

/**
 * GET /admin/users: the query string. Account types are matched without
 * regard to case (`student` is Student); `all` is no filter.
 */
export const adminUsersValidator = vine.create({
  page: pageNumber().nullable().optional(),
  limit: vine.number().withoutDecimals().range([1, 100]).nullable().optional(),
  search: vine.string().trim().maxLength(100).nullable().optional(),
  accountType: choiceOf([...ACCOUNT_TYPES, 'all'])
    .nullable()
    .optional(),
  sort: choiceOf(ADMIN_USER_SORTS).nullable().optional(),
})
adminUsersValidator.messagesProvider = new FieldMessagesProvider({
  'page.*': 'page must be a whole number of at least 1',
  'limit.*': 'limit must be a whole number from 1 to 100',
  'search.*': 'search must be text of at most 100 characters',
  'accountType.*': 'accountType must be Student, Admin or all',
  'sort.*': 'sort must be newest or oldest',
})
