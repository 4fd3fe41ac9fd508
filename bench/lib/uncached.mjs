/*
| The uncached pass (issue 14, "listings fast without the cache"): the
| listing rows again, against the API restarted with LISTING_CACHE_SECONDS=0,
| so every request reads the database. Each row has its own targets: p95 at
| most 50 ms and at most 1.5 ms of PostgreSQL CPU per request. The baseline
| caches no pages, so its run from the cached pass is the comparison.
*/
import { measure } from './load.mjs'
import { stopProcess } from './processes.mjs'
import { checkRow, requestFor } from './rows.mjs'
import { startApi } from './servers.mjs'

export const UNCACHED_TARGETS = { p95Ms: 50, postgresMs: 1.5 }

/** PASS, or FAIL with the reasons. */
export function uncachedVerdict(row) {
  const reasons = []
  if (row.problems?.length) reasons.push('bad answer')
  if (row.api.non2xx + row.api.errors > 0)
    reasons.push(`errors: ${row.api.non2xx + row.api.errors}`)
  if (!(row.api.p95 <= UNCACHED_TARGETS.p95Ms)) reasons.push('p95')
  const postgres = row.api.cpuMsPerRequest.postgres
  // without /proc there is no reading, and nothing to judge
  if (postgres !== null && postgres !== undefined && !(postgres <= UNCACHED_TARGETS.postgresMs)) {
    reasons.push('PostgreSQL CPU')
  }
  return reasons.length === 0 ? 'PASS' : `FAIL (${reasons.join(', ')})`
}

/**
 * Starts the API without the listing cache on `apiPort` (the cached API must
 * be stopped), measures every row that has a baseline and stops it again.
 * `results` are the cached pass's, for the baseline's numbers.
 */
export async function uncachedRows({
  databaseUrl,
  apiPort,
  baselineOrigin,
  rows,
  results,
  settings,
  postgresPid,
  log,
}) {
  const api = await startApi(databaseUrl, apiPort, { LISTING_CACHE_SECONDS: '0' })
  const apiOrigin = `http://127.0.0.1:${apiPort}`
  const measured = []
  try {
    for (const row of rows.filter((entry) => entry.baseline !== false)) {
      log(`${row.name}, without the listing cache`)
      const sample = await checkRow(row, apiOrigin, baselineOrigin)
      const apiRun = await measure(requestFor(row, apiOrigin), settings, {
        pid: api.child.pid,
        postgresPid,
      })
      const baseline = results.find((result) => result.name === row.name)?.baseline ?? null
      const result = {
        name: row.name,
        problems: sample.problems,
        api: apiRun,
        baseline,
        ratio: baseline ? apiRun.requestsPerSecond / baseline.requestsPerSecond : null,
      }
      result.result = uncachedVerdict(result)
      measured.push(result)
      const cpu = apiRun.cpuMsPerRequest
      console.log(
        `        API      ${Math.round(apiRun.requestsPerSecond)} req/s, p95 ${apiRun.p95?.toFixed(1)} ms; ` +
          `CPU ms/request: server ${cpu.server?.toFixed(2) ?? '-'}, PostgreSQL ${cpu.postgres?.toFixed(2) ?? '-'}: ${result.result}`
      )
      if (api.exited) throw new Error('the API stopped during the load')
    }
  } finally {
    await stopProcess(api)
  }
  return measured
}
