import type { CONTACT_SUBJECTS } from '../constants.ts'

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]

export interface ContactRequest {
  fullname: string
  email: string
  phoneNo?: string
  subject: ContactSubject
  message: string
}
