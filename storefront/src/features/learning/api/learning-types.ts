import type { AnswerOf } from '../../../app/api.ts'

/** `data` of POST /courses/getFullCourseDetails (the API's generated contract). */
export type FullCourseDetails = AnswerOf<'POST', '/courses/getFullCourseDetails'>['data']

export type LearnerCourseDetails = FullCourseDetails['courseDetails']

export type LearnerCourseSection = LearnerCourseDetails['courseContent'][number]

export type LearnerLesson = LearnerCourseSection['subSection'][number]

export type MyRating = NonNullable<FullCourseDetails['myRating']>

/** What POST /courses/updateCourseProgress reports (also at the top level of its answer). */
export type CourseProgressUpdate = AnswerOf<'POST', '/courses/updateCourseProgress'>['data']
