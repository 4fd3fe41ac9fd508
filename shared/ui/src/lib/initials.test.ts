import { describe, expect, it } from 'vitest'
import { initialsOf, personName } from './initials.ts'

describe('initialsOf', () => {
  it('takes the first letters of the first and the last word, in capitals', () => {
    expect(initialsOf('Asha Verma')).toBe('AV')
    expect(initialsOf('  vikram singh rathee ')).toBe('VR')
    expect(initialsOf('rohan sharma')).toBe('RS')
  })

  it('uses one letter for one word, and the fallback for nothing', () => {
    expect(initialsOf('Priya')).toBe('P')
    expect(initialsOf('zoya@example.com')).toBe('Z')
    expect(initialsOf('')).toBe('?')
    expect(initialsOf(null)).toBe('?')
    expect(initialsOf('  ', 'U')).toBe('U')
  })

  it('keeps letters outside ASCII whole', () => {
    expect(initialsOf('Élodie अनन्या')).toBe('Éअ')
  })
})

describe('personName', () => {
  it('joins both names, else uses one, else the email', () => {
    expect(personName({ firstName: 'Rohan', lastName: 'Sharma' })).toBe('Rohan Sharma')
    expect(personName({ firstName: 'Asha', lastName: '' })).toBe('Asha')
    expect(personName({ firstName: ' ', lastName: null, email: 'zoya@example.com' })).toBe(
      'zoya@example.com'
    )
    expect(personName({})).toBe('')
  })
})
