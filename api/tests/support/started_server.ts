import { spawn } from 'node:child_process'
import type { Socket } from 'node:net'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'

const API_ROOT = fileURLToPath(new URL('../../', import.meta.url))

/**
 * A database of its own for one started server, in the PostgreSQL the tests
 * use (a fresh one: the server migrates it and, as configured, seeds it).
 */
export async function freshDatabase() {
  const name = `pathshala_settings_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = `/${name}`
  return {
    url: url.href,
    /** Runs one query on it and closes the connection. */
    query: async (sql: string, values: unknown[] = []) => {
      const client = new pg.Client({ connectionString: url.href })
      await client.connect()
      try {
        return await client.query(sql, values)
      } finally {
        await client.end()
      }
    },
    drop: async () => {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}

export interface StartedServer {
  /** Where it listens (HOST:PORT as configured) */
  origin: string
  stdout: () => string
  stderr: () => string
  /** Resolves with the exit code once the process ended. */
  exited: Promise<number | null>
  signal: (name: NodeJS.Signals) => void
  /** SIGTERM, then SIGKILL when it has not ended within 30 s; resolves once it ended. */
  stop: () => Promise<void>
}

/**
 * Starts the API as `npm start` does (bin/server.ts on this Node) with only
 * `settings` plus PATH and HOME in its environment, so the developer's shell
 * changes nothing. Resolves once GET /api/v1/health answers 200 at
 * `http://HOST:PORT`.
 */
export async function startServer(settings: Record<string, string>): Promise<StartedServer> {
  const child = spawn(process.execPath, ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
    cwd: API_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  // a server nobody stopped (a test filter skipped the group that stops it) must not keep
  // the test run alive, nor outlive it
  child.unref()
  for (const pipe of [child.stdout, child.stderr]) (pipe as unknown as Socket).unref()
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  let ended = false
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      ended = true
      process.off('exit', killOnExit)
      resolve(code)
    })
  )
  const server: StartedServer = {
    origin: `http://${settings.HOST}:${settings.PORT}`,
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    signal: (name) => child.kill(name),
    stop: async () => {
      if (ended) return
      child.kill('SIGTERM')
      const stopped = await Promise.race([exited.then(() => true), sleep(30_000, false)])
      if (!stopped) child.kill('SIGKILL')
      await exited
    },
  }

  const deadline = Date.now() + 150_000
  while (!ended && Date.now() < deadline) {
    try {
      const response = await fetch(`${server.origin}/api/v1/health`, {
        signal: AbortSignal.timeout(2000),
      })
      await response.arrayBuffer()
      if (response.ok) return server
    } catch {
      // not listening yet
    }
    await sleep(200)
  }
  await server.stop()
  throw new Error(`the server did not start:\n${stdout.slice(-3000)}\n${stderr.slice(-3000)}`)
}
