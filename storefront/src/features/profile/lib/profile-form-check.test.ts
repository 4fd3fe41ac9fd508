import { describe, expect, it } from 'vitest'
import { MESSAGES } from '@pathshala/shared'
import { checkProfileForm, DATE_OF_BIRTH_MESSAGE } from './profile-form-check.ts'

const TODAY = new Date(2026, 10, 21)

describe('profile form check', () => {
  it('accepts empty fields (they are not sent) and complete valid ones', () => {
    expect(checkProfileForm({ dateOfBirth: '', contactNumber: '' }, TODAY)).toEqual({})
    expect(
      checkProfileForm({ dateOfBirth: '15.08.1998', contactNumber: '9876543210' }, TODAY)
    ).toEqual({})
  })

  it('refuses half-typed or impossible dates of birth', () => {
    for (const dateOfBirth of ['15.08', '31.02.2000', '01.01.1899', '22.11.2026']) {
      expect(checkProfileForm({ dateOfBirth, contactNumber: '' }, TODAY)).toEqual({
        dateOfBirth: DATE_OF_BIRTH_MESSAGE,
      })
    }
  })

  it('wants exactly ten digits for a contact number', () => {
    expect(checkProfileForm({ dateOfBirth: '', contactNumber: '98765' }, TODAY)).toEqual({
      contactNumber: MESSAGES.contactNumberLength,
    })
  })
})
