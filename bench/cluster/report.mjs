/*
| The cluster section of bench/RESULTS.md, between its own markers (after the
| storefront's), rewritten by each `npm run bench` that runs the cluster rows.
*/
import { writeSection } from '../web/report.mjs'

export const MARKERS = { start: '<!-- cluster-start -->', end: '<!-- cluster-end -->' }

/** What a cluster row must show: nothing lost, and each configuration within the p95 target. */
export const CLUSTER_P95_MS = 50

const ms = (value) => (value === null || value === undefined ? '-' : value.toFixed(2))
const rate = (run) => Math.round(run.requestsPerSecond).toLocaleString('en')
const failedOf = (run) => run.non2xx + run.errors

export function clusterVerdict(row) {
  const ok = [row.one, row.two].every(
    (run) => failedOf(run) === 0 && run.p95 !== null && run.p95 < CLUSTER_P95_MS
  )
  return ok ? 'PASS' : 'FAIL'
}

function table(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n')
}

export function clusterSection({ result, settings, cpus }) {
  const heading = '## Two instances behind nginx (`npm run bench`, cluster rows)'
  if (result.skipped) {
    return `${heading}\n\nNot measured in the last run: ${result.skipped} (\`apt-get install -y nginx redis-server\`).`
  }
  const throughput = table(
    [
      'Row',
      '1 instance req/s',
      'p95 ms',
      'CPU ms/req',
      '2 instances req/s',
      'p95 ms',
      'CPU ms/req',
      'gain',
      'failed',
      'result',
    ],
    result.rows.map((row) => [
      row.name,
      rate(row.one),
      row.one.p95?.toFixed(1),
      ms(row.one.cpuMsPerRequest.total),
      rate(row.two),
      row.two.p95?.toFixed(1),
      ms(row.two.cpuMsPerRequest.total),
      `${row.gain.toFixed(2)}x`,
      String(failedOf(row.one) + failedOf(row.two)),
      clusterVerdict(row),
    ])
  )
  const parts = ['api', 'nginx', 'redis', 'postgres', 'load', 'total']
  const cpuTable = table(
    ['Row', 'instances', 'API (all instances)', 'nginx', 'Redis', 'PostgreSQL', 'load', 'total'],
    result.rows.flatMap((row) =>
      [
        ['1', row.one],
        ['2', row.two],
      ].map(([count, run]) => [
        row.name,
        count,
        ...parts.map((part) => ms(run.cpuMsPerRequest[part])),
      ])
    )
  )
  const passed = result.rows.filter((row) => clusterVerdict(row) === 'PASS').length
  return `${heading}

The same rows, data and load (${settings.connections} connections, ${settings.warmup} s warm-up, ${settings.duration} s measured) through nginx to one API instance, then to two, each with \`REDIS_URL\` set (listing cache in memory in front of Redis, invalidated through its bus) and the same PostgreSQL. Target for each configuration: no failed request and p95 under ${CLUSTER_P95_MS} ms. ${passed} of ${result.rows.length} rows pass.

${throughput}

CPU milliseconds per request, from \`/proc\`, of every part: the instances together, nginx (master and worker), Redis, PostgreSQL and the load generator. All of them share this machine's ${cpus} CPUs, so the second instance can only add what the first left idle: with the total near ${cpus} × 1000 / req/s the CPUs are the limit, and on a machine with a core per instance the gain follows the instance count. What one request costs an instance is the API column; it stays about the same with two, which is what lets instances be added per core in production.

${cpuTable}

Skip these rows with \`BENCH_CLUSTER=0\`; without nginx or redis-server installed they are reported as not measured.`
}

export function writeClusterSection(file, args) {
  writeSection(file, clusterSection(args), MARKERS)
}
