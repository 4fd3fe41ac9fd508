import { describe, expect, it } from 'vitest'
import { ApiError } from '../src/api/api-error.ts'
import {
  MIN_CHUNK_BYTES,
  type ChunkAnswer,
  type ChunkRequest,
  type ChunkSource,
  type ChunkTransport,
} from '../src/upload/chunked-upload.ts'
import { UploadQueue, type UploadClock, type UploadJob } from '../src/upload/upload-queue.ts'
import { retryDelayMs } from '../src/upload/retry-policy.ts'

const CHUNK = MIN_CHUNK_BYTES

function signature(preset: string) {
  return {
    timestamp: 1,
    signature: `sig-${preset}`,
    apiKey: 'local',
    cloudName: 'local',
    uploadUrl: 'http://api.test/api/v1/media/upload/raw',
    folder: 'pathshala/books',
    uploadPreset: preset,
    resourceType: 'raw',
    type: 'authenticated',
  }
}

function bytesOf(size: number, seed: number) {
  const data = new Uint8Array(size)
  for (let i = 0; i < size; i += 4096) data[i] = (i / 4096 + seed) % 251
  return data
}

/** Byte-for-byte equality (toEqual walks megabytes element by element, far too slowly). */
function sameBytes(actual: Uint8Array | undefined, expected: Uint8Array) {
  if (!actual || actual.length !== expected.length) return false
  for (let i = 0; i < expected.length; i++) if (actual[i] !== expected[i]) return false
  return true
}

function sourceOf(data: Uint8Array): ChunkSource {
  return { size: data.length, slice: (start, end) => new Blob([data.slice(start, end)]) }
}

/**
 * The server side of the chunked protocol in memory: keeps each upload's chunks and answers
 * `done` with the assembled bytes once the file is whole. Chunks can be made to fail, or to wait
 * until the test lets them through.
 */
class FakeChunkServer implements ChunkTransport {
  requests: Array<{ uploadId: string; start: number; end: number; fileName: string }> = []
  uploads = new Map<string, Map<number, Uint8Array>>()
  assembled = new Map<string, Uint8Array>()
  inFlight = 0
  maxInFlight = 0
  failures: Array<(request: ChunkRequest) => Error | null> = []
  gate: Promise<void> | null = null

  async sendChunk(request: ChunkRequest): Promise<ChunkAnswer> {
    this.inFlight += 1
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight)
    try {
      await new Promise((resolve) => setTimeout(resolve, 1))
      if (this.gate) await this.gate
      request.signal.throwIfAborted()
      this.requests.push({
        uploadId: request.uploadId,
        start: request.start,
        end: request.end,
        fileName: request.fileName,
      })
      for (const failure of this.failures) {
        const error = failure(request)
        if (error) throw error
      }
      const parts = this.uploads.get(request.uploadId) ?? new Map<number, Uint8Array>()
      this.uploads.set(request.uploadId, parts)
      parts.set(request.start, new Uint8Array(await request.body.arrayBuffer()))
      let received = 0
      for (const part of parts.values()) received += part.length
      if (received < request.total) return { done: false, bytesReceived: received }
      const whole = new Uint8Array(request.total)
      for (const [start, part] of parts) whole.set(part, start)
      this.assembled.set(request.fileName, whole)
      return {
        done: true,
        media: {
          public_id: `pathshala/books/${request.fileName}`,
          secure_url: `http://api.test/${request.fileName}`,
          url: `http://api.test/${request.fileName}`,
          format: 'pdf',
          bytes: request.total,
          resource_type: 'raw',
          type: 'authenticated',
          created_at: '2026-11-23T00:00:00Z',
        },
      }
    } finally {
      this.inFlight -= 1
    }
  }
}

/** A clock whose timers run only when the test moves it on. */
class ManualClock implements UploadClock {
  time = 1_000_000
  timers: Array<{ at: number; callback: () => void; id: number }> = []
  #nextId = 1

  now() {
    return this.time
  }

  setTimeout(callback: () => void, ms: number) {
    const id = this.#nextId++
    this.timers.push({ at: this.time + ms, callback, id })
    return id
  }

  clearTimeout(handle: unknown) {
    this.timers = this.timers.filter((timer) => timer.id !== handle)
  }

  /** The delays of the timers waiting now. */
  pending() {
    return this.timers.map((timer) => timer.at - this.time)
  }

  advance(ms: number) {
    this.time += ms
    const due = this.timers.filter((timer) => timer.at <= this.time)
    this.timers = this.timers.filter((timer) => timer.at > this.time)
    for (const timer of due) timer.callback()
  }
}

async function until(check: () => boolean, ms = 3000) {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 2))
  }
}

function setup(
  files: Record<string, Uint8Array>,
  options: {
    concurrency?: number
    clock?: UploadClock
    saved?: UploadJob[][]
    chunksInFlight?: number
  } = {}
) {
  const server = new FakeChunkServer()
  const available = new Map(Object.entries(files))
  const queue = new UploadQueue({
    transport: server,
    sign: async (preset) => signature(preset),
    openSource: (job) => {
      const data = available.get(job.key)
      return data ? sourceOf(data) : null
    },
    concurrency: options.concurrency ?? 2,
    chunkBytes: CHUNK,
    // one chunk at a time unless a test is about more: the order of requests is then exact
    chunksInFlight: options.chunksInFlight ?? 1,
    clock: options.clock,
    random: () => 0,
    save: (jobs) => {
      options.saved?.push(jobs)
    },
  })
  const add = (...keys: string[]) =>
    queue.add(
      keys.map((key) => ({
        key,
        fileName: key,
        size: files[key]!.length,
        preset: 'pathshala_books_pdf',
      }))
    )
  return { server, queue, add, available }
}

describe('UploadQueue', () => {
  it('uploads every file in chunks, at most `concurrency` at once', async () => {
    const files = {
      'a.pdf': bytesOf(CHUNK * 2 + 10, 1),
      'b.pdf': bytesOf(CHUNK + 5, 2),
      'c.pdf': bytesOf(100, 3),
      'd.pdf': bytesOf(CHUNK * 3, 4),
      'e.pdf': bytesOf(7, 5),
    }
    const { server, queue, add } = setup(files, { concurrency: 2 })

    add(...Object.keys(files))
    await queue.whenIdle()

    expect(server.maxInFlight).toBe(2)
    for (const [name, data] of Object.entries(files)) {
      expect(sameBytes(server.assembled.get(name), data)).toBe(true)
      expect(queue.get(name)).toMatchObject({ status: 'done', confirmed: data.length })
    }
    // chunks follow Content-Range: full-size chunks, then the rest
    const aChunks = server.requests.filter((request) => request.fileName === 'a.pdf')
    expect(aChunks.map((request) => [request.start, request.end])).toEqual([
      [0, CHUNK - 1],
      [CHUNK, 2 * CHUNK - 1],
      [2 * CHUNK, 2 * CHUNK + 9],
    ])
    expect(new Set(aChunks.map((request) => request.uploadId)).size).toBe(1)
  })

  it('keeps two chunks of a file on their way, sends the last alone, and confirms only a prefix', async () => {
    const files = { 'a.pdf': bytesOf(CHUNK * 4 + 7, 3) }
    const saved: UploadJob[][] = []
    const { server, queue, add } = setup(files, { concurrency: 1, chunksInFlight: 2, saved })
    // the second chunk is slow: it is answered only after the third and the fourth (a task
    // later, once the queue has taken the fourth's answer), however fast the machine is
    const original = server.sendChunk.bind(server)
    let fourthAnswered = () => {}
    const afterFourth = new Promise<void>((resolve) => (fourthAnswered = resolve))
    let onTheirWay = 0
    let most = 0
    server.sendChunk = async (request) => {
      onTheirWay += 1
      most = Math.max(most, onTheirWay)
      try {
        if (request.start === CHUNK) await afterFourth
        return await original(request)
      } finally {
        onTheirWay -= 1
        if (request.start === 3 * CHUNK) setTimeout(fourthAnswered, 0)
      }
    }

    add('a.pdf')
    await queue.whenIdle()

    expect(most).toBe(2)
    const starts = server.requests.map((request) => request.start)
    expect(starts.at(-1)).toBe(4 * CHUNK)
    expect(starts.indexOf(2 * CHUNK)).toBeLessThan(starts.indexOf(CHUNK))
    // chunks 2 and 3 were done before chunk 1: the saved offset waited at chunk 1, then jumped
    const offsets = saved.map((jobs) => jobs[0]!.confirmed)
    expect([...new Set(offsets)]).toEqual([0, CHUNK, 4 * CHUNK, files['a.pdf'].length])
    expect(sameBytes(server.assembled.get('a.pdf'), files['a.pdf'])).toBe(true)
  })

  it('retries a failed chunk with exponential backoff, then fails after the last try', async () => {
    const clock = new ManualClock()
    const files = { 'a.pdf': bytesOf(CHUNK + 1, 1) }
    const { server, queue, add } = setup(files, { clock })
    server.failures.push(() => new ApiError(0, 'Network error'))

    add('a.pdf')
    const delays: number[] = []
    for (let attempt = 1; attempt <= 5; attempt++) {
      await until(() => queue.get('a.pdf')!.status === 'retrying')
      delays.push(...clock.pending())
      expect(queue.get('a.pdf')!.retries).toBe(attempt)
      clock.advance(clock.pending()[0]!)
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000])
    await until(() => queue.get('a.pdf')!.status === 'failed')
    expect(queue.get('a.pdf')!.error).toBe('Network error')
    // six tries of the first chunk, nothing more
    expect(server.requests).toHaveLength(6)

    // retry by hand once the network is back: it goes on and finishes
    server.failures = []
    queue.retry('a.pdf')
    await queue.whenIdle()
    expect(queue.get('a.pdf')!.status).toBe('done')
    expect(sameBytes(server.assembled.get('a.pdf'), files['a.pdf'])).toBe(true)
  })

  it('caps the backoff and takes off up to a fifth at random', () => {
    const policy = { maxRetries: 9, baseDelayMs: 1000, maxDelayMs: 30_000 }
    expect(retryDelayMs(policy, 1, () => 0)).toBe(1000)
    expect(retryDelayMs(policy, 3, () => 0)).toBe(4000)
    expect(retryDelayMs(policy, 9, () => 0)).toBe(30_000)
    expect(retryDelayMs(policy, 1, () => 1)).toBe(800)
  })

  it('fails at once on a refusal of the file itself, without retrying', async () => {
    const { server, queue, add } = setup({ 'a.pdf': bytesOf(10, 1) })
    server.failures.push(() => new ApiError(422, 'The file given is not a PDF document'))
    add('a.pdf')
    await queue.whenIdle()
    expect(queue.get('a.pdf')).toMatchObject({
      status: 'failed',
      error: 'The file given is not a PDF document',
      retries: 0,
    })
    expect(server.requests).toHaveLength(1)
  })

  it('pauses a file mid-way and resumes from its confirmed chunk', async () => {
    const files = { 'big.pdf': bytesOf(CHUNK * 3 + 3, 7) }
    const { server, queue, add } = setup(files)

    add('big.pdf')
    await until(() => queue.get('big.pdf')!.confirmed === CHUNK)
    let release!: () => void
    server.gate = new Promise((resolve) => (release = resolve))
    queue.pause('big.pdf')
    expect(queue.get('big.pdf')!.status).toBe('paused')
    release()
    server.gate = null
    await queue.whenIdle()
    expect(queue.get('big.pdf')!.status).toBe('paused')
    const sentBeforeResume = server.requests.length

    queue.resume('big.pdf')
    await queue.whenIdle()

    expect(queue.get('big.pdf')!.status).toBe('done')
    const afterResume = server.requests.slice(sentBeforeResume)
    expect(afterResume[0]!.start).toBe(CHUNK)
    expect(server.requests.filter((request) => request.start === 0)).toHaveLength(1)
    expect(sameBytes(server.assembled.get('big.pdf'), files['big.pdf'])).toBe(true)
  })

  it('continues after a restart from the saved offsets without resending confirmed chunks', async () => {
    const files = { 'big.pdf': bytesOf(CHUNK * 4 + 1, 9), 'small.pdf': bytesOf(50, 3) }
    const saved: UploadJob[][] = []
    const first = setup(files, { saved })

    first.add('big.pdf', 'small.pdf')
    await until(() => first.queue.get('big.pdf')!.confirmed === 2 * CHUNK)
    // the app is killed: nothing more leaves this queue
    first.server.gate = new Promise(() => {})
    const lastSave = saved.at(-1)!
    const big = lastSave.find((job) => job.key === 'big.pdf')!
    expect(big).toMatchObject({ status: 'uploading', confirmed: 2 * CHUNK })

    // the next start: same server (it kept the parts), a new queue from the saved jobs
    const second = setup(files)
    second.server.uploads = first.server.uploads
    second.queue.restore(JSON.parse(JSON.stringify(lastSave)) as UploadJob[])
    await second.queue.whenIdle()

    expect(second.queue.get('big.pdf')!.status).toBe('done')
    const bigRequests = second.server.requests.filter((request) => request.fileName === 'big.pdf')
    expect(bigRequests.map((request) => request.start)).toEqual([2 * CHUNK, 3 * CHUNK, 4 * CHUNK])
    expect(bigRequests.every((request) => request.uploadId === big.uploadId)).toBe(true)
    expect(sameBytes(second.server.assembled.get('big.pdf'), files['big.pdf'])).toBe(true)
  })

  it('marks a restored job whose file is gone, and continues it once the file is back', async () => {
    const files = { 'a.pdf': bytesOf(CHUNK + 9, 1) }
    const { queue, available, server } = setup(files)
    available.delete('a.pdf')
    queue.restore([
      {
        key: 'a.pdf',
        fileName: 'a.pdf',
        size: files['a.pdf'].length,
        preset: 'pathshala_books_pdf',
        uploadId: 'u'.repeat(24),
        confirmed: CHUNK,
        status: 'uploading',
        retries: 0,
        error: null,
        media: null,
      },
    ])
    await queue.whenIdle()
    expect(queue.get('a.pdf')!.status).toBe('missing-file')

    server.uploads.set('u'.repeat(24), new Map([[0, files['a.pdf'].slice(0, CHUNK)]]))
    available.set('a.pdf', files['a.pdf'])
    queue.resume('a.pdf')
    await queue.whenIdle()
    expect(queue.get('a.pdf')!.status).toBe('done')
    expect(server.requests.map((request) => request.start)).toEqual([CHUNK])
  })

  it('starts a file over with a new upload id when the server lost its parts', async () => {
    const files = { 'a.pdf': bytesOf(CHUNK * 2 + 1, 4) }
    const { queue, server } = setup(files)
    queue.restore([
      {
        key: 'a.pdf',
        fileName: 'a.pdf',
        size: files['a.pdf'].length,
        preset: 'pathshala_books_pdf',
        uploadId: 'gone'.repeat(6),
        confirmed: CHUNK,
        status: 'queued',
        retries: 0,
        error: null,
        media: null,
      },
    ])
    // the retry waits on the real clock: a short first delay
    await until(() => queue.get('a.pdf')!.status === 'retrying')
    expect(queue.get('a.pdf')!.confirmed).toBe(0)
    expect(queue.get('a.pdf')!.uploadId).not.toBe('gone'.repeat(6))
  })

  it('cancels a file: it stops and is not retried', async () => {
    const files = { 'a.pdf': bytesOf(CHUNK * 2, 1), 'b.pdf': bytesOf(10, 2) }
    const { queue, add, server } = setup(files, { concurrency: 1 })
    add('a.pdf', 'b.pdf')
    await until(() => server.requests.length > 0)
    queue.cancel('a.pdf')
    await queue.whenIdle()
    expect(queue.get('a.pdf')!.status).toBe('cancelled')
    expect(queue.get('b.pdf')!.status).toBe('done')
  })

  it('reports speed and time left while a file uploads', async () => {
    const clock = new ManualClock()
    const files = { 'a.pdf': bytesOf(CHUNK * 4, 1) }
    const { queue, add, server } = setup(files, { clock })
    const seen: Array<{ speed: number | null; left: number | null }> = []
    queue.subscribe((jobs) => {
      const job = jobs[0]!
      if (job.status === 'uploading')
        seen.push({ speed: job.bytesPerSecond, left: job.secondsLeft })
      clock.time += 500
    })
    add('a.pdf')
    await queue.whenIdle()
    expect(sameBytes(server.assembled.get('a.pdf'), files['a.pdf'])).toBe(true)
    const measured = seen.filter((entry) => entry.speed !== null)
    expect(measured.length).toBeGreaterThan(0)
    expect(measured.every((entry) => entry.speed! > 0 && entry.left! >= 0)).toBe(true)
  })
})
