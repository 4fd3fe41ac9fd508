/*
| `npm run bench` (issue 3, "Performance"): seeds a large catalogue into a
| separate database, then measures getAllCourses and getAllBooks on the API
| and on a bare node:http + pg baseline running the same SQL, with a load
| generator in its own process; then the listing rows again against the API
| without its listing cache (issue 14), and prints and writes both tables
| (bench/RESULTS.md). See bench/RESULTS.md for the settings.
*/
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { freePort, provideDatabase } from './lib/database.mjs'
import { measure } from './lib/load.mjs'
import { stopAll, stopProcess } from './lib/processes.mjs'
import { machine, textTable, uncachedTextTable, verdict, writeResults } from './lib/report.mjs'
import { adminToken, benchmarkRows, checkRow, pickCategory, requestFor } from './lib/rows.mjs'
import { seed } from './lib/seed.mjs'
import { startApi, startBaseline } from './lib/servers.mjs'
import { UNCACHED_TARGETS, uncachedRows } from './lib/uncached.mjs'
import { clusterRows } from './cluster/run.mjs'
import { clusterVerdict, writeClusterSection } from './cluster/report.mjs'

const number = (name, fallback, least = 1) => {
  const value = Number(process.env[name] || Number.NaN)
  return Number.isFinite(value) && value >= least ? value : fallback
}

const settings = {
  connections: number('BENCH_CONNECTIONS', 50),
  duration: number('BENCH_DURATION', 10),
  warmup: number('BENCH_WARMUP', 2, 0),
}
const resultsFile =
  process.env.BENCH_RESULTS ?? fileURLToPath(new URL('RESULTS.md', import.meta.url))
const startedAt = Date.now()
const seconds = () => ((Date.now() - startedAt) / 1000).toFixed(0)
const log = (message) => console.log(`[${seconds().padStart(3)} s] ${message}`)

let database
let cleaning
let interrupted = false

/** Stops every process this run started, then the database; safe to call twice. */
function cleanUp() {
  cleaning ??= (async () => {
    await stopAll()
    await database?.release()
  })()
  return cleaning
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true
    console.error(`\n${signal}: stopping the servers and the database`)
    cleanUp().finally(() => process.exit(130))
  })
}

const cpuText = (value) => (value === null || value === undefined ? '-' : value.toFixed(2))

/** One measurement in a line: throughput, latency, errors, CPU per request. */
function summary(run) {
  const failed = run.non2xx + run.errors
  const cpu = run.cpuMsPerRequest
  return (
    `${Math.round(run.requestsPerSecond)} req/s, p50 ${run.p50?.toFixed(1)} ms, ` +
    `p95 ${run.p95?.toFixed(1)} ms, p99 ${run.p99?.toFixed(1)} ms` +
    (failed ? `, ${run.non2xx} non-2xx, ${run.errors} errors` : '') +
    `; CPU ms/request: server ${cpuText(cpu.server)}, PostgreSQL ${cpuText(cpu.postgres)}`
  )
}

async function postgresVersion(url) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query('SHOW server_version')
    return `PostgreSQL ${rows[0].server_version}`
  } finally {
    await client.end()
  }
}

async function main() {
  log('starting the database')
  database = await provideDatabase()
  log(`database: ${database.description}`)
  settings.database = database.embedded
    ? 'embedded PostgreSQL, a throwaway cluster (fsync off, shared_buffers 512MB)'
    : 'the database BENCH_DATABASE_URL names'

  const apiPort = await freePort()
  log('starting the API once to apply its migrations')
  await stopProcess(await startApi(database.url, apiPort))

  log('seeding')
  const counts = await seed(database.url, (line) => log(line.trim()))

  const baselinePort = await freePort()
  log('starting the API and the baseline')
  const [api, baseline] = await Promise.all([
    startApi(database.url, apiPort),
    startBaseline(database.url, baselinePort),
  ])
  const apiOrigin = `http://127.0.0.1:${apiPort}`
  const baselineOrigin = `http://127.0.0.1:${baselinePort}`

  const only = process.env.BENCH_ROWS?.toLowerCase()
  const rows = benchmarkRows(await pickCategory(database.url), await adminToken(apiOrigin)).filter(
    (row) => !only || row.name.toLowerCase().includes(only)
  )
  const results = []
  for (const row of rows) {
    log(row.name)
    const sample = await checkRow(row, apiOrigin, baselineOrigin)
    const totalText = sample.total === undefined ? '?' : sample.total.toLocaleString('en')
    const withBaseline = row.baseline !== false
    console.log(
      `        sample: ${sample.items ?? 0} items of ${totalText}, ${sample.bytes.toLocaleString('en')} bytes` +
        (sample.problems.length
          ? `; PROBLEM: ${sample.problems.join('; ')}`
          : withBaseline
            ? '; same answer from both'
            : '')
    )
    const postgresPid = database.postmasterPid()
    const rowSettings = { ...settings, connections: row.connections ?? settings.connections }
    const apiRun = await measure(requestFor(row, apiOrigin), rowSettings, {
      pid: api.child.pid,
      postgresPid,
    })
    const baselineRun = withBaseline
      ? await measure(requestFor(row, baselineOrigin), rowSettings, {
          pid: baseline.child.pid,
          postgresPid,
        })
      : null
    const result = {
      name: row.name,
      problems: sample.problems,
      connections: rowSettings.connections,
      p95Ms: row.p95Ms,
      firstAnswerTargetMs: row.firstAnswerMs,
      firstAnswerMs: sample.firstAnswerMs,
      api: apiRun,
      baseline: baselineRun,
      ratio: baselineRun ? apiRun.requestsPerSecond / baselineRun.requestsPerSecond : null,
    }
    result.result = verdict(result)
    results.push(result)
    console.log(`        API      ${summary(apiRun)}`)
    if (baselineRun) {
      console.log(`        baseline ${summary(baselineRun)}`)
      console.log(`        ratio ${result.ratio.toFixed(2)}: ${result.result}`)
    } else {
      console.log(
        `        first answer ${sample.firstAnswerMs.toFixed(0)} ms (target < ${row.firstAnswerMs} ms); ` +
          `target p95 < ${row.p95Ms} ms at ${rowSettings.connections} connections: ${result.result}`
      )
    }
    if (api.exited || baseline.exited) throw new Error('a server stopped during the load')
  }

  // the same rows with every page read from the database (the baseline keeps running for checks)
  await stopProcess(api)
  const uncached = await uncachedRows({
    databaseUrl: database.url,
    apiPort,
    baselineOrigin,
    rows,
    results,
    settings,
    postgresPid: database.postmasterPid(),
    log,
  })

  // the servers of the single-instance rows stop first: the cluster rows get the CPUs to themselves
  await stopProcess(baseline)
  const cluster = await clusterRows({
    databaseUrl: database.url,
    postgresPid: database.postmasterPid(),
    rows,
    settings,
    log,
  })
  if (cluster.skipped) log(`cluster rows skipped: ${cluster.skipped}`)

  const elapsedSeconds = (Date.now() - startedAt) / 1000
  const run = {
    date: new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC',
    machine: machine(await postgresVersion(database.url)),
    settings,
    counts,
    results,
    uncached,
    elapsed: `${Math.floor(elapsedSeconds / 60)} min ${Math.round(elapsedSeconds % 60)} s`,
    elapsedMinutes: Math.ceil(elapsedSeconds / 60),
  }
  console.log(`\n${textTable(results)}\n`)
  const failed = results.filter((row) => row.result !== 'PASS').length
  console.log(
    `${results.length - failed} of ${results.length} rows pass (p95 < 50 ms and ratio >= 0.60, ` +
      `or the row's own target); ` +
      `run took ${run.elapsed}`
  )
  const uncachedFailed = uncached.filter((row) => row.result !== 'PASS').length
  console.log(
    `\nWithout the listing cache (LISTING_CACHE_SECONDS=0):\n${uncachedTextTable(uncached)}\n` +
      `${uncached.length - uncachedFailed} of ${uncached.length} rows pass ` +
      `(p95 <= ${UNCACHED_TARGETS.p95Ms} ms and PostgreSQL CPU <= ${UNCACHED_TARGETS.postgresMs} ms per request)`
  )
  const clusterFailed = (cluster.rows ?? []).filter((row) => clusterVerdict(row) !== 'PASS')
  for (const row of cluster.rows ?? []) {
    console.log(
      `cluster ${row.name}: 1 instance ${Math.round(row.one.requestsPerSecond)} req/s, ` +
        `2 instances ${Math.round(row.two.requestsPerSecond)} req/s (${row.gain.toFixed(2)}x): ${clusterVerdict(row)}`
    )
  }
  if (resultsFile !== '-') {
    writeResults(resultsFile, run)
    writeClusterSection(resultsFile, { result: cluster, settings, cpus: run.machine.cpus })
    console.log(`table written to ${resultsFile}`)
  }
  return failed === 0 && uncachedFailed === 0 && clusterFailed.length === 0
}

let passed = false
try {
  passed = await main()
} catch (error) {
  // after Ctrl-C the steps under way fail as their processes stop: not news
  if (!interrupted) console.error(`\nbench failed: ${error?.stack ?? error}`)
} finally {
  log('stopping the servers and the database')
  await cleanUp()
}
process.exit(interrupted ? 130 : passed ? 0 : 1)
