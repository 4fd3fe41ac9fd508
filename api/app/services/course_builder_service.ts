import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { CreationStep } from '@pathshala/shared'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Category from '#models/category'
import Course from '#models/course'
import CourseDraft from '#models/course_draft'
import type User from '#models/user'
import ApiException from '#exceptions/api_exception'
import { courseRevenuePaise } from '#services/course_revenue'
import { courseNotFound, courseWithContent, lockCourse } from '#services/course_content'

export interface CourseFields {
  courseName: string
  courseDescription: string
  /** paise */
  price: number
  category: string
  whatYouWillLearn?: string | null
  tag?: string[] | null
  instructions?: string[] | null
  couponCode?: string | null
  thumbnail?: string | null
}

export type CourseChanges = Partial<CourseFields>

export interface DraftFilters {
  search?: string | null
  page?: number
  limit?: number
}

/** The draft list is never unbounded. */
export const MAX_DRAFTS_PER_PAGE = 100

/** The step a course unpublished from the catalogue resumes at (publish). */
export const UNPUBLISHED_STEP = 3

/**
 * A course's life in the builder: details, drafts (the step to resume at), publishing,
 * unpublishing, reopening, the Inspect view and deletion. Sections and lessons are in
 * SectionService and LessonService.
 */
export default class CourseBuilderService {
  /** A new draft course by `admin`, recorded as a draft at step 1, in one transaction. */
  async create(admin: User, fields: CourseFields) {
    const course = await db.transaction(async (trx) => {
      await this.categoryOrFail(trx, fields.category)
      const created = await Course.create(
        {
          courseName: fields.courseName,
          courseDescription: fields.courseDescription,
          pricePaise: fields.price,
          categoryId: fields.category,
          instructorId: admin.id,
          whatYouWillLearn: fields.whatYouWillLearn ?? '',
          tags: fields.tag ?? [],
          instructions: fields.instructions ?? [],
          couponCode: fields.couponCode ?? null,
          thumbnail: fields.thumbnail ?? null,
          status: 'draft',
          enrollmentsCount: 0,
          totalDurationSeconds: 0,
          publishedAt: null,
        },
        { client: trx }
      )
      await CourseDraft.create(
        { courseId: created.id, creationStep: 1, createdBy: admin.id },
        { client: trx }
      )
      return created
    })
    await course.load('category')
    return course
  }

  /** Changes the fields given; absent ones stay. */
  async update(courseId: string, changes: CourseChanges) {
    const course = await db.transaction(async (trx) => {
      const locked = await lockCourse(trx, courseId)
      if (changes.category !== undefined) {
        await this.categoryOrFail(trx, changes.category)
        locked.categoryId = changes.category
      }
      if (changes.courseName !== undefined) locked.courseName = changes.courseName
      if (changes.courseDescription !== undefined) {
        locked.courseDescription = changes.courseDescription
      }
      if (changes.price !== undefined) locked.pricePaise = changes.price
      if (changes.whatYouWillLearn !== undefined) {
        locked.whatYouWillLearn = changes.whatYouWillLearn ?? ''
      }
      if (changes.tag !== undefined) locked.tags = changes.tag ?? []
      if (changes.instructions !== undefined) locked.instructions = changes.instructions ?? []
      if (changes.couponCode !== undefined) locked.couponCode = changes.couponCode ?? null
      if (changes.thumbnail !== undefined) locked.thumbnail = changes.thumbnail ?? null
      await locked.save()
      return locked
    })
    await course.load('category')
    return course
  }

  /**
   * Drafts, most recently changed first, with their course; optionally only those whose
   * course name contains `search` (any case). One page of at most MAX_DRAFTS_PER_PAGE.
   */
  async drafts(filters: DraftFilters) {
    const query = CourseDraft.query()
      .preload('course')
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'asc')
    const search = filters.search?.trim().toLowerCase()
    if (search) {
      query.whereHas('course', (course) => {
        course.whereRaw('lower(course_name) like ?', [`%${escapeLike(search)}%`])
      })
    }
    const limit = Math.min(filters.limit ?? MAX_DRAFTS_PER_PAGE, MAX_DRAFTS_PER_PAGE)
    const page = await query.paginate(filters.page ?? 1, limit)
    return { drafts: page.all(), total: page.total }
  }

  /**
   * Puts the course in the catalogue and removes its draft. It needs at least one lesson.
   * Publishing a published course only removes a draft left by reopening it.
   */
  async publish(courseId: string) {
    return db.transaction(async (trx) => {
      const course = await lockCourse(trx, courseId)
      const row = await trx
        .from('lessons')
        .join('sections', 'sections.id', 'lessons.section_id')
        .where('sections.course_id', courseId)
        .count('* as total')
        .first()
      if (!Number(row?.total ?? 0)) {
        throw new ApiException('Add at least one lesson before publishing the course', {
          status: 422,
        })
      }
      if (course.status !== 'published') {
        course.status = 'published'
        course.publishedAt = DateTime.now()
        await course.save()
      }
      await CourseDraft.query({ client: trx }).where('course_id', courseId).delete()
      return course
    })
  }

  /**
   * Takes the course out of the catalogue (enrolled learners keep their access) and lists it
   * among the drafts again, at the publish step. A course already in draft keeps its draft.
   */
  async unpublish(admin: User, courseId: string) {
    return db.transaction(async (trx) => {
      const course = await lockCourse(trx, courseId)
      const wasPublished = course.status === 'published'
      if (wasPublished) {
        course.status = 'draft'
        course.publishedAt = null
        await course.save()
      }
      const draft = await CourseDraft.query({ client: trx }).where('course_id', courseId).first()
      if (!draft) {
        await CourseDraft.create(
          { courseId, creationStep: UNPUBLISHED_STEP, createdBy: admin.id },
          { client: trx }
        )
      } else if (wasPublished) {
        draft.creationStep = UNPUBLISHED_STEP
        await draft.save()
      }
      return course
    })
  }

  /**
   * Lists the course among the drafts at `step`, so the builder resumes it there. Its status
   * does not change: a published course stays in the catalogue while it is being edited, and
   * publishing it again removes the draft.
   */
  async reopen(admin: User, courseId: string, step: CreationStep) {
    return db.transaction(async (trx) => {
      const course = await lockCourse(trx, courseId)
      const draft = await CourseDraft.updateOrCreate(
        { courseId },
        { creationStep: step },
        { client: trx }
      )
      if (!draft.createdBy) {
        draft.createdBy = admin.id
        await draft.save()
      }
      return { course, draft }
    })
  }

  /**
   * The Inspect page: the course with all its content (video URLs included), how many
   * learners are enrolled, its revenue and the draft step when it has a draft.
   */
  async inspect(courseId: string) {
    const course = await courseWithContent(courseId)
    if (!course) throw courseNotFound()
    const [enrolments, draft, revenuePaise] = await Promise.all([
      db.from('enrolments').where('course_id', courseId).count('* as total').first(),
      CourseDraft.query().where('course_id', courseId).first(),
      courseRevenuePaise(courseId),
    ])
    return {
      course,
      enrollments: Number(enrolments?.total ?? 0),
      revenuePaise,
      creationStep: draft?.creationStep ?? null,
    }
  }

  /**
   * Deletes a course with everything in it (sections, lessons, draft, ratings). A course with
   * enrolled learners is never deleted (409): unpublish it instead. Nor is one with orders,
   * even unpaid or failed ones: they are payment records that must be kept, and an open order
   * can still be paid (and then fulfilled) later.
   */
  async delete(courseId: string) {
    const enrolled = () =>
      new ApiException(
        'This course has enrolled learners and cannot be deleted. Unpublish it instead.',
        { status: 409 }
      )
    const paidFor = () =>
      new ApiException(
        'This course has payment records and cannot be deleted. Unpublish it instead.',
        { status: 409 }
      )
    await db.transaction(async (trx) => {
      const course = await lockCourse(trx, courseId, { forDelete: true })
      const hasRows = async (table: string) =>
        Boolean(await trx.from(table).where('course_id', courseId).select('id').first())
      if (await hasRows('enrolments')) throw enrolled()
      if (await hasRows('orders')) throw paidFor()
      try {
        await course.delete()
      } catch (error) {
        // an enrolment or order that arrived in the meantime (both restrict course deletion:
        // 23503 foreign_key_violation, 23001 restrict_violation)
        const { code, table } = error as { code?: string; table?: string }
        if (code === '23503' || code === '23001') throw table === 'orders' ? paidFor() : enrolled()
        throw error
      }
    })
  }

  private async categoryOrFail(trx: TransactionClientContract, categoryId: string) {
    const category = await Category.query({ client: trx })
      .where('id', categoryId)
      .forShare()
      .first()
    if (!category) throw new ApiException('Category not found', { status: 404 })
    return category
  }
}

/** `search` as a literal inside a LIKE pattern. */
function escapeLike(search: string) {
  return search.replace(/[\\%_]/g, '\\$&')
}
