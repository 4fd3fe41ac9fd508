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

  test('pictures and media may also come from the origin the server names (a CDN)', () => {
    const policy = directives(
      contentSecurityPolicy('https://pathshala.example.com', 'https://cdn.example.net')
    )
    for (const directive of ['img-src', 'media-src']) {
      expect(policy[directive]).toEqual([
        "'self'",
        ...(directive === 'img-src' ? ['data:'] : []),
        'blob:',
        'https://pathshala.example.com',
        'https://res.cloudinary.com',
        'https://cdn.example.net',
      ])
    }
    // only pictures: calls still go to the server alone
    expect(policy['connect-src']).not.toContain('https://cdn.example.net')
    // http only on this computer, like the server itself
    const local = directives(
      contentSecurityPolicy('http://127.0.0.1:3333', 'http://127.0.0.1:8080')
    )
    expect(local['img-src']).toContain('http://127.0.0.1:8080')
    // the server itself or Cloudinary named as the origin is not listed twice
    for (const media of ['https://pathshala.example.com', 'https://res.cloudinary.com']) {
      const same = directives(contentSecurityPolicy('https://pathshala.example.com', media))
      expect(same['img-src']).toEqual(policy['img-src'].slice(0, -1))
    }
  })

  test('a picture origin that is not a plain http(s) origin is ignored', () => {
    const server = 'https://pathshala.example.com'
    const withoutMedia = contentSecurityPolicy(server)
    expect(contentSecurityPolicy(server, 'https://cdn.example.net')).not.toBe(withoutMedia)
    for (const media of [
      '*',
      'https:',
      'https://*.example.net',
      'https://cdn.example.net/pathshala',
      'https://cdn.example.net https://evil.example',
      'https://cdn.example.net; script-src *',
      "'unsafe-inline'",
      'data:',
      'javascript:alert(1)',
      'ftp://cdn.example.net',
      'http://cdn.example.net',
      'https://user:pass@cdn.example.net',
      'https://CDN.example.net',
      ' https://cdn.example.net',
      'cdn.example.net',
      '',
    ]) {
      expect(contentSecurityPolicy(server, media), media).toBe(withoutMedia)
    }
  })

  test('before a server is chosen nothing may be contacted', () => {
    const policy = directives(contentSecurityPolicy(null))
    expect(policy['connect-src']).toEqual(["'none'"])
  })
})
