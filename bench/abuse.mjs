/*
| `npm run bench:abuse`: the production build under abuse. Starts the product
| as production runs it (NODE_ENV=production, demo data, a throwaway
| database), then
|   1. 500 sign-ins at once from one address with the right password (a
|      coaching centre behind one NAT): all must get in, none may be a 5xx;
|   2. 10,000 fuzzed requests (the API fuzz suite's generators) spread over
|      every route, as a visitor, a learner and an admin.
| Meanwhile it asks /api/v1/health every half second and reads the server's
| RSS before and after. Targets: no 5xx, no failed health probe, the server
| alive at the end, every correct sign-in answered 200. Prints PASS/FAIL and
| writes the Abuse section of bench/RESULTS.md.
*/
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { cpus, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { setTimeout as sleep } from 'node:timers/promises'
import { provideDatabase } from './lib/database.mjs'
import { stopAll } from './lib/processes.mjs'
import { buildStorefront } from './web/build.mjs'
import { startProduct } from './web/server.mjs'
import { writeSection } from './web/report.mjs'
import { residentMiB, watchHealth } from './abuse/monitor.mjs'
import { parallelLogins } from './abuse/logins.mjs'
import { DEMO_LEARNER, abuseIdentities } from './abuse/identities.mjs'
import { listRoutes } from './abuse/routes.mjs'
import { fuzzedRequests, sendAll } from './abuse/fuzz.mjs'
import { abuseMarkdown } from './abuse/report.mjs'

const LOGINS = Number(process.env.BENCH_ABUSE_LOGINS) || 500
const FUZZED = Number(process.env.BENCH_ABUSE_REQUESTS) || 10_000
const SEED = Number(process.env.BENCH_ABUSE_SEED ?? 20261123)
const resultsFile =
  process.env.BENCH_RESULTS ?? fileURLToPath(new URL('RESULTS.md', import.meta.url))
const startedAt = Date.now()
const log = (message) =>
  console.log(`[${((Date.now() - startedAt) / 1000).toFixed(0).padStart(3)} s] ${message}`)

const root = mkdtempSync(join(tmpdir(), 'pathshala-abuse-'))
chmodSync(root, 0o755)
let database
let cleaning

function cleanUp() {
  cleaning ??= (async () => {
    await stopAll()
    await database?.release()
    rmSync(root, { recursive: true, force: true })
  })()
  return cleaning
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the server and the database`)
    cleanUp().finally(() => process.exit(130))
  })
}

/** Ids of published courses and store items, so fuzzed calls also reach real records. */
async function goodIds(origin) {
  const post = (path) =>
    fetch(`${origin}/api/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page: 1, limit: 12 }),
    }).then((response) => response.json())
  const [courses, items] = await Promise.all([
    post('courses/getAllCourses'),
    post('store/getAllBooks'),
  ])
  return [...(courses.data ?? []), ...(items.data ?? [])].map((record) => record._id)
}

async function main() {
  const storefrontDir = join(root, 'dist')
  log('building the storefront for production')
  await buildStorefront(storefrontDir)
  log('starting the database and the API (production, demo data)')
  database = await provideDatabase()
  const { api, origin, env } = await startProduct({
    databaseUrl: database.url,
    storageDir: join(root, 'storage'),
    storefrontDir,
  })
  const pid = api.child.pid
  const routes = await listRoutes(env)
  log(`${routes.length} routes in the table`)

  await sleep(1000)
  const rssBefore = residentMiB(pid)
  const health = watchHealth(origin)
  log('health probes start')

  log(`${LOGINS} sign-ins at once from one address`)
  const logins = await parallelLogins(origin, DEMO_LEARNER, LOGINS)
  log(`sign-ins: ${JSON.stringify(logins.byStatus)} in ${logins.seconds.toFixed(1)} s`)
  const rssAfterLogins = residentMiB(pid)

  const identities = await abuseIdentities(origin)
  const requests = fuzzedRequests(routes, FUZZED, SEED, await goodIds(origin))
  log(`${requests.length} fuzzed requests over ${routes.length} routes (seed ${SEED})`)
  const fuzzStarted = performance.now()
  const fuzz = await sendAll(origin, requests, identities)
  const fuzzSeconds = (performance.now() - fuzzStarted) / 1000
  log(`fuzz: ${JSON.stringify(fuzz.counts)} in ${fuzzSeconds.toFixed(1)} s`)

  await sleep(2000)
  const healthStats = await health.stop()
  const rssAfter = residentMiB(pid)
  const alive = !api.exited

  const checks = {
    'no 5xx (sign-ins and fuzz)': fuzz.counts['5xx'] === 0 && !logins.byStatus[500],
    'every request answered (but those hung up on purpose)': fuzz.counts['no answer'] === 0,
    'every correct sign-in answered 200': logins.byStatus[200] === LOGINS,
    'no failed health probe': healthStats.failed === 0,
    'server alive at the end': alive,
  }
  const passed = Object.values(checks).every(Boolean)
  for (const [name, ok] of Object.entries(checks)) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}`)
  for (const line of fuzz.serverErrors) console.log(`  ${line}`)
  for (const line of fuzz.unanswered) console.log(`  no answer: ${line}`)
  console.log(
    `RSS ${rssBefore?.toFixed(0)} MiB before, ${rssAfterLogins?.toFixed(0)} after the sign-ins, ${rssAfter?.toFixed(0)} at the end; health ${healthStats.probes} probes, ${healthStats.failed} failed, slowest ${Math.round(healthStats.slowestMs)} ms at ${healthStats.slowestAt?.toFixed(1)} s; ${healthStats.failures.join('; ')}`
  )

  if (resultsFile !== '-') {
    const elapsed = Math.round((Date.now() - startedAt) / 1000)
    writeSection(
      resultsFile,
      abuseMarkdown({
        date: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
        machine: `${cpus().length} CPUs ${cpus()[0]?.model?.trim() ?? ''}, ${(totalmem() / 1024 ** 3).toFixed(1)} GiB, Node ${process.version}`,
        elapsed: `${Math.floor(elapsed / 60)} min ${elapsed % 60} s`,
        routes: routes.length,
        seed: SEED,
        logins: { count: LOGINS, ...logins },
        fuzz: { ...fuzz, sent: requests.length, seconds: fuzzSeconds },
        rss: { before: rssBefore, afterLogins: rssAfterLogins, after: rssAfter },
        health: healthStats,
        checks,
        passed,
      }),
      { start: '<!-- abuse-start -->', end: '<!-- abuse-end -->' }
    )
    log(`wrote the Abuse section of ${resultsFile}`)
  }
  return passed
}

try {
  const passed = await main()
  console.log(passed ? '\nbench:abuse PASS' : '\nbench:abuse FAIL')
  process.exitCode = passed ? 0 : 1
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await cleanUp()
}
