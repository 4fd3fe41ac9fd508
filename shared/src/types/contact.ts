import type { CONTACT_SUBJECTS } from '../constants.ts'

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]
