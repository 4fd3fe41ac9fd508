import vine from '@vinejs/vine'
import type { FieldContext, MessagesProviderContact } from '@vinejs/vine/types'
import { STORE_ITEM_STATUSES } from '@pathshala/shared'
import { isSafePublicId } from '#media'
import { choiceOf } from '#core/validators/rules'
import { STORE_MESSAGES, storeItemType } from '#store/validators/store'

/** Most items one bulk create may carry (one transaction). */
export const BULK_CREATE_MAX_ITEMS = 200

export const BULK_CREATE_MESSAGES = {
  items: `Send between 1 and ${BULK_CREATE_MAX_ITEMS} items`,
  duplicatePdf: 'The same PDF is used by another row',
}

const publicIdRule = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value === 'string' && !isSafePublicId(value)) {
    field.report(STORE_MESSAGES.publicId, 'publicId', field)
  }
})

const publicId = () => vine.string().trim().maxLength(300).use(publicIdRule())
const format = () =>
  vine
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]{1,10}$/)

/** One row: the content form's fields; the description may be left out (the title is used). */
const bulkItem = vine.object({
  title: vine.string().trim().minLength(1).maxLength(200),
  description: vine.string().trim().minLength(1).maxLength(5000).nullable().optional(),
  type: vine.string().trim().use(storeItemType()),
  author: vine.string().trim().minLength(1).maxLength(120),
  price: vine.number().min(0).max(10_000_000).decimal([0, 2]),
  thumbnailUrl: vine
    .string()
    .trim()
    .maxLength(2048)
    .url({ require_protocol: true, protocols: ['http', 'https'], require_tld: false }),
  thumbnail_public_id: publicId().nullable().optional(),
  thumbnail_format: format().nullable().optional(),
  pdf_public_id: publicId(),
  pdf_format: format().nullable().optional(),
  status: choiceOf(STORE_ITEM_STATUSES).nullable().optional(),
  themes: vine
    .array(vine.string().trim().minLength(1).maxLength(60))
    .maxLength(20)
    .nullable()
    .optional(),
})

/** A row field's message by its name inside the row, whatever the row's index. */
const ROW_MESSAGES: Record<string, string> = {
  'title.maxLength': STORE_MESSAGES.title,
  'title.*': STORE_MESSAGES.required,
  'description.maxLength': STORE_MESSAGES.description,
  'description.*': STORE_MESSAGES.required,
  'type.required': STORE_MESSAGES.required,
  'type.*': STORE_MESSAGES.type,
  'author.maxLength': STORE_MESSAGES.author,
  'author.*': STORE_MESSAGES.required,
  'price.required': STORE_MESSAGES.required,
  'price.*': STORE_MESSAGES.price,
  'thumbnailUrl.required': STORE_MESSAGES.files,
  'thumbnailUrl.*': STORE_MESSAGES.thumbnailUrl,
  'pdf_public_id.required': STORE_MESSAGES.files,
  'pdf_public_id.*': STORE_MESSAGES.publicId,
  'thumbnail_public_id.*': STORE_MESSAGES.publicId,
  'thumbnail_format.*': STORE_MESSAGES.format,
  'pdf_format.*': STORE_MESSAGES.format,
  'status.*': STORE_MESSAGES.status,
  'themes.*': STORE_MESSAGES.themes,
}

/**
 * Messages for `items.<n>.<field>`: the single content form's wording, so a
 * row's error reads as it would on the Create screen; the path keeps the row
 * index, which the screen uses to mark the row.
 */
class RowMessagesProvider implements MessagesProviderContact {
  getMessage(rawMessage: string, rule: string, field: FieldContext) {
    const path = field.getFieldPath()
    if (path === 'items') return BULK_CREATE_MESSAGES.items
    const inner = /^items\.\d+\.([^.]+)/.exec(path)?.[1]
    if (!inner) return rawMessage
    return ROW_MESSAGES[`${inner}.${rule}`] ?? ROW_MESSAGES[`${inner}.*`] ?? rawMessage
  }
}

/** POST /store/bulkCreate: up to 200 items from the bulk upload screen, created together. */
export const bulkCreateValidator = vine.create({
  items: vine.array(bulkItem).minLength(1).maxLength(BULK_CREATE_MAX_ITEMS),
})
bulkCreateValidator.messagesProvider = new RowMessagesProvider()
