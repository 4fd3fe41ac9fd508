import { ApiError } from '@pathshala/shared'
import { describe, expect, it } from 'vitest'
import {
  cleanPhoneInput,
  ContactRefusedError,
  contactFailureMessage,
  emptyContactForm,
  missingRequiredFields,
  toContactRequest,
} from './contact-form.ts'

const filled = {
  fullname: '  Asha Verma ',
  email: ' asha@example.com ',
  phoneNo: '',
  subject: 'mentorship',
  message: ' Which optional should I take? ',
}

describe('emptyContactForm', () => {
  it('starts blank for a visitor and with name and email for a signed-in learner', () => {
    expect(emptyContactForm()).toEqual({
      fullname: '',
      email: '',
      phoneNo: '',
      subject: '',
      message: '',
    })
    expect(
      emptyContactForm({ name: 'Demo Learner', email: 'learner@pathshala.local' })
    ).toMatchObject({ fullname: 'Demo Learner', email: 'learner@pathshala.local', subject: '' })
  })
})

describe('toContactRequest', () => {
  it('trims the fields and leaves out a phone number nobody gave', () => {
    expect(toContactRequest(filled)).toEqual({
      fullname: 'Asha Verma',
      email: 'asha@example.com',
      subject: 'mentorship',
      message: 'Which optional should I take?',
    })
  })

  it('sends the phone number when there is one', () => {
    expect(toContactRequest({ ...filled, phoneNo: ' +91 98120 45678 ' }).phoneNo).toBe(
      '+91 98120 45678'
    )
  })
})

describe('cleanPhoneInput', () => {
  it('keeps digits, spaces, + and - only, up to 20 characters', () => {
    expect(cleanPhoneInput('+91 (981) 204-5678 ext')).toBe('+91 981 204-5678 ')
    expect(cleanPhoneInput('1'.repeat(30))).toHaveLength(20)
  })
})

describe('missingRequiredFields', () => {
  it('names the empty required fields, counting an unknown subject as missing', () => {
    expect(missingRequiredFields(emptyContactForm())).toEqual([
      'fullname',
      'email',
      'subject',
      'message',
    ])
    expect(missingRequiredFields({ ...filled, subject: 'sales', message: '   ' })).toEqual([
      'subject',
      'message',
    ])
    expect(missingRequiredFields(filled)).toEqual([])
  })
})

describe('contactFailureMessage', () => {
  it('uses the server message when the API answered with one', () => {
    const error = new ApiError(429, 'Too many messages. Please try again later.', [], {
      success: false,
      message: 'Too many messages. Please try again later.',
    })
    expect(contactFailureMessage(error)).toBe('Too many messages. Please try again later.')
  })

  it("says 'Failed to send message.' when the answer had no message", () => {
    expect(contactFailureMessage(new ApiError(502, 'x', [], '<html>Bad gateway</html>'))).toBe(
      'Failed to send message.'
    )
    expect(contactFailureMessage(new ContactRefusedError(null))).toBe('Failed to send message.')
    expect(contactFailureMessage(new ContactRefusedError('Mail server down'))).toBe(
      'Mail server down'
    )
  })

  it("says 'Something went wrong. Please try again.' when no answer came", () => {
    expect(contactFailureMessage(new ApiError(0, 'Network error'))).toBe(
      'Something went wrong. Please try again.'
    )
    expect(contactFailureMessage(new TypeError('boom'))).toBe(
      'Something went wrong. Please try again.'
    )
  })
})
