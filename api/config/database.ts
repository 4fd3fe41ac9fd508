import env from '#start/env'
import { defineConfig } from '@adonisjs/lucid'

/** What the pool hands `afterCreate`: a pg client. */
interface PlanSettable {
  query(sql: string, callback: (error: Error | null) => void): void
}

const dbConfig = defineConfig({
  connection: 'postgres',
  connections: {
    postgres: {
      client: 'pg',
      connection: env.get('DATABASE_URL'),
      pool: { min: 0, max: 10 },
      migrations: {
        naturalSort: true,
        paths: ['database/migrations'],
      },
      schemaGeneration: { enabled: false },
    },
    /**
     * The listings' fixed-shape reads (app/core/services/listing_sql.ts), on
     * connections that keep each prepared statement's generic plan: planned
     * once per connection, not per request (docs/decisions.md "Listing reads").
     * Four: the reads are short, and on a small machine fewer backends taking
     * turns cost PostgreSQL less CPU per read than ten (`npm run bench`).
     */
    listings: {
      client: 'pg',
      connection: env.get('DATABASE_URL'),
      pool: {
        min: 0,
        max: 4,
        afterCreate: (
          connection: PlanSettable,
          done: (error: Error | null, connection: unknown) => void
        ) =>
          connection.query('SET plan_cache_mode = force_generic_plan', (error) =>
            done(error, connection)
          ),
      },
    },
  },
})

export default dbConfig
