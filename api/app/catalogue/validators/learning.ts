import vine from '@vinejs/vine'
import { FieldMessagesProvider } from '#core/validators/field_messages'
import { COURSE_ID_MESSAGES, pageNumber, recordId } from '#catalogue/validators/catalogue'

/** POST /courses/getFullCourseDetails */
export const fullCourseValidator = vine.create({ courseId: recordId() })
fullCourseValidator.messagesProvider = new FieldMessagesProvider(COURSE_ID_MESSAGES)

/**
 * POST /courses/updateCourseProgress. `completed: true` marks the lesson
 * complete, `false` clears the mark, leaving it out keeps it; `position` is
 * where the video is (seconds) so the learning view can resume there.
 */
export const updateProgressValidator = vine.create({
  courseId: recordId(),
  subsectionId: recordId(),
  completed: vine.boolean().nullable().optional(),
  position: vine.number().withoutDecimals().range([0, 1_000_000]).nullable().optional(),
})
updateProgressValidator.messagesProvider = new FieldMessagesProvider({
  ...COURSE_ID_MESSAGES,
  'subsectionId.required': 'subsectionId is required',
  'subsectionId.*': 'subsectionId must be a valid lesson id',
  'completed.*': 'completed must be true or false',
  'position.*': 'position must be a whole number of seconds, 0 or more',
})

/** POST /courses/createRating: one per learner and course; sending again edits it. */
export const createRatingValidator = vine.create({
  courseId: recordId(),
  rating: vine.number().withoutDecimals().range([1, 5]),
  review: vine.string().trim().maxLength(2000).nullable().optional(),
})
createRatingValidator.messagesProvider = new FieldMessagesProvider({
  ...COURSE_ID_MESSAGES,
  'rating.*': 'rating must be a whole number from 1 to 5',
  'review.*': 'review must be text of at most 2000 characters',
})

/** POST /profile/getEnrolledCourses (paging optional). */
export const enrolledCoursesValidator = vine.create({
  page: pageNumber().nullable().optional(),
  limit: vine.number().withoutDecimals().range([1, 100]).nullable().optional(),
})
enrolledCoursesValidator.messagesProvider = new FieldMessagesProvider({
  'page.*': 'page must be a whole number of at least 1',
  'limit.*': 'limit must be a whole number from 1 to 100',
})
