import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Enrolment, { type AccessSource } from '#catalogue/models/enrolment'
import ApiException from '#core/exceptions/api_exception'

export interface GrantResult {
  enrolment: Enrolment
  /** false when the learner already had the course: nothing changed */
  created: boolean
}

/**
 * Who may study which course. Granting is idempotent, also under concurrency:
 * the unique (user, course) pair decides which call inserts, and only that
 * call adds one to the course's `enrollments_count`, in the same transaction.
 * Payments, free enrolment and manual enrolment all come through `grant`.
 */
export default class EnrolmentService {
  async grant(
    userId: string,
    courseId: string,
    source: AccessSource,
    trx?: TransactionClientContract
  ): Promise<GrantResult> {
    if (!trx) return db.transaction((client) => this.grant(userId, courseId, source, client))

    const inserted = await trx
      .rawQuery(
        `INSERT INTO enrolments
           (id, user_id, course_id, source, last_position_seconds, created_at, updated_at)
         VALUES (?, ?, ?, ?, 0, now(), now())
         ON CONFLICT (user_id, course_id) DO NOTHING
         RETURNING id`,
        [randomUUID(), userId, courseId, source]
      )
      .catch((error) => {
        // the course (or the learner) was deleted since the caller looked it up
        if (error?.code === '23503') {
          throw new ApiException('Course not found', { status: 404 })
        }
        throw error
      })
    const created = inserted.rows.length > 0
    if (created) {
      await trx.from('courses').where('id', courseId).increment('enrollments_count', 1)
    }
    const enrolment = await Enrolment.query({ client: trx })
      .where('user_id', userId)
      .where('course_id', courseId)
      .firstOrFail()
    return { enrolment, created }
  }

  /**
   * `grant` for many learners of one course in one statement: the unique
   * (user, course) pair lets through only the learners who were not enrolled
   * yet, even when another call enrols the same learners at the same moment,
   * and the course counts exactly those. Answers the ids of the learners this
   * call enrolled.
   */
  async grantMany(
    userIds: readonly string[],
    courseId: string,
    source: AccessSource,
    trx?: TransactionClientContract
  ): Promise<Set<string>> {
    if (userIds.length === 0) return new Set()
    if (!trx) return db.transaction((client) => this.grantMany(userIds, courseId, source, client))

    const inserted = await trx
      .rawQuery(
        `INSERT INTO enrolments
           (id, user_id, course_id, source, last_position_seconds, created_at, updated_at)
         SELECT gen_random_uuid(), learner.id, ?, ?, 0, now(), now()
           FROM unnest(?::uuid[]) AS learner(id)
         ON CONFLICT (user_id, course_id) DO NOTHING
         RETURNING user_id`,
        [courseId, source, `{${userIds.join(',')}}`]
      )
      .catch((error) => {
        // the course (or a learner) was deleted since the caller looked it up
        if (error?.code === '23503') {
          throw new ApiException('Course not found', { status: 404 })
        }
        throw error
      })
    const created = new Set<string>(inserted.rows.map((row: { user_id: string }) => row.user_id))
    if (created.size > 0) {
      await trx.from('courses').where('id', courseId).increment('enrollments_count', created.size)
    }
    return created
  }

  /**
   * Takes a course away from a learner (a refund): deletes the enrolment and takes one off the
   * course's `enrollments_count`, in `trx`. Lesson progress and ratings stay, so that buying
   * the course again picks up where the learner was. Answers whether there was an enrolment.
   */
  async revoke(userId: string, courseId: string, trx: TransactionClientContract) {
    const deleted = await trx
      .from('enrolments')
      .where({ user_id: userId, course_id: courseId })
      .delete()
      .returning('id')
    if (deleted.length === 0) return false
    await trx
      .from('courses')
      .where('id', courseId)
      .update({ enrollments_count: trx.raw('GREATEST(enrollments_count - 1, 0)') })
    return true
  }

  /**
   * A learner's courses, newest enrolment first, each with its lesson count
   * and how many of them the learner completed (subqueries on the page's rows;
   * course, category and instructor are preloads): a fixed number of queries.
   */
  async listForUser(userId: string, page: number, limit: number) {
    const [{ total }] = await db.from('enrolments').where('user_id', userId).count('* as total')
    const enrolments = await Enrolment.query()
      .select('enrolments.*')
      .select(
        db.raw(
          `(SELECT count(*)::int FROM lessons l JOIN sections s ON s.id = l.section_id
            WHERE s.course_id = enrolments.course_id) AS total_lessons`
        ),
        db.raw(
          `(SELECT count(*)::int FROM lesson_progress p
            WHERE p.user_id = enrolments.user_id AND p.course_id = enrolments.course_id
              AND p.completed_at IS NOT NULL) AS completed_lessons`
        )
      )
      .where('enrolments.user_id', userId)
      .preload('course', (course) =>
        course
          .preload('category')
          .preload('instructor', (instructor) => instructor.select('id', 'first_name', 'last_name'))
      )
      .orderBy('enrolments.created_at', 'desc')
      .orderBy('enrolments.id', 'desc')
      .offset((page - 1) * limit)
      .limit(limit)
    const count = Number(total)
    return { enrolments, total: count, page, limit }
  }

  async find(userId: string, courseId: string) {
    return Enrolment.query().where('user_id', userId).where('course_id', courseId).first()
  }

  async isEnrolled(userId: string, courseId: string) {
    return (await this.find(userId, courseId)) !== null
  }
}
