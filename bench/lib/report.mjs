/*
| The verdict per row, the table for the terminal and bench/RESULTS.md.
*/
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus, release, totalmem, type } from 'node:os'
import { UNCACHED_TARGETS } from './uncached.mjs'

export const TARGETS = { p95Ms: 50, ratio: 0.6 }

/** PASS, or FAIL with the reasons. A run with errors or wrong answers fails. */
export function verdict(row) {
  const reasons = []
  if (row.problems?.length) reasons.push('bad answer')
  for (const [who, run] of [
    ['', row.api],
    ['baseline ', row.baseline],
  ]) {
    if (!run) continue
    const failed = run.non2xx + run.errors
    if (failed > 0) reasons.push(`${who}errors: ${failed}`)
  }
  // a row without a baseline (the admin dashboard) has its own p95 target
  if (!(row.api.p95 < (row.p95Ms ?? TARGETS.p95Ms))) reasons.push('p95')
  if (row.baseline && !(row.ratio >= TARGETS.ratio)) reasons.push('ratio')
  if (row.firstAnswerTargetMs && !(row.firstAnswerMs < row.firstAnswerTargetMs)) {
    reasons.push('first answer')
  }
  return reasons.length === 0 ? 'PASS' : `FAIL (${reasons.join(', ')})`
}

const ms = (value) => (value === null || value === undefined ? '-' : value.toFixed(1))
const rate = (value) => Math.round(value).toLocaleString('en')

export const COLUMNS = [
  'Row',
  'req/s',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  'non-2xx',
  'baseline req/s',
  'baseline p95 ms',
  'ratio',
  'result',
]

export function tableRows(results) {
  return results.map((row) => [
    row.name,
    rate(row.api.requestsPerSecond),
    ms(row.api.p50),
    ms(row.api.p95),
    ms(row.api.p99),
    String(row.api.non2xx + row.api.errors),
    row.baseline ? rate(row.baseline.requestsPerSecond) : '-',
    row.baseline ? ms(row.baseline.p95) : '-',
    row.baseline ? row.ratio.toFixed(2) : '-',
    row.result,
  ])
}

export const UNCACHED_COLUMNS = [
  'Row',
  'req/s',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  'non-2xx',
  'PostgreSQL CPU ms/request',
  'API CPU ms/request',
  'baseline req/s',
  'ratio',
  'result',
]

const cpuMs = (value) => (value === null || value === undefined ? '-' : value.toFixed(2))

export function uncachedTableRows(results) {
  return results.map((row) => [
    row.name,
    rate(row.api.requestsPerSecond),
    ms(row.api.p50),
    ms(row.api.p95),
    ms(row.api.p99),
    String(row.api.non2xx + row.api.errors),
    cpuMs(row.api.cpuMsPerRequest.postgres),
    cpuMs(row.api.cpuMsPerRequest.server),
    row.baseline ? rate(row.baseline.requestsPerSecond) : '-',
    row.ratio === null ? '-' : row.ratio.toFixed(2),
    row.result,
  ])
}

export function uncachedTextTable(results) {
  return textTable(results, UNCACHED_COLUMNS, uncachedTableRows)
}

/** A plain-text table for the terminal. */
export function textTable(results, columns = COLUMNS, toRows = tableRows) {
  const rows = [columns, ...toRows(results)]
  const widths = columns.map((_, column) => Math.max(...rows.map((row) => row[column].length)))
  const line = (row) =>
    row
      .map((cell, column) =>
        column === 0 || column === row.length - 1
          ? cell.padEnd(widths[column])
          : cell.padStart(widths[column])
      )
      .join('  ')
  return [
    line(rows[0]),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.slice(1).map(line),
  ].join('\n')
}

function markdownTable(columns, rows) {
  const align = columns.map((_, column) => (column === 0 ? '---' : '---:'))
  return [columns, align, ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n')
}

const CPU_COLUMNS = [
  'Row',
  'API',
  'PostgreSQL',
  'load',
  'total',
  'CPU-bound req/s',
  'baseline',
  'PostgreSQL',
  'load',
  'total',
  'CPU-bound req/s',
]

/** CPU milliseconds per request by process, and the req/s the machine's CPUs allow at that cost. */
function cpuRows(results, processors) {
  const cells = (cpu) => {
    const parts = [cpu.server, cpu.postgres, cpu.load]
    if (parts.some((part) => part === null || part === undefined)) return ['-', '-', '-', '-', '-']
    const total = parts.reduce((sum, part) => sum + part, 0)
    return [...parts, total]
      .map((part) => part.toFixed(2))
      .concat(rate((processors * 1000) / total))
  }
  return results.map((row) => [
    row.name,
    ...cells(row.api.cpuMsPerRequest),
    ...(row.baseline ? cells(row.baseline.cpuMsPerRequest) : ['-', '-', '-', '-', '-']),
  ])
}

const cpuTotal = (cpu) =>
  [cpu.server, cpu.postgres, cpu.load].some((part) => part === null || part === undefined)
    ? null
    : cpu.server + cpu.postgres + cpu.load

const span = (values) => {
  const known = values.filter((value) => value !== null && value !== undefined)
  if (known.length === 0) return '-'
  return `${Math.min(...known).toFixed(2)}-${Math.max(...known).toFixed(2)}`
}

/** What this run's numbers say, in a few computed sentences. */
function reading(allResults, settings, processors) {
  // rows with their own target and load (the admin dashboard) are described apart
  const results = allResults.filter((row) => row.baseline)
  const count = results.length
  const needed = (settings.connections * 1000) / TARGETS.p95Ms
  const lowest = results.reduce((low, row) => (row.ratio < low.ratio ? row : low), results[0])
  const lines = [
    count === 0
      ? '- No row against the baseline was run.'
      : `- Throughput: ${results.filter((row) => row.ratio >= TARGETS.ratio).length} of ${count} rows at or above ${TARGETS.ratio.toFixed(2)} of the baseline (lowest ${lowest.ratio.toFixed(2)}, ${lowest.name}).`,
    `- p95: ${results.filter((row) => row.api.p95 < TARGETS.p95Ms).length} of ${count} rows under ${TARGETS.p95Ms} ms; the bare baseline, on the same machine: ${results.filter((row) => row.baseline.p95 < TARGETS.p95Ms).length} of ${count}.`,
    ...allResults
      .filter((row) => !row.baseline)
      .map(
        (row) =>
          `- ${row.name}: a few admins, not a crowd of visitors, so ${row.connections} connections and no baseline (the bare server does not implement it). The API computes the figures at most every 30 s and shares them: the first answer, computed from the tables, took ${Math.round(row.firstAnswerMs)} ms (target under ${row.firstAnswerTargetMs} ms); under load p95 ${ms(row.api.p95)} ms at ${rate(row.api.requestsPerSecond)} req/s (target under ${row.p95Ms} ms): ${row.result}.`
      ),
  ]
  const apiCpu = results.map((row) => row.api.cpuMsPerRequest)
  const bounds = results.map((row) => {
    const total = cpuTotal(row.api.cpuMsPerRequest)
    return total === null ? null : { row, bound: (processors * 1000) / total }
  })
  if (count > 0 && bounds.every(Boolean)) {
    const reached = bounds.map(({ row, bound }) => row.api.requestsPerSecond / bound)
    lines.push(
      `- CPU per request: PostgreSQL ${span(apiCpu.map((cpu) => cpu.postgres))} ms, the API process ${span(apiCpu.map((cpu) => cpu.server))} ms, the baseline process ${span(results.map((row) => row.baseline.cpuMsPerRequest.server))} ms (next section).`,
      `- At those costs the ${processors} CPUs can serve the API ${rate(Math.min(...bounds.map(({ bound }) => bound)))} to ${rate(Math.max(...bounds.map(({ bound }) => bound)))} requests per second, depending on the row, and the runs reached ${Math.round(100 * Math.min(...reached))}-${Math.round(100 * Math.max(...reached))}% of that: the CPUs are the limit. p95 under ${TARGETS.p95Ms} ms at ${settings.connections} connections needs about ${rate(needed)} req/s.`
    )
  }
  return lines.join('\n')
}

export function machine(postgresVersion) {
  const processors = cpus()
  return {
    cpus: availableParallelism(),
    cpuModel: processors[0]?.model?.trim() ?? 'unknown',
    memoryGiB: (totalmem() / 1024 ** 3).toFixed(1),
    node: process.version,
    os: `${type()} ${release()}`,
    postgres: postgresVersion,
  }
}

/** bench/RESULTS.md: the table of this run and how it was made. */
export function writeResults(file, run) {
  const { machine: host, settings, counts, results } = run
  const passed = results.filter((row) => row.result === 'PASS').length
  const text = `# Benchmark results

The table of one \`npm run bench\` run (generated by it; the issue asks for it to be committed).

- Date: ${run.date}
- Machine: ${host.cpus} CPUs (\`nproc\`) ${host.cpuModel}, ${host.memoryGiB} GiB memory, ${host.os}
- Node ${host.node}; ${host.postgres}
- Database: ${settings.database}
- Data: ${counts.courses.toLocaleString('en')} courses (${counts.published.toLocaleString('en')} published) in ${counts.categories} categories with ${counts.sections.toLocaleString('en')} sections and ${counts.lessons.toLocaleString('en')} lessons, ${counts.users.toLocaleString('en')} users, ${counts.enrolments.toLocaleString('en')} enrolments, ${counts.ratings.toLocaleString('en')} ratings, ${counts.store_items.toLocaleString('en')} store items, ${counts.purchases.toLocaleString('en')} purchases, ${(counts.orders ?? 0).toLocaleString('en')} orders
- API listing cache: ${process.env.LISTING_CACHE_SECONDS ?? '10 (default)'} s for visitors' pages in the first table (\`LISTING_CACHE_SECONDS\`); the second table ("Without the listing cache") restarts the API with 0, every request against the database
- Load: autocannon in its own process, ${settings.connections} connections, ${settings.warmup} s warm-up then ${settings.duration} s per row and server; visitors' requests (no session, no token), except the admin dashboard's (an admin's bearer token, ${
    results
      .filter((row) => !row.baseline)
      .map((row) => row.connections)
      .join(', ') || '-'
  } connections)
- Whole run: ${run.elapsed}

## Results

${markdownTable(COLUMNS, tableRows(results))}

Targets: p95 under ${TARGETS.p95Ms} ms and at least ${TARGETS.ratio.toFixed(2)} of the baseline's requests per second (ratio = ours / baseline); the admin dashboard row: p95 under its own target at its own load (below). ${passed} of ${results.length} rows pass.

${reading(results, settings, host.cpus)}

- **req/s** counts 2xx answers per second; latencies are of 2xx answers, in milliseconds, as autocannon measures them (time to the whole answer).
- **non-2xx** counts non-2xx answers and connection errors or timeouts during the load; any makes the row fail.
- **baseline**: \`bench/baseline/server.mjs\`, a bare \`node:http\` server with \`pg\` Pools of the API's sizes (10, and 4 for the listings' prepared statements) sending the same SQL statements as the API for each row (same text, parameters, order and concurrency) and answering the same JSON; before a row is loaded the runner checks that both servers answer it identically.
- Server, database and load generator share the machine's CPUs. With ${settings.connections} connections each waiting for its answer, the mean latency is ${settings.connections} / throughput (Little's law), so p95 under ${TARGETS.p95Ms} ms needs roughly ${Math.round((settings.connections * 1000) / TARGETS.p95Ms).toLocaleString('en')} req/s or more.

## Without the listing cache

The listing rows again, against the API restarted with \`LISTING_CACHE_SECONDS=0\` (every page read from the database; a published list's count is still reused for up to \`LISTING_COUNT_CACHE_SECONDS\`, 30 s, and emptied by any admin write, as the baseline does too), ${settings.connections} connections. Targets per row: p95 at most ${UNCACHED_TARGETS.p95Ms} ms and at most ${UNCACHED_TARGETS.postgresMs.toFixed(1)} ms of PostgreSQL CPU per request (from \`/proc\`, as below). The baseline caches no pages: its numbers are from the run above. ${(run.uncached ?? []).filter((row) => row.result === 'PASS').length} of ${(run.uncached ?? []).length} rows pass.

${markdownTable(UNCACHED_COLUMNS, uncachedTableRows(run.uncached ?? []))}

How a page is read (docs/decisions.md "Listing reads"): one statement per page, the page's ids picked from the listing's index in a subquery, each course's rating read from the totals it keeps; without a search the statement is prepared once per database connection and keeps its generic plan, a search is planned for its pattern (and a newest-first search tests the search text inside the index). The baseline sends the same statements the same way, so the ratio compares the servers, not the SQL.

## Where the CPU goes

CPU milliseconds per request during each row's measured load, from \`/proc\`: the server process, PostgreSQL (postmaster and backends) and the load generator. The machine has ${host.cpus} CPUs, so at that cost it cannot serve more than ${host.cpus} × 1000 / total requests per second ("CPU-bound req/s"); where the measured req/s is close to that, the CPUs, not waiting, set the throughput.

${markdownTable(CPU_COLUMNS, cpuRows(results, host.cpus))}

## How to run

\`\`\`sh
npm install          # once, at the repository root
npm run bench        # about ${run.elapsedMinutes} minutes here
\`\`\`

It starts a throwaway embedded PostgreSQL in a temporary folder (never the project's own database under \`api/storage\`), starts the API once so its migrations run, seeds the data with set-based SQL, runs \`VACUUM ANALYZE\`, starts the API (\`NODE_ENV=production\`, \`LOG_LEVEL=warn\`) and the baseline, measures every row against both, restarts the API with \`LISTING_CACHE_SECONDS=0\` and measures the listing rows again, and writes this file. Everything it started is stopped at the end, on Ctrl-C and on errors. It exits non-zero when a row fails.

Settings (environment): \`BENCH_DATABASE_URL\` to use an existing PostgreSQL database instead (it is emptied: its name must contain "bench"), \`BENCH_DURATION\` (seconds per row and server, default 10), \`BENCH_WARMUP\` (default 2), \`BENCH_CONNECTIONS\` (default 50), \`BENCH_ROWS\` (only rows whose name contains this text), \`BENCH_RESULTS\` (where to write this file; \`-\` for nowhere).
`
  // the Storefront section that npm run bench:web keeps at the end of the file stays as it is
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : ''
  const webSection = previous.indexOf('<!-- web-start -->')
  writeFileSync(file, webSection === -1 ? text : `${text}\n${previous.slice(webSection)}`)
}
