import pg from 'pg'

/**
 * Work that must run on one instance at a time when several API instances
 * share one PostgreSQL (docs/decisions.md#scale-out). Each name is a
 * PostgreSQL advisory lock held by a connection of its own: if the instance
 * dies mid-run, PostgreSQL ends that session and the lock is free again, and
 * the work itself commits per item, so nothing is left half done.
 */
const LOCK_SPACE = 0x7061_7468 // "path": keeps these keys apart from Lucid's migration lock

export const CLUSTER_LOCKS = {
  /** migrations, the configured admin and the demo seed on start */
  startupPreparation: 1,
  /** the scheduled payments reconciler and the command run by hand */
  paymentsReconciler: 2,
  /** a clustered instance storing media on its own disk (only one may run) */
  localMedia: 3,
} as const

export type ClusterLockName = keyof typeof CLUSTER_LOCKS

/** A held lock; `release` frees it (and closes its connection). */
export interface HeldClusterLock {
  release(): Promise<void>
}

async function connect() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  // a broken connection must not crash the process; its lock is gone with it
  client.on('error', () => {})
  await client.connect()
  return client
}

/**
 * Takes the lock, waiting for it when `wait` is true; null when another
 * instance holds it and `wait` is false.
 */
export function acquireClusterLock(
  name: ClusterLockName,
  options: { wait: boolean }
): Promise<HeldClusterLock | null> {
  return acquireAdvisoryLock(LOCK_SPACE, CLUSTER_LOCKS[name], options)
}

/**
 * The same for any pair of keys: other work that must run once across the
 * instances (one chunked upload's assembly, see
 * app/media/services/bucket_chunked_upload_store.ts) picks its own `space`.
 */
export async function acquireAdvisoryLock(
  space: number,
  key: number,
  options: { wait: boolean }
): Promise<HeldClusterLock | null> {
  const client = await connect()
  try {
    const sql = options.wait
      ? 'SELECT pg_advisory_lock($1, $2) AS taken'
      : 'SELECT pg_try_advisory_lock($1, $2) AS taken'
    const result = await client.query(sql, [space, key])
    const taken = options.wait || result.rows[0]?.taken === true
    if (!taken) {
      await client.end()
      return null
    }
  } catch (error) {
    await client.end().catch(() => {})
    throw error
  }

  let released = false
  return {
    release: async () => {
      if (released) return
      released = true
      try {
        await client.query('SELECT pg_advisory_unlock($1, $2)', [space, key])
      } finally {
        // closing the session frees the lock even if the unlock failed
        await client.end().catch(() => {})
      }
    },
  }
}

/**
 * Runs `task` under the lock. Without `wait`, answers `{ ran: false }` at
 * once when another instance holds it.
 */
export async function runExclusively<T>(
  name: ClusterLockName,
  task: () => Promise<T>,
  options: { wait: boolean } = { wait: false }
): Promise<{ ran: true; value: T } | { ran: false }> {
  const lock = await acquireClusterLock(name, options)
  if (!lock) return { ran: false }
  try {
    return { ran: true, value: await task() }
  } finally {
    await lock.release()
  }
}
