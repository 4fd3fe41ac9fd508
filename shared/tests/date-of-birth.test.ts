import { describe, expect, it } from 'vitest'
import { formatDateOfBirthInput, isValidDateOfBirth } from '../src/validation/date-of-birth.ts'

describe('formatDateOfBirthInput', () => {
  it('inserts dots while typing', () => {
    const typed = '15081990'
    const shown = [...typed].map((_, index) => formatDateOfBirthInput(typed.slice(0, index + 1)))
    expect(shown).toEqual([
      '1',
      '15',
      '15.0',
      '15.08',
      '15.08.1',
      '15.08.19',
      '15.08.199',
      '15.08.1990',
    ])
  })

  it('lets backspace remove a dot', () => {
    expect(formatDateOfBirthInput('15.')).toBe('15')
    expect(formatDateOfBirthInput('15.08.')).toBe('15.08')
  })

  it('drops non-digits and stops at ten characters', () => {
    expect(formatDateOfBirthInput('15/08/1990')).toBe('15.08.1990')
    expect(formatDateOfBirthInput('15.08.19901')).toBe('15.08.1990')
    expect(formatDateOfBirthInput('ab')).toBe('')
  })
})

describe('isValidDateOfBirth', () => {
  const today = new Date(2025, 5, 15, 10)

  it('accepts real past dates', () => {
    expect(isValidDateOfBirth('15.08.1990', today)).toBe(true)
    expect(isValidDateOfBirth('29.02.2000', today)).toBe(true)
    expect(isValidDateOfBirth('01.01.1900', today)).toBe(true)
  })

  it('accepts today but not tomorrow', () => {
    expect(isValidDateOfBirth('15.06.2025', today)).toBe(true)
    expect(isValidDateOfBirth('16.06.2025', today)).toBe(false)
    expect(isValidDateOfBirth('01.01.2026', today)).toBe(false)
  })

  it('rejects dates that do not exist', () => {
    expect(isValidDateOfBirth('29.02.2023', today)).toBe(false)
    expect(isValidDateOfBirth('29.02.1900', today)).toBe(false)
    expect(isValidDateOfBirth('31.04.1990', today)).toBe(false)
    expect(isValidDateOfBirth('00.01.1990', today)).toBe(false)
    expect(isValidDateOfBirth('10.13.1990', today)).toBe(false)
    expect(isValidDateOfBirth('10.00.1990', today)).toBe(false)
    expect(isValidDateOfBirth('31.12.1899', today)).toBe(false)
  })

  it('needs the complete DD.MM.YYYY form', () => {
    expect(isValidDateOfBirth('15.08.90', today)).toBe(false)
    expect(isValidDateOfBirth('1990-08-15', today)).toBe(false)
    expect(isValidDateOfBirth('', today)).toBe(false)
  })
})
