import {
  CONTACT_SUBJECTS,
  isApiError,
  type ContactForm,
  type ContactSubject,
} from '@pathshala/shared'
import type { RequestBody } from '../../../app/api.ts'

export const CONTACT_MESSAGES = {
  sent: 'Message sent successfully!',
  /** Under it in the form: what happens next. */
  sentDetail: 'We will reply to your email, usually within one working day.',
  failed: 'Failed to send message.',
  unexpected: 'Something went wrong. Please try again.',
} as const

export const MESSAGE_MAX_LENGTH = 5000
export const PHONE_MAX_LENGTH = 20

export const SUBJECT_LABELS: Record<ContactSubject, string> = {
  general: 'General enquiry',
  courses: 'Courses',
  mentorship: 'Mentorship',
  support: 'Technical support',
}

export const SUBJECT_OPTIONS = CONTACT_SUBJECTS.map((value) => ({
  value,
  label: SUBJECT_LABELS[value],
}))

export type ContactFormValues = Required<ContactForm>
export type ContactField = keyof ContactFormValues

/** A fresh form; a signed-in learner's name and email are filled in for them. */
export function emptyContactForm(
  who: { name?: string | null; email?: string | null } | null = null
): ContactFormValues {
  return {
    fullname: who?.name?.trim() ?? '',
    email: who?.email?.trim() ?? '',
    phoneNo: '',
    subject: '',
    message: '',
  }
}

/** Digits, spaces, + and - only (what the API accepts), at most 20 characters. */
export function cleanPhoneInput(value: string): string {
  return value.replace(/[^\d\s+-]/g, '').slice(0, PHONE_MAX_LENGTH)
}

/** The required fields left empty, to mark them beside the required-fields message. */
export function missingRequiredFields(form: ContactFormValues): ContactField[] {
  const missing: ContactField[] = []
  if (form.fullname.trim() === '') missing.push('fullname')
  if (form.email.trim() === '') missing.push('email')
  if (!(CONTACT_SUBJECTS as readonly string[]).includes(form.subject)) missing.push('subject')
  if (form.message.trim() === '') missing.push('message')
  return missing
}

/** The body of POST /contact/contactus: trimmed, and without a phone number nobody gave. */
export function toContactRequest(
  form: ContactFormValues
): RequestBody<'POST', '/contact/contactus'> {
  const phoneNo = form.phoneNo.trim()
  return {
    fullname: form.fullname.trim(),
    email: form.email.trim(),
    ...(phoneNo === '' ? {} : { phoneNo }),
    subject: form.subject as ContactSubject,
    message: form.message.trim(),
  }
}

/** An answer of 2xx that still says success: false. */
export class ContactRefusedError extends Error {
  constructor(readonly serverMessage: string | null) {
    super(serverMessage ?? CONTACT_MESSAGES.failed)
    this.name = 'ContactRefusedError'
  }
}

/**
 * The toast for a failed send (docs/screens/learner.md#contact): the server's own message when it
 * answered with one, 'Failed to send message.' when it answered without, and 'Something went wrong.
 * Please try again.' when no answer came at all.
 */
export function contactFailureMessage(error: unknown): string {
  if (error instanceof ContactRefusedError) return error.serverMessage || CONTACT_MESSAGES.failed
  if (isApiError(error) && error.status > 0) {
    const body = error.body
    const message =
      typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : null
    return typeof message === 'string' && message.trim() !== '' ? message : CONTACT_MESSAGES.failed
  }
  return CONTACT_MESSAGES.unexpected
}
