import db from '@adonisjs/lucid/services/db'

/**
 * The SQL texts `work` sent, in order, on every connection of the pool (the
 * HTTP server's included: tests run in the same process) and the listings'
 * (config/database.ts).
 */
export async function statementsOf(work: () => Promise<unknown>) {
  const clients = [db.connection().getWriteClient(), db.connection('listings').getWriteClient()]
  const texts: string[] = []
  const listener = (query: { sql: string }) => {
    texts.push(query.sql)
  }
  for (const client of clients) client.on('query', listener)
  try {
    await work()
  } finally {
    for (const client of clients) client.off('query', listener)
  }
  return texts
}

/**
 * How many SQL statements `work` ran. For N+1 checks: the same call over 2
 * and 20 rows must cost the same.
 */
export async function countQueries(work: () => Promise<unknown>) {
  const texts = await statementsOf(work)
  return texts.length
}
