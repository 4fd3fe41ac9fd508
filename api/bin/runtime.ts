import { prepareEnvironment } from '../start/runtime/environment.js'
import { provideDatabase, type DatabaseLease } from '../start/runtime/database.js'
import { freePort } from '../start/runtime/free_port.js'

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
  return provideDatabase(role)
}
