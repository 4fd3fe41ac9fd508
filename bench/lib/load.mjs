/*
| One measurement: the load generator (bench/load/worker.mjs) in its own
| process against one server and one request.
*/
import { fileURLToPath } from 'node:url'
import { processCpu, treeCpu } from './cpu.mjs'
import { startProcess } from './processes.mjs'

const WORKER = fileURLToPath(new URL('../load/worker.mjs', import.meta.url))

const perRequest = (before, after, requests) =>
  before === null || after === null || requests === 0 ? null : ((after - before) * 1000) / requests

export async function runWorker(options) {
  const entry = startProcess('load generator', [WORKER, JSON.stringify(options)])
  const code = await entry.done
  const line = entry.stdout.trim().split('\n').at(-1)
  if (code !== 0 || !line?.startsWith('{')) {
    throw new Error(`the load generator failed (${code}):\n${entry.output}`)
  }
  return JSON.parse(line)
}

/**
 * Warms the server up with `warmup` seconds of the same load (numbers
 * dropped), then measures `duration` seconds. Returns the worker's summary
 * with the CPU milliseconds per request, during the measurement, of the
 * server (`pid`), of PostgreSQL (`postgresPid`, the postmaster: its backends
 * are counted) and of the load generator.
 */
export async function measure(request, { connections, duration, warmup }, { pid, postgresPid }) {
  if (warmup > 0) await runWorker({ ...request, connections, duration: warmup })
  const before = { server: processCpu(pid), postgres: treeCpu(postgresPid) }
  const summary = await runWorker({ ...request, connections, duration })
  const after = { server: processCpu(pid), postgres: treeCpu(postgresPid) }
  summary.cpuMsPerRequest = {
    server: perRequest(before.server, after.server, summary.requests),
    postgres: perRequest(before.postgres, after.postgres, summary.requests),
    load: summary.requests === 0 ? null : (summary.cpuSeconds * 1000) / summary.requests,
  }
  return summary
}
