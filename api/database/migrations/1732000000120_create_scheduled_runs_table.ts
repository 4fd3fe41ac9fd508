import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * When each scheduled job last started, shared by every API instance: the
 * instance that takes the job's cluster lock runs it only when the last run
 * (on any instance) is a full period ago, so N instances run it once per
 * period, not N times (docs/decisions.md#scale-out).
 */
export default class extends BaseSchema {
  protected tableName = 'scheduled_runs'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('name', 100).primary()
      table.timestamp('started_at', { useTz: true }).notNullable()
      table.timestamp('finished_at', { useTz: true }).nullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
