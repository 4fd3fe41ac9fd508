import type { AnswerOf } from '../../../app/api.ts'
import type { User } from '../../auth/index.ts'

/** A course on the learner's profile, as POST /profile/getEnrolledCourses lists it. */
export type EnrolledCourse = AnswerOf<'POST', '/profile/getEnrolledCourses'>['courses'][number]

/** A store item the learner owns (`materials` of the signed-in user). */
export type OwnedMaterial = User['materials'][number]
