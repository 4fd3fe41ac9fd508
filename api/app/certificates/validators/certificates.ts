import vine from '@vinejs/vine'
import { FieldMessagesProvider } from '#core/validators/field_messages'
import { pageNumber, recordId } from '#catalogue'

/** GET /certificates: page, limit (1-100, 20), courseId (one course's certificate). */
export const certificatesValidator = vine.create({
  page: pageNumber().nullable().optional(),
  limit: vine.number().withoutDecimals().range([1, 100]).nullable().optional(),
  courseId: recordId().nullable().optional(),
})
certificatesValidator.messagesProvider = new FieldMessagesProvider({
  'page.*': 'page must be a whole number of at least 1',
  'limit.*': 'limit must be a whole number from 1 to 100',
  'courseId.*': 'courseId must be a valid course id',
})
