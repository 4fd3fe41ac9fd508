import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../src/messages.ts'
import {
  hasErrors,
  validateRegistration,
  type RegistrationForm,
} from '../src/validation/registration.ts'

const valid: RegistrationForm = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  contactNumber: '9876543210',
}

describe('validateRegistration', () => {
  it('accepts a complete form', () => {
    expect(validateRegistration(valid)).toEqual({})
    expect(hasErrors(validateRegistration(valid))).toBe(false)
  })

  it('reports every empty field with the documented messages', () => {
    const errors = validateRegistration({
      firstName: '',
      lastName: '  ',
      email: '',
      password: '',
      confirmPassword: '',
      contactNumber: '',
    })
    expect(errors).toEqual({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters long',
      confirmPassword: 'Confirm Password must be at least 6 characters long',
      contactNumber: 'Contact number must be exactly 10 digits',
    })
    expect(hasErrors(errors)).toBe(true)
  })

  it('requires six characters for both passwords', () => {
    expect(validateRegistration({ ...valid, password: '12345', confirmPassword: '12345' })).toEqual(
      {
        password: MESSAGES.signupPasswordTooShort,
        confirmPassword: MESSAGES.confirmPasswordTooShort,
      }
    )
    expect(
      validateRegistration({ ...valid, password: '123456', confirmPassword: '123456' })
    ).toEqual({})
  })

  it('puts a mismatch on confirmPassword', () => {
    expect(validateRegistration({ ...valid, confirmPassword: 'secret2' })).toEqual({
      confirmPassword: 'Passwords do not match',
    })
  })

  it('rejects a malformed email', () => {
    expect(validateRegistration({ ...valid, email: 'asha@example' }).email).toBe(
      MESSAGES.invalidEmail
    )
  })

  it('needs exactly ten digits of contact number', () => {
    expect(validateRegistration({ ...valid, contactNumber: '987654321' }).contactNumber).toBe(
      MESSAGES.contactNumberLength
    )
    expect(validateRegistration({ ...valid, contactNumber: '98765432100' }).contactNumber).toBe(
      MESSAGES.contactNumberLength
    )
    expect(validateRegistration({ ...valid, contactNumber: '98765-4321' }).contactNumber).toBe(
      MESSAGES.contactNumberLength
    )
  })
})
