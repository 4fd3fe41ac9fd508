import db from '@adonisjs/lucid/services/db'
import { User } from '#accounts'
import { Course } from '#catalogue'
import { listMeta } from '#core/transformers/paging'
import Certificate, { type CertificateWithdrawal } from '#certificates/models/certificate'
import { newPublicId, normalisePublicId } from '#certificates/services/public_id'

const UNIQUE_VIOLATION = '23505'

export interface CertificateFilters {
  page: number
  limit: number
  courseId?: string
}

/**
 * Certificates of completion (docs/decisions.md#certificates): issued when a learner has
 * completed every lesson of a course that issues them, once per learner and course whatever the
 * number of completion events (a unique pair and INSERT ... ON CONFLICT, so concurrent ones
 * cannot make two); withdrawn, not deleted, when a refund takes the enrolment back.
 */
export default class CertificateService {
  /**
   * Issues the learner's certificate for the course when it is due (the course issues them, the
   * learner is enrolled and every lesson is completed), checked here rather than trusted from
   * the event. Answers the certificate, or null when none is due. A certificate withdrawn by a
   * refund is given back, with its id, when the learner enrols again and completes the course.
   */
  async issueIfComplete(userId: string, courseId: string): Promise<Certificate | null> {
    const course = await Course.query()
      .select('id', 'course_name', 'issues_certificate')
      .where('id', courseId)
      .first()
    if (!course?.issuesCertificate) return null
    const enrolled = await db
      .from('enrolments')
      .where('user_id', userId)
      .where('course_id', courseId)
      .select('id')
      .first()
    if (!enrolled) return null
    if (!(await this.hasCompleted(userId, courseId))) return null
    const user = await User.query()
      .select('id', 'first_name', 'last_name')
      .where('id', userId)
      .first()
    if (!user) return null

    for (let attempt = 0; ; attempt++) {
      try {
        await db.rawQuery(
          `INSERT INTO certificates
             (id, public_id, user_id, course_id, learner_name, course_name, issued_at,
              created_at, updated_at)
           VALUES (gen_random_uuid(), ?, ?, ?, ?, ?, now(), now(), now())
           ON CONFLICT (user_id, course_id) DO UPDATE SET
             withdrawn_at = NULL, withdrawn_reason = NULL, updated_at = now()
           WHERE certificates.withdrawn_at IS NOT NULL`,
          [newPublicId(), userId, courseId, user.fullName, course.courseName]
        )
        break
      } catch (error) {
        // two certificates drew the same public id (about one in 2^60): draw again
        const clash = (error as { code?: string; constraint?: string }).code === UNIQUE_VIOLATION
        if (!clash || attempt >= 3) throw error
      }
    }
    return Certificate.query().where('user_id', userId).where('course_id', courseId).firstOrFail()
  }

  /** Every lesson of the course (at least one) completed by the learner. */
  async hasCompleted(userId: string, courseId: string) {
    const result = await db.rawQuery(
      `SELECT count(*)::int AS total, count(lesson_progress.completed_at)::int AS completed
         FROM lessons
         JOIN sections ON sections.id = lessons.section_id
         LEFT JOIN lesson_progress ON lesson_progress.lesson_id = lessons.id
                                  AND lesson_progress.user_id = ?
        WHERE sections.course_id = ?`,
      [userId, courseId]
    )
    const { total, completed } = result.rows[0] as { total: number; completed: number }
    return total > 0 && completed >= total
  }

  /** Withdraws the learner's certificate for the course, if any: answers how many were. */
  async withdraw(userId: string, courseId: string, reason: CertificateWithdrawal) {
    const result = await db.rawQuery(
      `UPDATE certificates SET withdrawn_at = now(), withdrawn_reason = ?, updated_at = now()
        WHERE user_id = ? AND course_id = ? AND withdrawn_at IS NULL`,
      [reason, userId, courseId]
    )
    return result.rowCount as number
  }

  /** The learner's certificates, newest first, a page at a time. */
  async page(userId: string, filters: CertificateFilters) {
    const query = Certificate.query().where('user_id', userId)
    if (filters.courseId) query.where('course_id', filters.courseId)
    const [{ $extras }] = await query.clone().count('* as total')
    const total = Number($extras.total)
    const certificates = await query
      .orderBy('issued_at', 'desc')
      .orderBy('id', 'asc')
      .forPage(filters.page, filters.limit)
    return {
      certificates,
      meta: listMeta({ page: filters.page, perPage: filters.limit, total }),
    }
  }

  /** A certificate by its public id as typed or scanned, or null. */
  async findPublic(rawId: string) {
    const publicId = normalisePublicId(rawId)
    if (!publicId) return null
    return Certificate.findBy('public_id', publicId)
  }
}
