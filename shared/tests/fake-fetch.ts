// A stand-in for fetch that records each call and answers from a queue (last answer repeats).

export interface RecordedCall {
  url: string
  method: string
  headers: Record<string, string>
  credentials: RequestCredentials | undefined
  body: unknown
}

export type FakeAnswer =
  { status: number; body?: unknown; headers?: Record<string, string> } | { networkError: true }

export function createFakeFetch(...answers: FakeAnswer[]) {
  const calls: RecordedCall[] = []
  const queue =
    answers.length > 0 ? answers : [{ status: 200, body: { success: true, message: 'OK' } }]

  const fakeFetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const rawBody = init.body
    calls.push({
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      credentials: init.credentials,
      body: typeof rawBody === 'string' ? JSON.parse(rawBody) : rawBody,
    })
    const answer = queue.length > 1 ? queue.shift()! : queue[0]!
    if ('networkError' in answer) throw new TypeError('Failed to fetch')
    const text =
      answer.body === undefined
        ? ''
        : typeof answer.body === 'string'
          ? answer.body
          : JSON.stringify(answer.body)
    return new Response(text === '' ? null : text, {
      status: answer.status,
      headers: answer.headers,
    })
  }

  return { fetch: fakeFetch as typeof fetch, calls }
}
