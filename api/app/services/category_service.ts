import db from '@adonisjs/lucid/services/db'
import Category from '#models/category'
import type User from '#models/user'
import ApiException from '#exceptions/api_exception'

export interface CategoryInput {
  name: string
  description?: string | null
}

const UNIQUE_VIOLATION = '23505'
const FOREIGN_KEY_VIOLATION = '23503'

const duplicateName = () =>
  new ApiException('A category with this name already exists', { status: 409 })
const notFound = () => new ApiException('Category not found', { status: 404 })

/**
 * Course categories. Names are unique case-insensitively (the database's
 * unique index on lower(name) has the last word under concurrency).
 *
 * `courseCount` means what the caller can act on: for admins every course in
 * the category (drafts too: those are what block a delete), for everyone else
 * the published courses they can open.
 *
 * A category that still has courses (drafts included) is not deleted: the
 * call is refused with 409 and the count, so no course silently loses its
 * category. The admin moves or deletes those courses first.
 */
export default class CategoryService {
  async list(viewer: User | undefined, page: number, limit: number) {
    const countsAll = viewer?.isAdmin === true
    const [{ total }] = await db.from('categories').count('* as total')
    const categories = await Category.query()
      .select('categories.*')
      .select(
        db.raw(
          `(SELECT count(*)::int FROM courses c WHERE c.category_id = categories.id
            ${countsAll ? '' : "AND c.status = 'published'"}) AS course_count`
        )
      )
      .orderByRaw('lower(categories.name) asc')
      .orderBy('categories.id', 'asc')
      .offset((page - 1) * limit)
      .limit(limit)
    return { categories, total: Number(total) }
  }

  async create(input: CategoryInput) {
    await this.assertNameFree(input.name)
    try {
      const category = await Category.create({
        name: input.name,
        description: input.description ?? null,
      })
      category.$extras.course_count = 0
      return category
    } catch (error) {
      throw error?.code === UNIQUE_VIOLATION ? duplicateName() : error
    }
  }

  async update(categoryId: string, input: CategoryInput) {
    const category = await Category.find(categoryId)
    if (!category) throw notFound()
    await this.assertNameFree(input.name, category.id)
    category.name = input.name
    if (input.description !== undefined) category.description = input.description
    try {
      await category.save()
    } catch (error) {
      throw error?.code === UNIQUE_VIOLATION ? duplicateName() : error
    }
    category.$extras.course_count = await this.courseCount(category.id)
    return category
  }

  async delete(categoryId: string) {
    const category = await Category.find(categoryId)
    if (!category) throw notFound()
    const count = await this.courseCount(category.id)
    if (count > 0) throw this.stillInUse(count)
    try {
      await category.delete()
    } catch (error) {
      // a course was filed under it meanwhile
      if (error?.code === FOREIGN_KEY_VIOLATION) {
        throw this.stillInUse(await this.courseCount(category.id))
      }
      throw error
    }
  }

  private stillInUse(count: number) {
    const courses = count === 1 ? '1 course' : `${count} courses`
    return new ApiException(
      `This category still has ${courses}. Move or delete them before deleting the category.`,
      { status: 409 }
    )
  }

  private async courseCount(categoryId: string) {
    const [{ total }] = await db
      .from('courses')
      .where('category_id', categoryId)
      .count('* as total')
    return Number(total)
  }

  private async assertNameFree(name: string, exceptId?: string) {
    const query = db.from('categories').whereRaw('lower(name) = lower(?)', [name])
    if (exceptId) query.whereNot('id', exceptId)
    if (await query.first()) throw duplicateName()
  }
}
