/*
| The load generator, run as its own process by bench/run.mjs so it does not
| share an event loop with the runner: autocannon against one URL for a
| number of seconds (bench/lib/load.mjs runs it once to warm the server up,
| then for the measurement). Prints one JSON line:
| requests, duration, req/s, p50/p95/p99 (ms, 2xx answers only; autocannon's
| own summary has no p95), non-2xx answers and connection errors, and its
| own CPU time.
|
|   node bench/load/worker.mjs '<json: url, method, body, headers,
|                                connections, duration>'
*/
import autocannon from 'autocannon'

const options = JSON.parse(process.argv[2])

function load(seconds, onResponse) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        method: options.method,
        headers: options.headers,
        body: options.body,
        connections: options.connections,
        duration: seconds,
        timeout: 10,
      },
      (error, result) => (error ? reject(error) : resolve(result))
    )
    if (onResponse) instance.on('response', onResponse)
  })
}

function percentile(sorted, fraction) {
  if (sorted.length === 0) return null
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)
  return sorted[Math.max(0, index)]
}

const startUsage = process.cpuUsage()
const latencies = []
const result = await load(options.duration, (_client, statusCode, _bytes, responseTime) => {
  if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime)
})
latencies.sort((a, b) => a - b)

const usage = process.cpuUsage(startUsage)
const ok = result['2xx']
const seconds = result.duration
console.log(
  JSON.stringify({
    seconds,
    requests: ok + result.non2xx,
    ok,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])
    ),
    errors: result.errors,
    timeouts: result.timeouts,
    requestsPerSecond: ok / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    cpuSeconds: (usage.user + usage.system) / 1e6,
  })
)
