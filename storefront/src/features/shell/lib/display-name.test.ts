import { describe, expect, it } from 'vitest'
import { displayNameOf } from './display-name.ts'

describe('displayNameOf', () => {
  it('prefers name, then first and last name, then User', () => {
    expect(displayNameOf({ name: 'Demo Learner', firstName: 'D', lastName: 'L' })).toBe(
      'Demo Learner'
    )
    expect(displayNameOf({ name: ' ', firstName: 'Asha', lastName: 'Verma' })).toBe('Asha Verma')
    expect(displayNameOf({ name: '', firstName: '', lastName: '' })).toBe('User')
  })
})
