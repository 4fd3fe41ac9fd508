import type { UploadedMedia, UploadSignatureFields } from '../api/upload-protocol.ts'
import { ApiError } from '../api/api-error.ts'
import { isAbortError } from '../api/read-answer.ts'
import {
  DEFAULT_CHUNK_BYTES,
  UploadRestartNeeded,
  newUploadId,
  uploadInChunks,
  type ChunkSource,
  type ChunkTransport,
} from './chunked-upload.ts'
import {
  DEFAULT_RETRY_POLICY,
  isRetryable,
  retryDelayMs,
  type RetryPolicy,
} from './retry-policy.ts'
import { TransferRate } from './transfer-rate.ts'

export type UploadStatus =
  | 'queued'
  | 'uploading'
  /** Waiting for the next try after a failure */
  | 'retrying'
  | 'paused'
  | 'done'
  | 'failed'
  | 'cancelled'
  /** Restored after a restart, but its file cannot be read (the web: pick it again) */
  | 'missing-file'

/** A file to upload. `key` identifies it (a path on the desktop, name-size-date on the web). */
export interface UploadFileInput {
  key: string
  fileName: string
  size: number
  /** The upload preset to sign with: the server's name for it (GET /config's uploadPresets) */
  preset: string
}

/** A file's upload as it is saved: enough to continue after a restart. */
export interface UploadJob extends UploadFileInput {
  uploadId: string
  /** Bytes the server has confirmed */
  confirmed: number
  status: UploadStatus
  /** Failed tries since the last confirmed chunk */
  retries: number
  error: string | null
  media: UploadedMedia | null
}

/** A job as a screen shows it. */
export interface UploadJobView extends UploadJob {
  /** Bytes sent or confirmed (progress bar) */
  sent: number
  bytesPerSecond: number | null
  secondsLeft: number | null
  /** When the next try starts (ms since the epoch), while retrying */
  retryAt: number | null
}

export interface UploadClock {
  now(): number
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

const realClock: UploadClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

export interface UploadQueueOptions {
  transport: ChunkTransport
  /** Signs an upload with a preset (generateSignature). */
  sign: (preset: string) => Promise<UploadSignatureFields>
  /** The job's bytes, or null when its file cannot be read any more. */
  openSource: (job: UploadJob) => ChunkSource | null | Promise<ChunkSource | null>
  /** Files uploading at once (3) */
  concurrency?: number
  chunkBytes?: number
  /** Chunks of one file on their way at once (2; see uploadInChunks) */
  chunksInFlight?: number
  retry?: RetryPolicy
  /** Called with every job after each change that matters after a restart (not progress). */
  save?: (jobs: UploadJob[]) => void | Promise<void>
  clock?: UploadClock
  random?: () => number
}

interface Running {
  controller: AbortController
  /** Why it was stopped: what the job becomes */
  stopAs: UploadStatus | null
}

const ACTIVE: ReadonlySet<UploadStatus> = new Set(['queued', 'uploading', 'retrying'])

/**
 * Uploads files a few at a time in chunks, continuing each from its last confirmed chunk after
 * a pause, a failure or a restart. Per file: progress, speed, time left, pause, resume, cancel
 * and retry with exponential backoff. Framework-free: the desktop main process runs it on files
 * on disk, the web admin on picked Files; each passes its own transport, signer and storage.
 *
 *   const queue = new UploadQueue({ transport, sign, openSource, save })
 *   queue.subscribe((jobs) => render(jobs))
 *   queue.add([{ key, fileName: 'polity-notes.pdf', size, preset: presets.bookPdf }])
 */
export class UploadQueue {
  readonly #options: UploadQueueOptions
  readonly #clock: UploadClock
  readonly #random: () => number
  readonly #jobs = new Map<string, UploadJob>()
  readonly #sent = new Map<string, number>()
  readonly #rates = new Map<string, TransferRate>()
  readonly #running = new Map<string, Running>()
  readonly #timers = new Map<string, { handle: unknown; at: number }>()
  readonly #listeners = new Set<(jobs: UploadJobView[]) => void>()
  readonly #idleWaiters: Array<() => void> = []

  constructor(options: UploadQueueOptions) {
    this.#options = options
    this.#clock = options.clock ?? realClock
    this.#random = options.random ?? Math.random
  }

  get #concurrency() {
    return Math.max(1, this.#options.concurrency ?? 3)
  }

  /** Adds files (a key already queued is left as it is) and starts what the limit allows. */
  add(files: UploadFileInput[]) {
    for (const file of files) {
      if (this.#jobs.has(file.key)) continue
      this.#jobs.set(file.key, {
        ...file,
        uploadId: newUploadId(),
        confirmed: 0,
        status: 'queued',
        retries: 0,
        error: null,
        media: null,
      })
    }
    this.#changed(true)
    this.#pump()
  }

  /**
   * Takes back saved jobs after a restart: unfinished ones continue from their confirmed
   * offsets (a job whose file cannot be opened becomes 'missing-file').
   */
  restore(jobs: UploadJob[]) {
    for (const saved of jobs) {
      const job: UploadJob = { ...saved }
      if (job.status === 'uploading' || job.status === 'retrying') job.status = 'queued'
      this.#jobs.set(job.key, job)
    }
    this.#changed(false)
    this.#pump()
  }

  /** Stops a file where it is; `resume` continues it from its last confirmed chunk. */
  pause(key: string) {
    const job = this.#jobs.get(key)
    if (!job || !ACTIVE.has(job.status)) return
    this.#stop(job, 'paused')
  }

  /** Queues a paused, failed or missing-file job again (a failed one gets its tries back). */
  resume(key: string) {
    const job = this.#jobs.get(key)
    if (!job || !['paused', 'failed', 'missing-file'].includes(job.status)) return
    job.status = 'queued'
    job.retries = 0
    job.error = null
    this.#changed(true)
    this.#pump()
  }

  /** Same as resume: a failed file tries again from its confirmed offset. */
  retry(key: string) {
    this.resume(key)
  }

  pauseAll() {
    for (const job of this.#jobs.values()) this.pause(job.key)
  }

  resumeAll() {
    for (const job of this.#jobs.values()) this.resume(job.key)
  }

  /** Stops a file for good (what reached the server is left for its cleanup). */
  cancel(key: string) {
    const job = this.#jobs.get(key)
    if (!job || job.status === 'done' || job.status === 'cancelled') return
    this.#stop(job, 'cancelled')
  }

  /** Forgets a job (cancelling it first when it is under way). */
  remove(key: string) {
    const job = this.#jobs.get(key)
    if (!job) return
    if (job.status !== 'done') this.cancel(key)
    this.#jobs.delete(key)
    this.#sent.delete(key)
    this.#rates.delete(key)
    this.#changed(true)
  }

  get(key: string): UploadJobView | undefined {
    const job = this.#jobs.get(key)
    return job ? this.#view(job) : undefined
  }

  snapshot(): UploadJobView[] {
    return [...this.#jobs.values()].map((job) => this.#view(job))
  }

  /** The jobs as saved (for a caller that stores them itself). */
  jobs(): UploadJob[] {
    return [...this.#jobs.values()].map((job) => ({ ...job }))
  }

  /** Called with every job's view after each change; returns the unsubscribe. */
  subscribe(listener: (jobs: UploadJobView[]) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** Resolves once nothing is queued, uploading or waiting to retry. */
  whenIdle(): Promise<void> {
    if (this.#isIdle()) return Promise.resolve()
    return new Promise((resolve) => this.#idleWaiters.push(resolve))
  }

  #isIdle() {
    return [...this.#jobs.values()].every((job) => !ACTIVE.has(job.status))
  }

  #stop(job: UploadJob, as: UploadStatus) {
    const timer = this.#timers.get(job.key)
    if (timer) {
      this.#clock.clearTimeout(timer.handle)
      this.#timers.delete(job.key)
    }
    const running = this.#running.get(job.key)
    job.status = as
    this.#rates.get(job.key)?.reset()
    if (running) {
      running.stopAs = as
      running.controller.abort()
    }
    this.#changed(true)
    this.#pump()
  }

  #pump() {
    for (const job of this.#jobs.values()) {
      if (this.#running.size >= this.#concurrency) break
      if (job.status === 'queued' && !this.#running.has(job.key)) void this.#run(job)
    }
    if (this.#isIdle() && this.#running.size === 0) {
      for (const resolve of this.#idleWaiters.splice(0)) resolve()
    }
  }

  async #run(job: UploadJob) {
    const running: Running = { controller: new AbortController(), stopAs: null }
    this.#running.set(job.key, running)
    job.status = 'uploading'
    job.error = null
    const rate = this.#rateOf(job.key)
    rate.reset()
    this.#changed(false)
    try {
      const source = await this.#options.openSource(job)
      if (running.stopAs) return
      if (!source) {
        job.status = 'missing-file'
        return
      }
      if (source.size !== job.size) {
        this.#fail(job, 'The file has changed since it was added; add it again')
        return
      }
      this.#sent.set(job.key, job.confirmed)
      rate.record(this.#clock.now(), job.confirmed)
      const media = await uploadInChunks({
        source,
        fileName: job.fileName,
        transport: this.#options.transport,
        sign: () => this.#options.sign(job.preset),
        state: { uploadId: job.uploadId, confirmed: job.confirmed },
        chunkBytes: this.#options.chunkBytes ?? DEFAULT_CHUNK_BYTES,
        chunksInFlight: this.#options.chunksInFlight,
        signal: running.controller.signal,
        onProgress: (bytes) => {
          this.#sent.set(job.key, bytes)
          rate.record(this.#clock.now(), bytes)
          this.#emit()
        },
        onConfirmed: (state) => {
          job.confirmed = state.confirmed
          job.retries = 0
          this.#changed(true)
        },
      })
      job.status = 'done'
      job.confirmed = job.size
      job.media = media
    } catch (error) {
      if (running.stopAs || isAbortError(error)) return
      this.#failed(job, error)
    } finally {
      this.#running.delete(job.key)
      this.#changed(true)
      this.#pump()
    }
  }

  #failed(job: UploadJob, error: unknown) {
    // the server lost (or refused to join) the earlier chunks: start this file over
    const restart =
      error instanceof UploadRestartNeeded || (error instanceof ApiError && error.status === 409)
    if (restart) {
      job.uploadId = newUploadId()
      job.confirmed = 0
      this.#sent.set(job.key, 0)
    }
    const policy = this.#options.retry ?? DEFAULT_RETRY_POLICY
    if ((restart || isRetryable(error)) && job.retries < policy.maxRetries) {
      job.retries += 1
      job.status = 'retrying'
      job.error = messageOf(error)
      const delay = retryDelayMs(policy, job.retries, this.#random)
      const handle = this.#clock.setTimeout(() => {
        this.#timers.delete(job.key)
        if (job.status !== 'retrying') return
        job.status = 'queued'
        this.#changed(false)
        this.#pump()
      }, delay)
      this.#timers.set(job.key, { handle, at: this.#clock.now() + delay })
      return
    }
    this.#fail(job, messageOf(error))
  }

  #fail(job: UploadJob, message: string) {
    job.status = 'failed'
    job.error = message
  }

  #rateOf(key: string) {
    let rate = this.#rates.get(key)
    if (!rate) {
      rate = new TransferRate()
      this.#rates.set(key, rate)
    }
    return rate
  }

  #view(job: UploadJob): UploadJobView {
    const sent = job.status === 'done' ? job.size : (this.#sent.get(job.key) ?? job.confirmed)
    const uploading = job.status === 'uploading'
    const rate = this.#rates.get(job.key)
    return {
      ...job,
      sent,
      bytesPerSecond: uploading ? (rate?.bytesPerSecond() ?? null) : null,
      secondsLeft: uploading ? (rate?.secondsLeft(job.size - sent) ?? null) : null,
      retryAt: this.#timers.get(job.key)?.at ?? null,
    }
  }

  #changed(persist: boolean) {
    if (persist) void this.#save()
    this.#emit()
  }

  async #save() {
    try {
      await this.#options.save?.(this.jobs())
    } catch {
      // a failed save costs only the resume point; the upload itself goes on
    }
  }

  #emit() {
    if (this.#listeners.size === 0) return
    const views = this.snapshot()
    for (const listener of this.#listeners) listener(views)
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Upload failed'
}
