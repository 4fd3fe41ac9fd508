import { describe, expect, it } from 'vitest'
import { validateContactForm, type ContactForm } from '../src/validation/contact-form.ts'

const valid: ContactForm = {
  fullname: 'Asha Verma',
  email: 'asha@example.com',
  subject: 'courses',
  message: 'Which course suits the prelims?',
}

describe('validateContactForm', () => {
  it('accepts a complete form, with or without a phone number', () => {
    expect(validateContactForm(valid)).toBeNull()
    expect(validateContactForm({ ...valid, phoneNo: '9876543210' })).toBeNull()
  })

  it('asks for every required field', () => {
    const message = 'Please fill out all required fields.'
    expect(validateContactForm({ ...valid, fullname: ' ' })).toBe(message)
    expect(validateContactForm({ ...valid, email: '' })).toBe(message)
    expect(validateContactForm({ ...valid, subject: '' })).toBe(message)
    expect(validateContactForm({ ...valid, subject: 'billing' })).toBe(message)
    expect(validateContactForm({ ...valid, message: '' })).toBe(message)
  })

  it('checks the email once everything is filled in', () => {
    expect(validateContactForm({ ...valid, email: 'asha' })).toBe('Invalid email address')
  })
})
