import vine from '@vinejs/vine'
import { FieldMessagesProvider } from '#core/validators/field_messages'
import { lenientListing } from '#core/validators/rules'
import { pageNumber, recordId } from '#catalogue/validators/catalogue'

const NAME_REQUIRED = 'Category name is required'
const NAME_TOO_LONG = 'Category name must not exceed 80 characters'
const DESCRIPTION_TOO_LONG = 'Description must not exceed 500 characters'
const CATEGORY_ID = {
  'categoryId.required': 'categoryId is required',
  'categoryId.*': 'categoryId must be a valid category id',
}

const categoryName = () => vine.string().trim().minLength(1).maxLength(80)
// "" arrives as null (body parser) and clears the description
const description = () => vine.string().trim().maxLength(500).nullable().optional()

/** GET|POST /courses/showAllCategories: all of them (up to 100) unless paged or searched. */
export const listCategoriesValidator = vine.create(
  vine
    .object({
      page: pageNumber().nullable().optional(),
      limit: vine.number().withoutDecimals().range([1, 100]).nullable().optional(),
      search: vine.string().trim().maxLength(80).nullable().optional(),
    })
    .use(lenientListing({ invalidValues: 'refused' }))
)
listCategoriesValidator.messagesProvider = new FieldMessagesProvider({
  'page.*': 'page must be a whole number of at least 1',
  'limit.*': 'limit must be a whole number from 1 to 100',
  'search.*': 'search must be text of up to 80 characters',
})

export const createCategoryValidator = vine.create({
  name: categoryName(),
  description: description(),
})
createCategoryValidator.messagesProvider = new FieldMessagesProvider({
  'name.maxLength': NAME_TOO_LONG,
  'name.*': NAME_REQUIRED,
  'description.*': DESCRIPTION_TOO_LONG,
})

/** `description` left out keeps the current one; null or "" clears it. */
export const updateCategoryValidator = vine.create({
  categoryId: recordId(),
  newName: categoryName(),
  description: description(),
})
updateCategoryValidator.messagesProvider = new FieldMessagesProvider({
  ...CATEGORY_ID,
  'newName.maxLength': NAME_TOO_LONG,
  'newName.*': NAME_REQUIRED,
  'description.*': DESCRIPTION_TOO_LONG,
})

/** `moveToCategoryId`: where the category's courses go before it is deleted. */
export const deleteCategoryValidator = vine.create({
  categoryId: recordId(),
  moveToCategoryId: recordId().notSameAs('categoryId').nullable().optional(),
})
deleteCategoryValidator.messagesProvider = new FieldMessagesProvider({
  ...CATEGORY_ID,
  'moveToCategoryId.notSameAs': 'Choose another category to move the courses to',
  'moveToCategoryId.*': 'moveToCategoryId must be a valid category id',
})
