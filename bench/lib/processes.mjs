/*
| Child processes of the run: the API server, the baseline server and the
| load generator. Every one started here is stopped by `stopAll`, which the
| runner calls in `finally` and on SIGINT/SIGTERM.
*/
import { spawn } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'

const children = new Set()

/**
 * Starts `args` under the same Node as this script (or `command`: nginx, redis-server). Output is kept (the last
 * 20 KB, and stdout alone) for the error message should the process die
 * early; `echo` also copies it to this terminal.
 */
export function startProcess(name, args, { cwd, env, echo = false, command } = {}) {
  const child = spawn(command ?? process.execPath, args, {
    cwd,
    env: env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const entry = { name, child, output: '', stdout: '', exited: false, code: null }
  const keep = (chunk) => {
    entry.output = (entry.output + chunk).slice(-20_000)
    if (echo) process.stderr.write(chunk)
  }
  child.stdout.on('data', (chunk) => {
    entry.stdout = (entry.stdout + chunk).slice(-20_000)
    keep(chunk)
  })
  child.stderr.on('data', keep)
  entry.done = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      entry.exited = true
      entry.code = code ?? signal
      children.delete(entry)
      resolve(entry.code)
    })
  })
  children.add(entry)
  return entry
}

/** Waits until `url` answers 200, or fails when the process exits or time runs out. */
export async function waitForHttp(entry, url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (entry.exited) {
      throw new Error(`${entry.name} exited (${entry.code}) before it answered:\n${entry.output}`)
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
      await response.arrayBuffer()
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await sleep(200)
  }
  throw new Error(
    `${entry.name} did not answer ${url} within ${timeoutMs / 1000} s:\n${entry.output}`
  )
}

/** SIGTERM, then SIGKILL if the process is still there after `graceMs`. */
export async function stopProcess(entry, graceMs = 10_000) {
  if (entry.exited) return entry.code
  entry.child.kill('SIGTERM')
  const timer = setTimeout(() => {
    if (!entry.exited) entry.child.kill('SIGKILL')
  }, graceMs)
  const code = await entry.done
  clearTimeout(timer)
  return code
}

export async function stopAll() {
  await Promise.all([...children].map((entry) => stopProcess(entry)))
}
