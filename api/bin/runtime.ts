import { prepareEnvironment } from '../start/runtime/environment.js'
import { provideDatabase, type DatabaseLease } from '../start/runtime/database.js'
import { freePort } from '../start/runtime/free_port.js'
import { acquireClusterLock } from '../start/runtime/cluster_lock.js'
import { LOCAL_MEDIA_REFUSAL, needsLocalMediaLock } from '../start/runtime/cluster.js'

/**
 * Runs before the AdonisJS application is created: fills development defaults,
 * refuses a production start with missing secrets, and brings up the embedded
 * PostgreSQL when no DATABASE_URL is configured. The returned lease stops the
 * database this process started (if any).
 */
export async function prepareRuntime(role: 'server' | 'console' | 'test'): Promise<DatabaseLease> {
  // tests serve on a free port so they never collide with a running server
  if (role === 'test' && !process.env.PORT) process.env.PORT = String(await freePort())
  prepareEnvironment(role)
  const database = await provideDatabase(role)
  if (role !== 'server' || !needsLocalMediaLock(process.env)) return database

  // held for the life of the process: a second clustered instance on local disk is refused
  const mediaLock = await acquireClusterLock('localMedia', { wait: false }).catch(async (error) => {
    await database.release()
    throw error
  })
  if (!mediaLock) {
    await database.release()
    throw new Error(LOCAL_MEDIA_REFUSAL)
  }
  return {
    release: async () => {
      await mediaLock.release()
      await database.release()
    },
  }
}
