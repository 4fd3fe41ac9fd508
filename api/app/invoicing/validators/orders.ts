import vine from '@vinejs/vine'
import { FieldMessagesProvider } from '#core/validators/field_messages'
import { pageNumber } from '#catalogue'

/** GET /orders: page (from 1) and limit (1-100, 20). */
export const learnerOrdersValidator = vine.create({
  page: pageNumber().nullable().optional(),
  limit: vine.number().withoutDecimals().range([1, 100]).nullable().optional(),
})
learnerOrdersValidator.messagesProvider = new FieldMessagesProvider({
  'page.*': 'page must be a whole number of at least 1',
  'limit.*': 'limit must be a whole number from 1 to 100',
})

/** GET /reports/gst and /reports/gst.csv: month YYYY-MM (India time). */
export const gstReportValidator = vine.create({
  month: vine
    .string()
    .trim()
    .regex(/^[0-9]{4}-(0[1-9]|1[0-2])$/),
})
gstReportValidator.messagesProvider = new FieldMessagesProvider({
  'month.required': 'month is required, as YYYY-MM',
  'month.*': 'month must be a month written as YYYY-MM, such as 2026-11',
})
