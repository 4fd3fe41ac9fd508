import { describe, expect, it } from 'vitest'
import { redirectTarget } from './use-redirect-target.ts'

describe('redirectTarget (where sign-in goes next)', () => {
  it('goes back to the page the guard or the course page sent the learner from', () => {
    expect(redirectTarget({ from: '/home/course?id=42' })).toBe('/home/course?id=42')
    expect(redirectTarget({ from: '/home/user' })).toBe('/home/user')
  })

  it('goes to /home without a usable origin', () => {
    expect(redirectTarget(null)).toBe('/home')
    expect(redirectTarget({})).toBe('/home')
    expect(redirectTarget({ from: 42 })).toBe('/home')
    expect(redirectTarget({ from: '/login' })).toBe('/home')
  })

  it('never leaves the site', () => {
    expect(redirectTarget({ from: 'https://evil.example/' })).toBe('/home')
    expect(redirectTarget({ from: '//evil.example/' })).toBe('/home')
    expect(redirectTarget({ from: '/\\evil.example/' })).toBe('/home')
  })
})
