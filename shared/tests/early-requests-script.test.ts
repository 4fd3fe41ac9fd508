import { describe, expect, it } from 'vitest'
import {
  EARLY_ANSWERS_GLOBAL,
  EARLY_REQUESTS_SCRIPT,
  earlyRequestKey,
  type EarlyRequest,
} from '../src/early-requests-script.ts'

const VALIDATE: EarlyRequest = {
  method: 'POST',
  url: '/api/v1/auth/validate',
  headers: { 'accept': 'application/json', 'content-type': 'application/json' },
  body: '{}',
  credentials: 'include',
}
const CONFIG: EarlyRequest = {
  method: 'GET',
  url: '/api/v1/config',
  headers: { accept: 'application/json' },
  credentials: 'include',
}
const LISTING: EarlyRequest = {
  ...VALIDATE,
  url: '/api/v1/courses/getAllCourses',
  body: '{"page":1,"limit":12}',
}

interface Sent {
  url: string
  init: RequestInit & { headers: Record<string, string> }
}

/** Runs the script as the browser would, in the page `search` and `cookie` describe. */
function runScript(requests: unknown, { search = '', cookie = '', raw = false } = {}) {
  const sent: Sent[] = []
  const window: Record<string, unknown> = {}
  const document = {
    cookie,
    currentScript: { dataset: { requests: raw ? requests : JSON.stringify(requests) } },
  }
  const fetch = (url: string, init: Sent['init']) => {
    sent.push({ url, init })
    return Promise.resolve(new Response('{}'))
  }
  new Function('window', 'document', 'location', 'fetch', EARLY_REQUESTS_SCRIPT)(
    window,
    document,
    { search },
    fetch
  )
  const answers = window[EARLY_ANSWERS_GLOBAL] as Record<string, { sentAt: number }> | undefined
  return { sent, answers }
}

describe("the script that sends a page's first requests from its HTML", () => {
  it('sends each request as the API client would and keeps its answer under its key', () => {
    const before = Date.now()
    const { sent, answers } = runScript([VALIDATE, CONFIG, LISTING])
    expect(sent.map(({ url, init }) => [init.method, url, init.body])).toEqual([
      ['POST', '/api/v1/auth/validate', '{}'],
      ['GET', '/api/v1/config', undefined],
      ['POST', '/api/v1/courses/getAllCourses', '{"page":1,"limit":12}'],
    ])
    expect(sent[0]!.init.headers).toEqual(VALIDATE.headers)
    expect(sent[0]!.init.credentials).toBe('include')
    expect(Object.keys(answers!)).toEqual([
      earlyRequestKey('POST', VALIDATE.url, VALIDATE.body),
      earlyRequestKey('GET', CONFIG.url, undefined),
      earlyRequestKey('POST', LISTING.url, LISTING.body),
    ])
    expect(answers![earlyRequestKey('GET', CONFIG.url, undefined)]!.sentAt).toBeGreaterThanOrEqual(
      before
    )
  })

  it("adds the session's XSRF token, decoded, to writes only", () => {
    const { sent } = runScript([VALIDATE, CONFIG], {
      cookie: 'theme=dark; XSRF-TOKEN=abc%3D%3D; other=1',
    })
    expect(sent[0]!.init.headers['X-XSRF-TOKEN']).toBe('abc==')
    expect(sent[1]!.init.headers).not.toHaveProperty('X-XSRF-TOKEN')
  })

  it('sends nothing at an address with a query, whose data differs: the app asks', () => {
    const { sent, answers } = runScript([VALIDATE, LISTING], { search: '?search=polity' })
    expect(sent).toEqual([])
    expect(answers).toEqual({})
  })

  it('sends nothing, and breaks nothing, when its list cannot be read', () => {
    expect(runScript('not a list').sent).toEqual([])
    expect(runScript('[{"method":', { raw: true }).sent).toEqual([])
  })
})
