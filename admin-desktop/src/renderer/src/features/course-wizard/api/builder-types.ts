import type { AnswerOf, RequestBody } from '../../../../../shared/api-contract.ts'

// The course builder's shapes, as the API's generated contract types its answers.

/** A course with its sections and lessons, video URLs included (inspectCourse's `course`). */
export type BuilderCourseWithContent = AnswerOf<'POST', '/courses/inspectCourse'>['data']['course']

/** A course's details as createCourse and editCourse answer them. */
export type BuilderCourse = AnswerOf<'POST', '/courses/createCourse'>['data']

export type BuilderSection = BuilderCourseWithContent['courseContent'][number]
export type BuilderLesson = BuilderSection['subSection'][number]

/** The course details the builder sends to createCourse (editCourse takes them with courseId). */
export type CourseFields = RequestBody<'POST', '/courses/createCourse'>

/** Where a draft resumes: 1 course details, 2 content, 3 publish. */
export type CreationStep = NonNullable<
  AnswerOf<'POST', '/courses/inspectCourse'>['data']['creationStep']
>
