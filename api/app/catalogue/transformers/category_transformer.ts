import type { Category as CategoryAnswer } from '@pathshala/shared'
import type Category from '#catalogue/models/category'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoDate } from '#core/transformers/iso_date'

/**
 * A category as the admin screen and the filters read it. `courseCount`
 * comes from the query (`$extras.course_count`); see CategoryService for what
 * it counts.
 */
export default class CategoryTransformer extends BaseTransformer<Category> {
  toObject() {
    const category = this.resource
    return {
      _id: category.id,
      name: category.name,
      description: category.description ?? '',
      courseCount: Number(category.$extras.course_count ?? 0),
      createdAt: isoDate(category.createdAt),
    } satisfies CategoryAnswer
  }
}
