import db from '@adonisjs/lucid/services/db'
import Category from '#catalogue/models/category'
import type { User } from '#accounts'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import ApiException from '#core/exceptions/api_exception'
import { databaseErrorCode } from '#core/services/database_errors'
import { escapeLike } from '#core/services/listing_sql'

export interface CategoryListFilters {
  page: number
  limit: number
  /** Part of the name, any case */
  search?: string | null
}

export interface CategoryInput {
  name: string
  description?: string | null
}

type QueryClient = QueryClientContract

const UNIQUE_VIOLATION = '23505'
const FOREIGN_KEY_VIOLATION = '23503'

const duplicateName = () =>
  new ApiException('A category with this name already exists', { status: 409 })
const notFound = () => new ApiException('Category not found', { status: 404 })
const moveTargetNotFound = () =>
  new ApiException('The category to move the courses to was not found', { status: 404 })

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
 * category. The admin either moves or deletes those courses first, or names
 * another category to move them to as part of the delete (one transaction).
 */
export default class CategoryService {
  async list(viewer: User | undefined, { page, limit, search }: CategoryListFilters) {
    const countsAll = viewer?.isAdmin === true
    // lower(name) LIKE '%…%' is served by the trigram index categories_name_trgm
    const pattern = search ? `%${escapeLike(search.toLowerCase())}%` : null
    const totalQuery = db.from('categories')
    if (pattern) totalQuery.whereRaw('lower(name) LIKE ?', [pattern])
    const [{ total }] = await totalQuery.count('* as total')
    const categories = await Category.query()
      .if(pattern, (query) => query.whereRaw('lower(categories.name) LIKE ?', [pattern!]))
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
      throw databaseErrorCode(error) === UNIQUE_VIOLATION ? duplicateName() : error
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
      throw databaseErrorCode(error) === UNIQUE_VIOLATION ? duplicateName() : error
    }
    category.$extras.course_count = await this.courseCount(category.id)
    return category
  }

  /**
   * Deletes the category. With `moveToCategoryId`, its courses (drafts too)
   * first move to that category in the same transaction; the answer says how
   * many moved. Both rows are locked, in id order so two deletes moving into
   * each other queue instead of deadlocking: a course filed under either
   * meanwhile waits, and the target cannot vanish halfway.
   */
  async delete(categoryId: string, moveToCategoryId?: string | null) {
    return db.transaction(async (trx) => {
      const ids = moveToCategoryId ? [categoryId, moveToCategoryId] : [categoryId]
      const locked = await Category.query({ client: trx })
        .whereIn('id', ids)
        .orderBy('id')
        .forUpdate()
      const category = locked.find(({ id }) => id === categoryId)
      if (!category) throw notFound()

      let movedCourses = 0
      if (moveToCategoryId) {
        const target = locked.find(({ id }) => id === moveToCategoryId)
        if (!target) throw moveTargetNotFound()
        const moved: unknown = await trx
          .from('courses')
          .where('category_id', category.id)
          .update({ category_id: target.id, updated_at: new Date() })
        movedCourses = Number(Array.isArray(moved) ? moved.length : moved)
      }

      const remaining = await this.courseCount(category.id, trx)
      if (remaining > 0) throw this.stillInUse(remaining)
      try {
        await category.useTransaction(trx).delete()
      } catch (error) {
        // the lock above keeps courses out; this is the database's last word
        if (databaseErrorCode(error) === FOREIGN_KEY_VIOLATION) throw this.stillInUse(null)
        throw error
      }
      return { movedCourses }
    })
  }

  private stillInUse(count: number | null) {
    const courses = count === null ? 'courses' : count === 1 ? '1 course' : `${count} courses`
    return new ApiException(
      `This category still has ${courses}. Move or delete them before deleting the category.`,
      { status: 409 }
    )
  }

  private async courseCount(categoryId: string, client: QueryClient = db.connection()) {
    const [{ total }] = await client
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
