/*
| The catalogue domain (categories, courses, ratings and the learners' enrolled courses).
| Its public entry: other parts of app/ and dev/ use only what is exported here (lint zones in
| eslint.config.js); inside the domain, files import each other directly.
*/
export { default as Category } from './models/category.js'
export { default as Course } from './models/course.js'
export { default as Enrolment } from './models/enrolment.js'
export type { AccessSource } from './models/enrolment.js'
export { default as Lesson } from './models/lesson.js'
export { default as Section } from './models/section.js'
export { durationText } from './services/course_duration.js'
export { default as EnrolmentService } from './services/enrolment_service.js'
export { ratingSummary } from './services/rating_totals.js'
export { COURSE_ID_MESSAGES, pageNumber, recordId } from './validators/catalogue.js'
