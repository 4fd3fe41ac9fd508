import vine from '@vinejs/vine'
import { CONTACT_SUBJECTS } from '@pathshala/shared'
import { FieldMessagesProvider } from '#core/validators/field_messages'
import { FIELD_MESSAGES as M } from '#core/validators/messages'
import { choiceOf } from '#core/validators/rules'

export const contactValidator = vine.create({
  fullname: vine.string().trim().minLength(1).maxLength(100),
  email: vine.string().trim().toLowerCase().email().maxLength(254),
  phoneNo: vine
    .string()
    .trim()
    .regex(/^[+\d][\d\s-]{5,19}$/)
    .nullable()
    .optional(),
  subject: choiceOf(CONTACT_SUBJECTS),
  message: vine.string().trim().minLength(1).maxLength(5000),
})
contactValidator.messagesProvider = new FieldMessagesProvider({
  'fullname.maxLength': 'Full name must not exceed 100 characters',
  'fullname.*': M.contactRequired,
  'email.email': M.invalidEmail,
  'email.*': M.contactRequired,
  'phoneNo.*': 'Phone number must contain only digits, spaces, + and -',
  'subject.in': M.subject,
  'subject.*': M.contactRequired,
  'message.maxLength': 'Message must not exceed 5000 characters',
  'message.*': M.contactRequired,
})
