import type { AnswerOf } from '../../../app/api.ts'

/** A course on the learner's profile, as POST /profile/getEnrolledCourses lists it. */
export type EnrolledCourse = AnswerOf<'POST', '/profile/getEnrolledCourses'>['courses'][number]
