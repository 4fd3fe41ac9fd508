/*
| The cluster rows of `npm run bench` (issue 15, "Scale out"): the same data
| and the same load through nginx to one API instance, then to two, both
| sharing the bench's PostgreSQL and one Redis (Debian's nginx and
| redis-server, as `npm run test:cluster` uses them). Throughput, p95 and the
| CPU each request cost every part (the instances together, nginx, Redis,
| PostgreSQL, the load generator), so the per-instance cost is visible and the
| gain on a small machine reads against its cores.
*/
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { testNginxConfig } from '../../cluster/nginx.mjs'
import { processCpu, treeCpu } from '../lib/cpu.mjs'
import { freePort } from '../lib/database.mjs'
import { runWorker } from '../lib/load.mjs'
import { startProcess, stopProcess, waitForHttp } from '../lib/processes.mjs'
import { requestFor } from '../lib/rows.mjs'
import { startApi } from '../lib/servers.mjs'

/** Visitors' rows the cluster runs: a plain page, a search and a sort (names from lib/rows.mjs). */
export const CLUSTER_ROWS = ['getAllCourses page 1', 'getAllCourses search', 'getAllBooks sort']

function which(binary) {
  for (const folder of (process.env.PATH ?? '').split(':').concat(['/usr/sbin', '/sbin'])) {
    if (spawnSync('test', ['-x', join(folder, binary)]).status === 0) return join(folder, binary)
  }
  return null
}

/** Why the cluster rows cannot run here, or null. */
export function clusterUnavailable() {
  if (process.env.BENCH_CLUSTER === '0') return 'BENCH_CLUSTER=0'
  const missing = ['nginx', 'redis-server'].filter((binary) => !which(binary))
  return missing.length ? `${missing.join(' and ')} not installed` : null
}

const perRequest = (before, after, requests) =>
  before === null || after === null || requests === 0 ? null : ((after - before) * 1000) / requests

const sum = (values) =>
  values.some((value) => value === null) ? null : values.reduce((a, b) => a + b, 0)

/** Every part's CPU seconds so far. */
function cpuNow(parts) {
  return {
    api: sum(parts.instances.map((instance) => processCpu(instance.child.pid))),
    nginx: treeCpu(parts.nginx.child.pid),
    redis: processCpu(parts.redis.child.pid),
    postgres: treeCpu(parts.postgresPid),
  }
}

async function measureThrough(parts, request, { connections, duration, warmup }) {
  if (warmup > 0) await runWorker({ ...request, connections, duration: warmup })
  const before = cpuNow(parts)
  const summary = await runWorker({ ...request, connections, duration })
  const after = cpuNow(parts)
  const cpu = {}
  for (const part of Object.keys(before)) {
    cpu[part] = perRequest(before[part], after[part], summary.requests)
  }
  cpu.load = summary.requests === 0 ? null : (summary.cpuSeconds * 1000) / summary.requests
  cpu.total = sum(Object.values(cpu))
  summary.cpuMsPerRequest = cpu
  return summary
}

/** nginx in front of `instances` (ports), its files in `folder`. */
async function startNginx(folder, instancePorts) {
  const port = await freePort()
  writeFileSync(
    join(folder, 'nginx.conf'),
    testNginxConfig({ folder, port, instances: instancePorts.map((p) => `127.0.0.1:${p}`) })
  )
  const nginx = startProcess('nginx', ['-c', join(folder, 'nginx.conf'), '-p', folder], {
    command: which('nginx'),
  })
  const origin = `http://127.0.0.1:${port}`
  await waitForHttp(nginx, `${origin}/api/v1/health`, 20_000)
  return { nginx, origin }
}

/**
 * Measures `rows` through nginx with one instance, then with two. Returns
 * { rows: [{ name, one, two, gain }] } or { skipped: reason }.
 */
export async function clusterRows({ databaseUrl, postgresPid, rows, settings, log }) {
  const unavailable = clusterUnavailable()
  if (unavailable) return { skipped: unavailable }
  const chosen = rows.filter((row) => CLUSTER_ROWS.some((name) => row.name.startsWith(name)))
  const folder = mkdtempSync(join(tmpdir(), 'pathshala-bench-cluster-'))
  const started = []
  try {
    const redisPort = await freePort()
    const redis = startProcess(
      'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { command: which('redis-server'), cwd: folder }
    )
    started.push(redis)
    const shared = { REDIS_URL: `redis://127.0.0.1:${redisPort}/0` }

    const results = new Map(chosen.map((row) => [row.name, { name: row.name }]))
    for (const [key, count] of [
      ['one', 1],
      ['two', 2],
    ]) {
      log(`cluster: ${count} instance(s) behind nginx, sharing PostgreSQL and Redis`)
      const ports = await Promise.all(Array.from({ length: count }, () => freePort()))
      const instances = await Promise.all(ports.map((port) => startApi(databaseUrl, port, shared)))
      started.push(...instances)
      const nginxFolder = join(folder, `nginx-${count}`)
      mkdirSync(nginxFolder)
      const { nginx, origin } = await startNginx(nginxFolder, ports)
      started.push(nginx)
      const parts = { instances, nginx, redis, postgresPid }
      for (const row of chosen) {
        const run = await measureThrough(parts, requestFor(row, origin), {
          ...settings,
          connections: row.connections ?? settings.connections,
        })
        results.get(row.name)[key] = run
        log(
          `        ${count} instance(s) ${row.name}: ${Math.round(run.requestsPerSecond)} req/s, ` +
            `p95 ${run.p95?.toFixed(1)} ms, ${run.non2xx + run.errors} failed, ` +
            `CPU ms/request ${run.cpuMsPerRequest.total?.toFixed(2) ?? '-'}`
        )
      }
      for (const entry of [nginx, ...instances]) await stopProcess(entry)
    }
    return {
      rows: [...results.values()].map((row) => ({
        ...row,
        gain: row.two.requestsPerSecond / row.one.requestsPerSecond,
      })),
    }
  } finally {
    await Promise.all(started.map((entry) => stopProcess(entry)))
    rmSync(folder, { recursive: true, force: true })
  }
}
