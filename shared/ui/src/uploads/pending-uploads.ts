import { isApiError } from '@pathshala/shared'
import { serverMessageOf } from '../lib/server-message.ts'

/** A field's upload that did not go through: the form must not save as if it had. */
export interface UploadFailure {
  /** The field's key in the form, e.g. 'thumbnail' */
  field: string
  /** What was being sent, in words, e.g. 'thumbnail' */
  label: string
  /** Why, in words */
  reason: string
}

/**
 * What a form's save learns once the uploads it started are over: ready (with each field's
 * uploaded value, for a form whose state has not re-rendered yet), failed (nothing may be saved),
 * or closed (the form went away while it waited).
 */
export type UploadsSettled =
  | { status: 'ready'; results: Readonly<Record<string, unknown>> }
  | { status: 'failed'; failures: UploadFailure[] }
  | { status: 'closed' }

export interface PendingUploadsState {
  /** Labels of the uploads under way, in the order they started */
  uploading: string[]
  failures: UploadFailure[]
}

const IDLE: PendingUploadsState = { uploading: [], failures: [] }

/** A cancelled upload: the person (or the screen going away) stopped it; not a failure. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError'
}

/** Why an upload failed, in words a person can act on. */
export function uploadFailureReason(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 0) return 'the server cannot be reached'
    return serverMessageOf(error) ?? error.message
  }
  return error instanceof Error && error.message ? error.message : 'the file could not be sent'
}

interface Running {
  label: string
  work: Promise<unknown>
}

/**
 * The uploads a form's file fields started as soon as a file was chosen. A field registers each
 * one (`start`); the form's save waits for every upload under way (`settle`) and saves only
 * when none failed, so a file chosen just before Save is never dropped and a failed one is
 * never mistaken for no file. A field's newer choice replaces its older one; a failure stays
 * until the field starts again or the person removes the choice (`discard`). Framework-free:
 * `usePendingUploads` wraps it for React.
 */
export class PendingUploads {
  private readonly running = new Map<string, Running>()
  private readonly failures = new Map<string, UploadFailure>()
  private readonly results = new Map<string, unknown>()
  private readonly listeners = new Set<() => void>()
  private snapshot: PendingUploadsState = IDLE
  private closed = false

  /** The field's upload started: the form's save waits for `work`. Returns `work`. */
  start<T>(field: string, label: string, work: Promise<T>): Promise<T> {
    const entry: Running = { label, work }
    this.running.set(field, entry)
    this.failures.delete(field)
    this.results.delete(field)
    this.changed()
    work.then(
      (value) => {
        if (this.running.get(field) !== entry) return
        this.running.delete(field)
        this.results.set(field, value)
        this.changed()
      },
      (error: unknown) => {
        if (this.running.get(field) !== entry) return
        this.running.delete(field)
        if (!isAbortError(error))
          this.failures.set(field, { field, label, reason: uploadFailureReason(error) })
        this.changed()
      }
    )
    return work
  }

  /** The person gave up the field's failed choice: saving goes on without it. */
  discard(field: string): void {
    if (!this.failures.delete(field)) return
    this.changed()
  }

  /**
   * Waits for every upload under way, also those started while waiting, then tells whether the
   * form may save.
   */
  async settle(): Promise<UploadsSettled> {
    while (this.running.size > 0) {
      await Promise.allSettled([...this.running.values()].map((entry) => entry.work))
    }
    if (this.closed) return { status: 'closed' }
    if (this.failures.size > 0) return { status: 'failed', failures: [...this.failures.values()] }
    return { status: 'ready', results: Object.fromEntries(this.results) }
  }

  /** The form went away: a save still waiting must not happen. */
  close(): void {
    this.closed = true
  }

  /** Reopened (React runs effects twice in development). */
  open(): void {
    this.closed = false
  }

  getState = (): PendingUploadsState => this.snapshot

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private changed() {
    this.snapshot = {
      uploading: [...this.running.values()].map((entry) => entry.label),
      failures: [...this.failures.values()],
    }
    for (const listener of this.listeners) listener()
  }
}

/** 'Uploading thumbnail...' for the button of a save that waits. */
export function uploadingText(labels: readonly string[]): string {
  return `Uploading ${labels.join(' and ') || 'files'}...`
}

/** The toast of a save refused because an upload failed. */
export function uploadFailedText(failures: readonly UploadFailure[]): string {
  const first = failures[0]
  if (!first) return ''
  const what = first.label.charAt(0).toUpperCase() + first.label.slice(1)
  return `${what} could not be uploaded (${first.reason}), so nothing was saved. Try the upload again or remove it.`
}
