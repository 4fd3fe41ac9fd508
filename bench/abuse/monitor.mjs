/*
| What the abuse run watches while it sends: the API process's resident memory
| (from /proc, so it is what the kernel charges, not what V8 reports) and the
| health probe, asked every half second, which must keep answering 200.
*/
import { readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'

/** Resident set size of a process in MiB, or null where /proc is missing. */
export function residentMiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kib = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1])
    return Number.isFinite(kib) ? kib / 1024 : null
  } catch {
    return null
  }
}

/**
 * Asks `${origin}/api/v1/health` every `everyMs` until stopped. Counts the
 * probes, those that did not answer 200 within 5 s, and the slowest answer.
 */
export function watchHealth(origin, everyMs = 500) {
  const stats = { probes: 0, failed: 0, slowestMs: 0, failures: [] }
  let running = true
  const startedAt = performance.now()
  const loop = (async () => {
    while (running) {
      const started = performance.now()
      try {
        const response = await fetch(`${origin}/api/v1/health`, {
          signal: AbortSignal.timeout(5000),
        })
        await response.arrayBuffer()
        if (response.status !== 200) throw new Error(`status ${response.status}`)
      } catch (error) {
        stats.failed++
        if (stats.failures.length < 5) {
          const at = ((started - startedAt) / 1000).toFixed(1)
          stats.failures.push(`at ${at} s: ${String(error?.message ?? error)}`)
        }
      }
      stats.probes++
      const took = performance.now() - started
      if (took > stats.slowestMs) {
        stats.slowestMs = took
        stats.slowestAt = (started - startedAt) / 1000
      }
      await sleep(everyMs)
    }
  })()
  return {
    stats,
    async stop() {
      running = false
      await loop
      return stats
    },
  }
}
