import type { AnswerOf } from '../../../app/api.ts'

/** A course in lists, as POST /courses/getAllCourses answers it (the API's generated contract). */
export type CourseCard = AnswerOf<'POST', '/courses/getAllCourses'>['data'][number]

export type CourseInstructor = NonNullable<CourseCard['instructor']>

/** One course with its content: POST /courses/getACourse answers its fields at the top level. */
export type CourseDetail = Omit<AnswerOf<'POST', '/courses/getACourse'>, 'success' | 'message'>

export type CourseContentSection = CourseDetail['courseContent'][number]

/** A category, as GET /courses/showAllCategories lists it. */
export type Category = AnswerOf<'GET', '/courses/showAllCategories'>['data'][number]
