import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { MigrationRunner } from '@adonisjs/lucid/migration'

/**
 * Applies every pending migration; a failure stops the start with the
 * migration's own error.
 */
export async function runPendingMigrations() {
  const runner = new MigrationRunner(db, app, { direction: 'up' })
  await runner.run()
  if (runner.error) throw runner.error
  return Object.keys(runner.migratedFiles)
}
