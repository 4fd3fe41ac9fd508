import { inject } from '@adonisjs/core'
import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import type {
  BulkEnrolmentResult,
  BulkEnrolmentSummary,
} from '#admin/services/bulk_enrolment_types'
import { Course, EnrolmentService } from '#catalogue'
import { User } from '#accounts'
import ApiException from '#core/exceptions/api_exception'

/** Addresses are stored lowercase; what the admin pasted is compared the same way. */
export function normaliseEmail(email: string | null | undefined) {
  return (email ?? '').trim().toLowerCase()
}

/**
 * An admin gives learners a course without payment (docs/screens/admin.md#enroll).
 * One learner: unknown e-mail or course is a 404, a learner who already has the
 * course a 409. Many learners: one answer per distinct address, in the order
 * given, with a fixed number of queries whatever the list's length.
 */
@inject()
export default class ManualEnrolmentService {
  constructor(private enrolments: EnrolmentService) {}

  async enrolOne(courseId: string, email: string) {
    const user = await User.findBy('email', normaliseEmail(email))
    if (!user) throw new ApiException('No user with this email', { status: 404 })
    const course = await Course.find(courseId)
    if (!course) throw new ApiException('Course not found', { status: 404 })

    const { enrolment, created } = await this.enrolments.grant(user.id, course.id, 'manual')
    if (!created) {
      throw new ApiException('User is already enrolled in this course', { status: 409 })
    }
    return { user, course, enrolment }
  }

  async enrolMany(courseId: string, emails: readonly (string | null)[]) {
    const course = await Course.find(courseId)
    if (!course) throw new ApiException('Course not found', { status: 404 })

    // first occurrence wins; repeats are counted, not enrolled twice
    const distinct = [...new Set(emails.map(normaliseEmail))]
    const valid = new Set(distinct.filter((email) => email !== '' && vine.helpers.isEmail(email)))

    const results = await db.transaction(async (trx) => {
      const learners =
        valid.size === 0
          ? []
          : await User.query({ client: trx })
              .select('id', 'email')
              .whereIn('email', [...valid])
      const idByEmail = new Map(learners.map((learner) => [learner.email, learner.id]))
      const created = await this.enrolments.grantMany(
        [...idByEmail.values()],
        course.id,
        'manual',
        trx
      )

      return distinct.map((email): BulkEnrolmentResult => {
        const userId = idByEmail.get(email) ?? null
        if (userId === null) {
          const status = valid.has(email) ? 'no_account' : 'invalid'
          return { email, status, userId: null }
        }
        return { email, status: created.has(userId) ? 'enrolled' : 'already_enrolled', userId }
      })
    })

    return { course, results, summary: summarise(results, emails.length - distinct.length) }
  }
}

function summarise(results: BulkEnrolmentResult[], repeated: number): BulkEnrolmentSummary {
  const count = (status: BulkEnrolmentResult['status']) =>
    results.filter((result) => result.status === status).length
  return {
    enrolled: count('enrolled'),
    alreadyEnrolled: count('already_enrolled'),
    noAccount: count('no_account'),
    invalid: count('invalid'),
    repeated,
  }
}
