import vine from '@vinejs/vine'
import { MANUAL_ENROL_MAX_EMAILS } from '@pathshala/shared'
import { FieldMessagesProvider } from '#core/validators/field_messages'
import { FIELD_MESSAGES as M } from '#core/validators/messages'
import { recordId } from '#catalogue'

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
