import type { Group } from '@japa/runner/core'
import db from '@adonisjs/lucid/services/db'

/** Lucid's own bookkeeping: the migrations stay applied between tests. */
const MIGRATION_TABLES = ['adonis_schema', 'adonis_schema_versions']

let appTables: Promise<string> | undefined

/** Every table the migrations made, quoted for one TRUNCATE; looked up once per run. */
function tablesToEmpty() {
  appTables ??= db
    .rawQuery<{ rows: { name: string }[] }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> ALL(?)`,
      [MIGRATION_TABLES]
    )
    .then(({ rows }) => rows.map(({ name }) => `"${name}"`).join(', '))
  return appTables
}

/**
 * Empties every table the migrations made (sessions and rate-limit counters included), in one
 * statement. What Lucid's `testUtils.db().truncate()` does, without the two ace commands it runs
 * around every test (a migration check and a table listing), which cost more than most tests.
 */
export async function emptyDatabase() {
  const tables = await tablesToEmpty()
  if (tables) await db.rawQuery(`TRUNCATE ${tables} CASCADE`)
}

/**
 * Every test starts from empty tables (migrations stay applied), including
 * sessions and rate-limit counters.
 */
export function withCleanDatabase(group: Group) {
  group.each.setup(() => emptyDatabase)
}
