import { EARLY_ANSWERS_GLOBAL, earlyRequestKey } from '@pathshala/shared/early-requests-script'

interface EarlyAnswer {
  answer: Promise<Response>
  sentAt: number
}

/**
 * How long an answer the page's HTML asked for stays usable: the first render asks for it within
 * a second or two; an answer nobody asked for by then is not shown later as fresh.
 */
export const EARLY_ANSWER_MAX_AGE_MS = 10_000

function earlyAnswers() {
  return (globalThis as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL] as
    Record<string, EarlyAnswer | undefined> | undefined
}

/**
 * The API client's fetch: a request the page's HTML already sent (shared's
 * EARLY_REQUESTS_SCRIPT) gets that answer, once; any other goes to the network, as does one
 * whose early request failed or is too old.
 */
export const fetchWithEarlyAnswers: typeof fetch = (input, init) => {
  const send = () => globalThis.fetch(input, init)
  const answers = earlyAnswers()
  if (!answers || typeof input !== 'string') return send()
  const body = typeof init?.body === 'string' ? init.body : undefined
  const key = earlyRequestKey(init?.method ?? 'GET', input, body)
  const early = answers[key]
  if (!early) return send()
  delete answers[key]
  if (Date.now() - early.sentAt > EARLY_ANSWER_MAX_AGE_MS) return send()
  return early.answer.catch(send)
}
