import type { LimiterResponse } from '@adonisjs/limiter'
import logger from '@adonisjs/core/services/logger'
import { Throttle, type Allowance } from '#core/services/throttles'

/**
 * How long a running attempt stays counted if its instance dies before it
 * ends. A sign-in takes well under a second; the count of a crashed instance
 * holds others back for at most this long.
 */
const RUNNING_WINDOW = '30 secs'

const counters = new Map<string, Throttle>()

/** The shared count of attempts running under one limit (its own key prefix). */
function runningCounter(limit: Throttle) {
  let counter = counters.get(limit.name)
  if (!counter) {
    counter = new Throttle(`${limit.name}-running`, {
      requests: limit.requests,
      duration: RUNNING_WINDOW,
    })
    counters.set(limit.name, counter)
  }
  return counter
}

export type RunningClaim =
  { admitted: true; refused?: undefined } | { admitted: false; refused: LimiterResponse | null }

/**
 * Counts one more attempt running under every limit (docs/decisions.md#accounts),
 * in the limiter's store that all instances share, and keeps it only while the known failures plus
 * the running attempts (this one included) fit each limit. The increment is
 * atomic and the failures are read after it, so two instances cannot both
 * take the last place. Otherwise the place is given back: `refused` when the
 * failures alone fill a limit, else the caller waits and asks again.
 */
export async function claimRunning(allowances: Allowance[]): Promise<RunningClaim> {
  const taken: Allowance[] = []
  try {
    const running: number[] = []
    for (const allowance of allowances) {
      const response = await runningCounter(allowance.throttle).increment(allowance.key)
      taken.push(allowance)
      running.push(response.consumed)
    }
    const failures = await Promise.all(allowances.map(({ throttle, key }) => throttle.get(key)))
    for (const [index, { throttle }] of allowances.entries()) {
      const failed = failures[index]?.consumed ?? 0
      if (failed >= throttle.requests) {
        await releaseRunning(taken)
        return { admitted: false, refused: failures[index]! }
      }
      if (failed + running[index] > throttle.requests) {
        await releaseRunning(taken)
        return { admitted: false, refused: null }
      }
    }
    return { admitted: true }
  } catch (error) {
    await releaseRunning(taken)
    throw error
  }
}

/**
 * Gives back the places an attempt took. A store error here is logged, not
 * thrown: the count expires with its window, and the attempt's answer stands.
 */
export async function releaseRunning(allowances: Allowance[]) {
  await Promise.all(
    allowances.map(({ throttle, key }) =>
      runningCounter(throttle)
        .decrement(key)
        .catch((error: unknown) =>
          logger.warn({ err: error }, 'could not release a running sign-in')
        )
    )
  )
}
