import type Category from '#catalogue/models/category'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoDate } from '#core/transformers/iso_date'

/**
 * A course category as the API answers it (the catalogue filters and the admin categories
 * screen), read by the front ends through the generated contract.
 */
export interface CategoryAnswer {
  _id: string
  name: string
  /** '' when it has none */
  description: string
  /** Published courses, or every course (drafts too) when an admin asks. */
  courseCount: number
  createdAt: string
}

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
