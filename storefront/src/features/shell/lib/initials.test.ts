import { describe, expect, it } from 'vitest'
import { initialsOf } from './initials.ts'

describe('initialsOf', () => {
  it('takes the first letters of the first and last word', () => {
    expect(initialsOf('Asha Verma')).toBe('AV')
    expect(initialsOf('  vikram singh rathee ')).toBe('VR')
  })

  it('uses one letter for one word and ? for nothing', () => {
    expect(initialsOf('Priya')).toBe('P')
    expect(initialsOf('')).toBe('?')
    expect(initialsOf(null)).toBe('?')
  })
})
