import { CONTACT_SUBJECTS } from '../constants.ts'
import { MESSAGES } from '../messages.ts'
import { isValidEmail } from './email.ts'

export interface ContactForm {
  fullname: string
  email: string
  phoneNo?: string
  subject: string
  message: string
}

/**
 * The contact form's check: the required-fields message when name, email, subject or message is
 * missing (an unknown subject counts as missing), then the email format. Null when it may send.
 */
export function validateContactForm(form: ContactForm): string | null {
  const required = [form.fullname, form.email, form.message].every((value) => value.trim() !== '')
  const subjectChosen = (CONTACT_SUBJECTS as readonly string[]).includes(form.subject)
  if (!required || !subjectChosen) return MESSAGES.contactRequiredFields
  if (!isValidEmail(form.email)) return MESSAGES.invalidEmail
  return null
}
