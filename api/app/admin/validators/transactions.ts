import vine from '@vinejs/vine'
import { DateTime } from 'luxon'
import type { FieldContext } from '@vinejs/vine/types'
import { FieldMessagesProvider } from '#core/validators/field_messages'
import { choiceOf } from '#core/validators/rules'
import { pageNumber } from '#catalogue'
import { ORDER_STATUSES } from '#payments'

/**
 * An ISO 8601 date (2026-11-21) or date-time (2026-11-21T10:00:00+05:30). Its JSON Schema is
 * text of either format: the type moves into the alternatives, so that `nullable()` adds null
 * as a third one.
 */
const isoMoment = vine.createRule(
  (value: unknown, _: undefined, field: FieldContext) => {
    if (typeof value !== 'string') return
    if (!DateTime.fromISO(value, { zone: 'utc' }).isValid) {
      field.report('{{ field }} must be a date (YYYY-MM-DD) or an ISO date-time', 'isoDate', field)
    }
  },
  {
    toJSONSchema: (schema) => {
      delete schema.type
      schema.anyOf = [
        { type: 'string', format: 'date' },
        { type: 'string', format: 'date-time' },
      ]
    },
  }
)

/**
 * GET|POST /payment/transactions (admin): the query string and the JSON body
 * are merged (body wins). `kind` also takes `book`/`store` for store items;
 * `status` also takes `all`.
 */
export const transactionsValidator = vine.create({
  page: pageNumber().nullable().optional(),
  limit: vine.number().withoutDecimals().range([1, 100]).nullable().optional(),
  status: choiceOf([...ORDER_STATUSES, 'all'])
    .nullable()
    .optional(),
  kind: choiceOf(['course', 'store_item', 'book', 'store', 'all']).nullable().optional(),
  search: vine.string().trim().maxLength(100).nullable().optional(),
  from: vine.string().trim().maxLength(40).use(isoMoment()).nullable().optional(),
  to: vine.string().trim().maxLength(40).use(isoMoment()).nullable().optional(),
})
transactionsValidator.messagesProvider = new FieldMessagesProvider({
  'page.*': 'page must be a whole number of at least 1',
  'limit.*': 'limit must be a whole number from 1 to 100',
  'status.*': `status must be one of ${ORDER_STATUSES.join(', ')} or all`,
  'kind.*': 'kind must be course or store_item',
  'search.*': 'search must be text of at most 100 characters',
  'from.*': 'from must be a date (YYYY-MM-DD) or an ISO date-time',
  'to.*': 'to must be a date (YYYY-MM-DD) or an ISO date-time',
})
