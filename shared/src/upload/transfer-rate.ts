/** How far back the speed looks: long enough to smooth chunk-sized steps, short enough to follow changes. */
export const RATE_WINDOW_MS = 8000

/**
 * Bytes per second over the last few seconds of progress samples, and the time left at that
 * speed. `record` takes the total bytes so far (not a delta), so repeated samples do no harm.
 */
export class TransferRate {
  #samples: Array<{ at: number; bytes: number }> = []
  readonly #windowMs: number

  constructor(windowMs = RATE_WINDOW_MS) {
    this.#windowMs = windowMs
  }

  record(at: number, bytes: number) {
    this.#samples.push({ at, bytes })
    const from = at - this.#windowMs
    // keep one sample at or before the window's start, as the baseline
    while (this.#samples.length > 2 && this.#samples[1]!.at <= from) this.#samples.shift()
  }

  /** Forgets the history (a paused or restarted transfer starts measuring again). */
  reset() {
    this.#samples = []
  }

  /** Null until two samples at least 200 ms apart exist. */
  bytesPerSecond(): number | null {
    const first = this.#samples[0]
    const last = this.#samples.at(-1)
    if (!first || !last || last.at - first.at < 200) return null
    return Math.max(0, ((last.bytes - first.bytes) * 1000) / (last.at - first.at))
  }

  /** Seconds until `remaining` bytes are through at the current speed; null when unknown. */
  secondsLeft(remaining: number): number | null {
    const speed = this.bytesPerSecond()
    if (speed === null || speed <= 0) return null
    return Math.ceil(remaining / speed)
  }
}
