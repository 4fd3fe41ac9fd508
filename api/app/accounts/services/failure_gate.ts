import { setTimeout as sleep } from 'node:timers/promises'
import type { LimiterResponse } from '@adonisjs/limiter'
import type { Allowance } from '#core/services/throttles'
import { claimRunning, releaseRunning } from '#accounts/services/running_attempts'

/** An attempt that may end in a failure: let in, or refused by a used-up limit. */
export type Admission =
  | { refused: LimiterResponse; settle?: undefined }
  | { refused: null; settle: (failed: boolean) => Promise<void> }

/** Attempts running on other instances end within a sign-in's time: look again soon. */
const OTHER_INSTANCES_PAUSE_MS = 25

interface Slot {
  id: string
  /** attempts of this process looking at, waiting for or running under this key */
  holders: number
  /** of those, the ones running (let in, not yet settled) */
  running: number
  /** bumped whenever one of them ends, so a waiter never misses a wake-up */
  ended: number
  waiting: (() => void)[]
}

/**
 * Limits that count failures only, once they are known (a wrong password),
 * so any number of successful attempts from one address is never refused.
 *
 * An attempt is let in while the known failures plus the attempts still
 * running stay under every limit; each running attempt can add at most one
 * failure, so parallel guesses cannot pass a limit. When the running ones
 * fill what is left, a new attempt waits for one of them to end and looks
 * again: a burst of correct sign-ins from one NAT waits a moment at worst.
 * When the known failures alone fill a limit, the attempt is refused.
 *
 * The failures and the running attempts both live in the limiter's store, so
 * instances behind one balancer share one allowance (see running_attempts).
 * This process also keeps its own count, so its attempts wait for a wake-up
 * instead of asking the store again and again; attempts running on other
 * instances are waited for by looking again after a short pause.
 */
export class FailureGate {
  #slots = new Map<string, Slot>()

  async admit(allowances: Allowance[]): Promise<Admission> {
    const slots = allowances.map(({ throttle, key }) => this.#hold(`${throttle.name}:${key}`))
    try {
      return await this.#admit(allowances, slots)
    } catch (error) {
      for (const slot of slots) slot.waiting.shift()?.()
      this.#release(slots)
      throw error
    }
  }

  async #admit(allowances: Allowance[], slots: Slot[]): Promise<Admission> {
    for (;;) {
      const endedBefore = slots.map((slot) => slot.ended)
      const counters = await Promise.all(allowances.map(({ throttle, key }) => throttle.get(key)))
      let full: Slot | undefined
      for (const [index, { throttle }] of allowances.entries()) {
        const failures = counters[index]?.consumed ?? 0
        if (failures >= throttle.requests) {
          // the next in line looks for itself (it might wait for an end that never comes)
          for (const slot of slots) slot.waiting.shift()?.()
          this.#release(slots)
          return { refused: counters[index]! }
        }
        if (!full && failures + slots[index].running >= throttle.requests) full = slots[index]
      }
      // an attempt that ended while the counters were read moved from running to
      // failures, which the read may have missed: look again
      if (slots.some((slot, index) => slot.ended !== endedBefore[index])) continue
      if (full) {
        await new Promise<void>((resolve) => full.waiting.push(resolve))
        continue
      }
      // room here: take a place in the count every instance shares
      const claim = await claimRunning(allowances)
      if (claim.admitted) break
      if (claim.refused) {
        for (const slot of slots) slot.waiting.shift()?.()
        this.#release(slots)
        return { refused: claim.refused }
      }
      await sleep(OTHER_INSTANCES_PAUSE_MS + Math.random() * OTHER_INSTANCES_PAUSE_MS)
    }

    for (const slot of slots) slot.running++
    let settled = false
    return {
      refused: null,
      settle: async (failed: boolean) => {
        if (settled) return
        settled = true
        try {
          // the failure is counted before the attempt stops counting as running,
          // so no instance ever sees it in neither count
          if (failed) {
            await Promise.all(allowances.map(({ throttle, key }) => throttle.increment(key)))
          }
        } finally {
          await releaseRunning(allowances)
          for (const slot of slots) {
            slot.running--
            slot.ended++
            slot.waiting.shift()?.()
          }
          this.#release(slots)
        }
      },
    }
  }

  #hold(id: string) {
    let slot = this.#slots.get(id)
    if (!slot) {
      slot = { id, holders: 0, running: 0, ended: 0, waiting: [] }
      this.#slots.set(id, slot)
    }
    slot.holders++
    return slot
  }

  /** Keys nobody holds any more are dropped, so the map does not grow. */
  #release(slots: Slot[]) {
    for (const slot of slots) {
      if (--slot.holders === 0) this.#slots.delete(slot.id)
    }
  }
}
