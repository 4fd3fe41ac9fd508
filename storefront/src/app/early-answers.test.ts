import { describe, expect, it, vi } from 'vitest'
import { EARLY_ANSWERS_GLOBAL, earlyRequestKey } from '@pathshala/shared/early-requests-script'
import { EARLY_ANSWER_MAX_AGE_MS, fetchWithEarlyAnswers } from './early-answers.ts'

const LISTING = '/api/v1/courses/getAllCourses'
const BODY = '{"page":1,"limit":12}'

/** The answers the page's HTML would have left, each sent `ageMs` ago. */
function leaveEarlyAnswers(answers: Record<string, Promise<Response>>, ageMs = 0) {
  vi.stubGlobal(
    EARLY_ANSWERS_GLOBAL,
    Object.fromEntries(
      Object.entries(answers).map(([key, answer]) => [key, { answer, sentAt: Date.now() - ageMs }])
    )
  )
}

function networkFetch() {
  const network = vi.fn(async () => new Response('"network"'))
  vi.stubGlobal('fetch', network)
  return network
}

const read = (answer: Promise<Response>) => answer.then((response) => response.json())

describe("the API client's fetch on a page whose HTML sent its first requests", () => {
  it('answers the same request with the early answer, once', async () => {
    const network = networkFetch()
    leaveEarlyAnswers({
      [earlyRequestKey('POST', LISTING, BODY)]: Promise.resolve(new Response('"early"')),
    })
    const init = { method: 'POST', body: BODY }
    expect(await read(fetchWithEarlyAnswers(LISTING, init))).toBe('early')
    expect(network).not.toHaveBeenCalled()
    expect(await read(fetchWithEarlyAnswers(LISTING, init))).toBe('network')
    expect(network).toHaveBeenCalledTimes(1)
  })

  it('sends a request that differs in method, address or body to the network', async () => {
    const network = networkFetch()
    leaveEarlyAnswers({
      [earlyRequestKey('POST', LISTING, BODY)]: Promise.resolve(new Response('"early"')),
    })
    await fetchWithEarlyAnswers(LISTING, { method: 'POST', body: '{"page":2,"limit":12}' })
    await fetchWithEarlyAnswers(`${LISTING}?x=1`, { method: 'POST', body: BODY })
    await fetchWithEarlyAnswers(LISTING, { method: 'GET' })
    expect(network).toHaveBeenCalledTimes(3)
  })

  it('asks the network again when the early request failed', async () => {
    const network = networkFetch()
    leaveEarlyAnswers({
      [earlyRequestKey('GET', '/api/v1/config', undefined)]: Promise.reject(
        new TypeError('offline')
      ),
    })
    expect(await read(fetchWithEarlyAnswers('/api/v1/config', { method: 'GET' }))).toBe('network')
    expect(network).toHaveBeenCalledTimes(1)
  })

  it('does not use an answer older than the limit', async () => {
    const network = networkFetch()
    leaveEarlyAnswers(
      { [earlyRequestKey('GET', '/api/v1/config', undefined)]: Promise.resolve(new Response('1')) },
      EARLY_ANSWER_MAX_AGE_MS + 1
    )
    expect(await read(fetchWithEarlyAnswers('/api/v1/config'))).toBe('network')
    expect(network).toHaveBeenCalledTimes(1)
  })

  it('goes to the network on a page whose HTML sent nothing', async () => {
    const network = networkFetch()
    expect(await read(fetchWithEarlyAnswers('/api/v1/config'))).toBe('network')
    expect(network).toHaveBeenCalledWith('/api/v1/config', undefined)
  })
})
