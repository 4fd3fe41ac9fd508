import { describe, expect, it } from 'vitest'
import type { AccountType } from '../src/types/user.ts'
import {
  profileChanges,
  profileFormFromUser,
  type EditableProfile,
  type ProfileForm,
} from '../src/validation/profile.ts'

/** The signed-in user as the API answers it: the dialog reads only the editable fields. */
type SignedInUser = EditableProfile & {
  _id: string
  name: string
  accountType: AccountType
  createdAt: string
  materials: unknown[]
}

const user: SignedInUser = {
  _id: 'u_1',
  firstName: 'Asha',
  lastName: 'Verma',
  name: 'Asha Verma',
  email: 'asha@example.com',
  image: null,
  accountType: 'Student',
  createdAt: '2025-01-02T03:04:05.000Z',
  contactNumber: '9876543210',
  additionalDetails: {
    dateOfBirth: '15.08.1990',
    contactNumber: null,
    about: null,
    gender: 'female',
  },
  materials: [],
}

describe('profileFormFromUser', () => {
  it('prefills every field, with empty strings for missing values', () => {
    expect(profileFormFromUser(user)).toEqual({
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha@example.com',
      dateOfBirth: '15.08.1990',
      contactNumber: '9876543210',
      about: '',
      gender: 'female',
      image: '',
      state: '',
    })
  })

  it('falls back to the contact number in the details', () => {
    const older = {
      ...user,
      contactNumber: null,
      additionalDetails: { ...user.additionalDetails, contactNumber: '9123456789' },
    }
    expect(profileFormFromUser(older).contactNumber).toBe('9123456789')
  })
})

describe('profileChanges', () => {
  const original = profileFormFromUser(user)

  it('is empty when nothing changed', () => {
    expect(profileChanges(original, { ...original })).toEqual({})
    expect(profileChanges(original, { ...original, firstName: ' Asha ' })).toEqual({})
  })

  it('drops empty strings instead of clearing fields', () => {
    expect(profileChanges(original, { ...original, lastName: '', about: '  ' })).toEqual({})
  })

  it('keeps only changed, trimmed values', () => {
    const edited: ProfileForm = {
      ...original,
      lastName: 'Sharma ',
      about: 'Preparing for UPSC 2026',
      gender: 'other',
      image: 'https://cdn.example.com/a.png',
    }
    expect(profileChanges(original, edited)).toEqual({
      lastName: 'Sharma',
      about: 'Preparing for UPSC 2026',
      gender: 'other',
      image: 'https://cdn.example.com/a.png',
    })
  })

  it('leaves out a gender the dialog cannot offer', () => {
    expect(profileChanges(original, { ...original, gender: 'Female' })).toEqual({})
  })

  it('works with partial forms', () => {
    expect(profileChanges({}, { dateOfBirth: '01.01.2000' })).toEqual({ dateOfBirth: '01.01.2000' })
  })
})

describe('profileChanges: the state', () => {
  it('sends a chosen state (its GST code) and drops one that is not a state', () => {
    const original = profileFormFromUser(user)
    expect(profileChanges(original, { ...original, state: '27' })).toEqual({ state: '27' })
    expect(profileChanges(original, { ...original, state: '99' })).toEqual({})
    const placed = profileFormFromUser({
      ...user,
      additionalDetails: { ...user.additionalDetails, state: '29' },
    })
    expect(placed.state).toBe('29')
    expect(profileChanges(placed, placed)).toEqual({})
  })
})
