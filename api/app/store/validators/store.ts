import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { STORE_ITEM_STATUSES, STORE_ITEM_TYPES } from '@pathshala/shared'
import { FieldMessagesProvider } from '#core/validators/field_messages'
import { choiceOf, lenientListing } from '#core/validators/rules'
import { isSafePublicId } from '#media'

export const STORE_MESSAGES = {
  required: 'All required fields must be filled',
  files: 'Thumbnail and PDF file are required',
  type: 'Type must be one of Notes, TestSeries, Material, Books',
  price: 'Price must be an amount in rupees, 0 or more, with at most 2 decimals',
  status: 'Status must be published, draft or archived',
  thumbnailUrl: 'The thumbnail must be an http(s) URL',
  publicId: 'The file reference is not valid',
  format: 'The file format is not valid',
  themes: 'Themes must be a list of up to 20 short texts',
  title: 'Title must not exceed 200 characters',
  author: 'Author must not exceed 120 characters',
  description: 'Description must not exceed 5000 characters',
  id: 'The book id is required',
  ids: 'Select between 1 and 100 books',
  action: 'Action must be publish, draft, archive or delete',
  days: 'Days must be a whole number from 1 to 365',
}

/** A store item type in any case, answered as the stored spelling (Notes, TestSeries, ...). */
export const storeItemType = vine.createRule(
  (value: unknown, _: undefined, field: FieldContext) => {
    if (typeof value !== 'string') return
    const match = STORE_ITEM_TYPES.find((type) => type.toLowerCase() === value.toLowerCase())
    if (!match) {
      field.report(STORE_MESSAGES.type, 'storeItemType', field)
      return
    }
    field.mutate(match, field)
  },
  {
    toJSONSchema: (schema) => {
      schema.enum = [...STORE_ITEM_TYPES]
      schema.description = 'Case is ignored.'
    },
  }
)

const publicIdRule = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value === 'string' && !isSafePublicId(value)) {
    field.report(STORE_MESSAGES.publicId, 'publicId', field)
  }
})

const title = () => vine.string().trim().minLength(1).maxLength(200)
const description = () => vine.string().trim().minLength(1).maxLength(5000)
const type = () => vine.string().trim().use(storeItemType())
const author = () => vine.string().trim().minLength(1).maxLength(120)
/** Rupees as a number or numeric text (the content form sends text), paise precision */
const price = () => vine.number().min(0).max(10_000_000).decimal([0, 2])
const httpUrl = () =>
  vine
    .string()
    .trim()
    .maxLength(2048)
    .url({ require_protocol: true, protocols: ['http', 'https'], require_tld: false })
const publicId = () => vine.string().trim().maxLength(300).use(publicIdRule())
const format = () =>
  vine
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]{1,10}$/)
const status = () => choiceOf(STORE_ITEM_STATUSES)
const themes = () => vine.array(vine.string().trim().minLength(1).maxLength(60)).maxLength(20)

const fieldMessages = {
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
  'themes.*.string': STORE_MESSAGES.themes,
  'themes.*.minLength': STORE_MESSAGES.themes,
  'themes.*.maxLength': STORE_MESSAGES.themes,
  'id.*': STORE_MESSAGES.id,
  'ids.*': STORE_MESSAGES.ids,
  'ids.*.string': STORE_MESSAGES.ids,
  'ids.*.minLength': STORE_MESSAGES.ids,
  'ids.*.maxLength': STORE_MESSAGES.ids,
  'action.*': STORE_MESSAGES.action,
  'days.*': STORE_MESSAGES.days,
}

/**
 * POST /store/createProduct (the content form). The PDF upload's
 * `downloadUrl` is accepted and ignored: only the public id is kept, and the
 * file leaves only through GET /store/download/:id.
 */
export const createProductValidator = vine.create({
  title: title(),
  description: description(),
  type: type(),
  author: author(),
  price: price(),
  thumbnailUrl: httpUrl(),
  pdf_public_id: publicId(),
  thumbnail_public_id: publicId().nullable().optional(),
  thumbnail_format: format().nullable().optional(),
  pdf_format: format().nullable().optional(),
  downloadUrl: vine.string().maxLength(2048).nullable().optional(),
  status: status().nullable().optional(),
  themes: themes().nullable().optional(),
})
createProductValidator.messagesProvider = new FieldMessagesProvider(fieldMessages)

/**
 * POST /store/updateBook (id in the body) and PUT /store/books/:id: any of the
 * content fields; a field left out or null keeps its value. Replacing the
 * thumbnail or the PDF is sending the new upload's fields.
 */
export const updateBookValidator = vine.create({
  id: vine.string().trim().minLength(1).maxLength(100).optional(),
  title: title().nullable().optional(),
  description: description().nullable().optional(),
  type: type().nullable().optional(),
  author: author().nullable().optional(),
  price: price().nullable().optional(),
  thumbnailUrl: httpUrl().nullable().optional(),
  thumbnail_public_id: publicId().nullable().optional(),
  thumbnail_format: format().nullable().optional(),
  pdf_public_id: publicId().nullable().optional(),
  pdf_format: format().nullable().optional(),
  downloadUrl: vine.string().maxLength(2048).nullable().optional(),
  status: status().nullable().optional(),
  themes: themes().nullable().optional(),
})
updateBookValidator.messagesProvider = new FieldMessagesProvider(fieldMessages)

/** POST /store/deleteBook */
export const bookIdValidator = vine.create({
  id: vine.string().trim().minLength(1).maxLength(100),
})
bookIdValidator.messagesProvider = new FieldMessagesProvider(fieldMessages)

/** POST /store/bulkAction: the admin list's bulk bar (Publish, Draft, Delete; also archive). */
export const bulkActionValidator = vine.create({
  ids: vine.array(vine.string().trim().minLength(1).maxLength(100)).minLength(1).maxLength(100),
  action: choiceOf(['publish', 'draft', 'archive', 'delete']),
})
bulkActionValidator.messagesProvider = new FieldMessagesProvider(fieldMessages)

/** POST /store/getBookAnalytics and GET /store/books/:id/analytics */
export const analyticsValidator = vine.create({
  id: vine.string().trim().minLength(1).maxLength(100).optional(),
  days: vine.number().withoutDecimals().range([1, 365]).nullable().optional(),
})
analyticsValidator.messagesProvider = new FieldMessagesProvider(fieldMessages)

/** GET /store/admin/authors: the Author filter's options, paged, optionally searched. */
export const authorOptionsValidator = vine.create(
  vine
    .object({
      page: vine.number().withoutDecimals().min(1).nullable().optional(),
      limit: vine.number().withoutDecimals().range([1, 100]).nullable().optional(),
      search: vine.string().trim().maxLength(120).nullable().optional(),
    })
    .use(lenientListing({ invalidValues: 'refused' }))
)
authorOptionsValidator.messagesProvider = new FieldMessagesProvider({
  'page.*': 'page must be a whole number of at least 1',
  'limit.*': 'limit must be a whole number from 1 to 100',
  'search.*': 'search must be text of at most 120 characters',
})
