import vine from '@vinejs/vine'
import { MANUAL_ENROL_MAX_EMAILS } from '@pathshala/shared'
import { FieldMessagesProvider } from '#validators/field_messages'
import { FIELD_MESSAGES as M } from '#validators/messages'
import { COURSE_ID_MESSAGES, pageNumber, recordId } from '#validators/catalogue'

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

/** POST /payment/manualEnrollStudent (admin). */
export const manualEnrolValidator = vine.create({
  courseId: recordId(),
  email: vine.string().trim().toLowerCase().email().maxLength(254),
})
manualEnrolValidator.messagesProvider = new FieldMessagesProvider({
  'courseId.required': 'Missing course or email',
  'courseId.*': 'courseId must be a valid course id',
  'email.required': 'Missing course or email',
  'email.*': M.invalidEmail,
})

/**
 * POST /payment/manualEnrollStudents (admin). Each entry only has to be text:
 * an address that is not one is answered per entry as invalid, not refused
 * with the whole list. A blank entry arrives as null (empty strings become
 * null in the body parser) and is answered the same way.
 */
export const manualEnrolManyValidator = vine.create({
  courseId: recordId(),
  emails: vine
    .array(vine.string().maxLength(320).nullable())
    .minLength(1)
    .maxLength(MANUAL_ENROL_MAX_EMAILS),
})
manualEnrolManyValidator.messagesProvider = new FieldMessagesProvider({
  'courseId.required': 'Missing course or email',
  'courseId.*': 'courseId must be a valid course id',
  'emails.required': 'Missing course or email',
  'emails.array.minLength': 'Missing course or email',
  'emails.array.maxLength': `At most ${MANUAL_ENROL_MAX_EMAILS} e-mail addresses at a time`,
  'emails.*': 'emails must be a list of e-mail addresses',
  'emails.*.string': 'Each e-mail address must be text of at most 320 characters',
  'emails.*.maxLength': 'Each e-mail address must be text of at most 320 characters',
})
