import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { CreationStep } from '#builder/transformers/builder_types'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { Category, Course, ratingSummary } from '#catalogue'
import CourseDraft from '#builder/models/course_draft'
import type { User } from '#accounts'
import ApiException from '#core/exceptions/api_exception'
import { courseRevenuePaise } from '#builder/services/course_revenue'
import { courseNotFound, courseWithContent, lockCourse } from '#builder/services/course_content'
import { containsPattern } from '#core/services/listing_sql'
import { storedImage } from '#media'
import emitter from '@adonisjs/core/services/emitter'

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
  /** completing the course earns a certificate (default true) */
  issuesCertificate?: boolean | null
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

/** What a duplicate's name ends with. */
export const COPY_SUFFIX = ' (copy)'
const MAX_COURSE_NAME_LENGTH = 200

/** Reviews on a page unless asked otherwise (at most MAX_REVIEWS_LIMIT, the validator's). */
export const DEFAULT_REVIEWS_PER_PAGE = 10

export interface ReviewFilters {
  courseId: string
  page?: number
  limit?: number
}

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
          issuesCertificate: fields.issuesCertificate ?? true,
          thumbnail: storedImage(fields.thumbnail ?? null),
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
    await this.#saved(course)
    await course.load('category')
    return course
  }

  /** Tells the domains above (coupons: the wizard's coupon code) that the course was saved. */
  async #saved(course: Course) {
    await emitter.emit('course:saved', { courseId: course.id, couponCode: course.couponCode })
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
      if (changes.issuesCertificate !== undefined && changes.issuesCertificate !== null) {
        locked.issuesCertificate = changes.issuesCertificate
      }
      if (changes.thumbnail !== undefined) locked.thumbnail = storedImage(changes.thumbnail ?? null)
      await locked.save()
      return locked
    })
    await this.#saved(course)
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
        course.whereRaw('lower(course_name) like ?', [containsPattern(search)])
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
   * learners are enrolled, its revenue, its rating and the draft step when it has a draft.
   */
  async inspect(courseId: string) {
    const course = await courseWithContent(courseId)
    if (!course) throw courseNotFound()
    const [enrolments, draft, revenuePaise, rating] = await Promise.all([
      db.from('enrolments').where('course_id', courseId).count('* as total').first(),
      CourseDraft.query().where('course_id', courseId).first(),
      courseRevenuePaise(courseId),
      ratingSummary(courseId),
    ])
    return {
      course,
      enrollments: Number(enrolments?.total ?? 0),
      revenuePaise,
      creationStep: draft?.creationStep ?? null,
      ...rating,
    }
  }

  /**
   * A new draft copy of the course by `admin`, in one transaction: its details (the name ends
   * with ' (copy)'), sections and lessons in the same order. Enrolments, ratings, orders and
   * the published state are not copied; the copy waits among the drafts at the details step.
   */
  async duplicate(admin: User, courseId: string) {
    const copyId = await db.transaction(async (trx) => {
      // FOR SHARE: the content cannot change while it is copied
      const source = await Course.query({ client: trx }).where('id', courseId).forShare().first()
      if (!source) throw courseNotFound()
      const copy = await Course.create(
        {
          courseName: copyName(source.courseName),
          courseDescription: source.courseDescription,
          pricePaise: source.pricePaise,
          categoryId: source.categoryId,
          instructorId: admin.id,
          whatYouWillLearn: source.whatYouWillLearn,
          tags: [...source.tags],
          instructions: [...source.instructions],
          couponCode: source.couponCode,
          issuesCertificate: source.issuesCertificate,
          thumbnail: source.thumbnail,
          status: 'draft',
          enrollmentsCount: 0,
          totalDurationSeconds: source.totalDurationSeconds,
          publishedAt: null,
        },
        { client: trx }
      )
      // sections and lessons in one statement whatever their number: each section gets its new
      // id once (a materialised map), the lessons follow it; foreign keys are checked at the
      // statement's end, after both inserts
      await trx.rawQuery(
        `WITH section_map AS MATERIALIZED (
           SELECT id AS old_id, gen_random_uuid() AS new_id, section_name, position
           FROM sections WHERE course_id = :source
         ), copied_sections AS (
           INSERT INTO sections (id, course_id, section_name, position, created_at, updated_at)
           SELECT new_id, :copy, section_name, position, now(), now() FROM section_map
         )
         INSERT INTO lessons (id, section_id, title, description, video_url, duration_seconds,
                              position, created_at, updated_at)
         SELECT gen_random_uuid(), section_map.new_id, l.title, l.description, l.video_url,
                l.duration_seconds, l.position, now(), now()
         FROM lessons l JOIN section_map ON section_map.old_id = l.section_id`,
        { source: source.id, copy: copy.id }
      )
      await CourseDraft.create(
        { courseId: copy.id, creationStep: 1, createdBy: admin.id },
        { client: trx }
      )
      return copy.id
    })
    const copy = await courseWithContent(copyId)
    if (!copy) throw courseNotFound()
    return copy
  }

  /**
   * One page of the course's ratings with their reviews, newest first, with the rater's name
   * (the course_id, created_at index answers it).
   */
  async reviews(filters: ReviewFilters) {
    const exists = await Course.query().where('id', filters.courseId).select('id').first()
    if (!exists) throw courseNotFound()
    const page = filters.page ?? 1
    const limit = filters.limit ?? DEFAULT_REVIEWS_PER_PAGE
    const [counted, rows, summary] = await Promise.all([
      db.from('course_ratings').where('course_id', filters.courseId).count('* as total').first(),
      db
        .from('course_ratings')
        .join('users', 'users.id', 'course_ratings.user_id')
        .where('course_ratings.course_id', filters.courseId)
        .orderBy('course_ratings.created_at', 'desc')
        .orderBy('course_ratings.id', 'asc')
        .offset((page - 1) * limit)
        .limit(limit)
        .select(
          'course_ratings.id',
          'course_ratings.rating',
          'course_ratings.review',
          'course_ratings.created_at',
          'course_ratings.updated_at',
          'users.id as user_id',
          'users.first_name',
          'users.last_name'
        ),
      ratingSummary(filters.courseId),
    ])
    const total = Number(counted?.total ?? 0)
    return { rows, total, page, limit, ...summary }
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

/** The duplicate's name: the original's, cut so that ' (copy)' still fits the limit. */
export function copyName(name: string) {
  return `${name.slice(0, MAX_COURSE_NAME_LENGTH - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`
}
