import db from '@adonisjs/lucid/services/db'

/**
 * How many SQL statements `work` ran (every connection of the pool, the HTTP
 * server's included: tests run in the same process). For N+1 checks: the
 * same call over 2 and 20 rows must cost the same.
 */
export async function countQueries(work: () => Promise<unknown>) {
  // the default connections and the listings' (config/database.ts)
  const clients = [db.connection().getWriteClient(), db.connection('listings').getWriteClient()]
  let count = 0
  const listener = () => {
    count += 1
  }
  for (const client of clients) client.on('query', listener)
  try {
    await work()
  } finally {
    for (const client of clients) client.off('query', listener)
  }
  return count
}
