import { SUPPORT_EMAIL } from '@pathshala/shared'

// The provider's public contact details, in one place for the footer and the contact page.
// Replace these with the real numbers and addresses before going live.

export const SUPPORT_PHONE = { display: '+91 98120 45678', href: 'tel:+919812045678' }

export const CONTACT_EMAILS = [
  { label: 'Support', address: SUPPORT_EMAIL },
  { label: 'Admissions', address: 'admissions@pathshala.in' },
] as const

export const LOCATION = { city: 'Hisar', state: 'Haryana' } as const

export const OFFICE_HOURS = 'Monday-Saturday 10 AM-6 PM'
export const PHONE_SUPPORT_HOURS = '8 AM-6 PM'

export const ESTABLISHED_YEAR = 2018
