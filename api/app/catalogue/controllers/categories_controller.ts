import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CategoryService from '#catalogue/services/category_service'
import CategoryTransformer from '#catalogue/transformers/category_transformer'
import { ok } from '#core/transformers/envelope'
import { categoryListPaging } from '#core/transformers/paging'
import {
  createCategoryValidator,
  deleteCategoryValidator,
  listCategoriesValidator,
  updateCategoryValidator,
} from '#catalogue/validators/category'

/**
 * The old admin screen toasts `error.response.data.error` when an update or
 * delete fails, so those refusals also carry the message as `error` (see the
 * exception handler).
 */
async function withLegacyErrorKey<T>(work: () => Promise<T>) {
  try {
    return await work()
  } catch (error) {
    if (error && typeof error === 'object') Object.assign(error, { legacyErrorKey: true })
    throw error
  }
}

@inject()
export default class CategoriesController {
  constructor(private categories: CategoryService) {}

  /** GET|POST /courses/showAllCategories: public; `data` is the list, by name. */
  async index({ auth, request, serialize }: HttpContext) {
    const { page, limit, search } = await request.validateUsing(listCategoriesValidator)
    const currentPage = page ?? 1
    const perPage = limit ?? 100
    const { categories, total } = await this.categories.list(auth.user, {
      page: currentPage,
      limit: perPage,
      search,
    })
    return ok('Categories fetched successfully', {
      data: await serialize(CategoryTransformer.transform(categories)),
      ...categoryListPaging({ page: currentPage, perPage, total }),
    })
  }

  /** POST /courses/createCategory (admin) */
  async store({ request, response, serialize }: HttpContext) {
    const input = await request.validateUsing(createCategoryValidator)
    const category = await this.categories.create(input)
    return response.created(
      ok('Category created successfully!', {
        data: await serialize(CategoryTransformer.transform(category)),
      })
    )
  }

  /** POST /courses/updateCategory (admin) */
  async update({ request, serialize }: HttpContext) {
    return withLegacyErrorKey(async () => {
      const { categoryId, newName, description } =
        await request.validateUsing(updateCategoryValidator)
      const category = await this.categories.update(categoryId, { name: newName, description })
      const data = await serialize(CategoryTransformer.transform(category))
      return ok('Category updated successfully!', { category: data, data })
    })
  }

  /**
   * POST /courses/deleteCategory (admin): refused with 409 while it has
   * courses, unless `moveToCategoryId` names where they go first.
   */
  async destroy({ request }: HttpContext) {
    return withLegacyErrorKey(async () => {
      const { categoryId, moveToCategoryId } = await request.validateUsing(deleteCategoryValidator)
      const { movedCourses } = await this.categories.delete(categoryId, moveToCategoryId)
      return ok('Category deleted successfully!', { movedCourses })
    })
  }
}
