import { describe, expect, it } from 'vitest'
import { initialsOf } from './initials.ts'

describe('initials', () => {
  it('takes the first letters of both names, in capitals', () => {
    expect(initialsOf({ firstName: 'rohan', lastName: 'sharma' })).toBe('RS')
  })

  it('does with one name, then the email, then U', () => {
    expect(initialsOf({ firstName: 'Asha', lastName: '' })).toBe('A')
    expect(initialsOf({ firstName: ' ', lastName: null, email: 'zoya@example.com' })).toBe('Z')
    expect(initialsOf({})).toBe('U')
  })

  it('keeps letters outside ASCII whole', () => {
    expect(initialsOf({ firstName: 'Élodie', lastName: 'अनन्या' })).toBe('Éअ')
  })
})
