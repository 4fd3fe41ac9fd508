import { describe, expect, test } from 'vitest'
import { contentSecurityPolicy } from './content-security-policy.ts'

function directives(policy: string) {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ')
      return [name, values]
    })
  )
}

describe('contentSecurityPolicy', () => {
  test('connections go to the configured server only', () => {
    const policy = directives(contentSecurityPolicy('https://pathshala.example.com'))
    expect(policy['connect-src']).toEqual([
      'https://pathshala.example.com',
      'https://api.cloudinary.com',
    ])
    expect(policy['default-src']).toEqual(["'none'"])
  })

  test('scripts and styles come from the app alone: nothing inline, no eval', () => {
    const policy = directives(contentSecurityPolicy('http://127.0.0.1:3333'))
    expect(policy['script-src']).toEqual(["'self'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['base-uri']).toEqual(["'none'"])
    expect(policy['frame-src']).toEqual(["'none'"])
    expect(policy['style-src']).toEqual(["'self'"])
    expect(contentSecurityPolicy('http://127.0.0.1:3333')).not.toMatch(/unsafe-(eval|inline)/)
  })

  test('images may come from the server (uploads) but not from anywhere', () => {
    const policy = directives(contentSecurityPolicy('http://127.0.0.1:3333'))
    expect(policy['img-src']).toContain('http://127.0.0.1:3333')
    expect(policy['img-src']).not.toContain('*')
    expect(policy['img-src']).not.toContain('https:')
  })

  test('before a server is chosen nothing may be contacted', () => {
    const policy = directives(contentSecurityPolicy(null))
    expect(policy['connect-src']).toEqual(["'none'"])
  })
})
