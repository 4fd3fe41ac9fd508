import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Idempotency keys of admin writes (docs/api-contract.md#idempotency-keys): a row is claimed
 * when a write with an `Idempotency-Key` header starts (status still null) and holds the answer
 * once it ends, so a repeat of the same change is answered from here instead of being applied
 * again. Rows older than a day are removed.
 */
export default class extends BaseSchema {
  protected tableName = 'idempotency_keys'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('key', 200).notNullable()
      // e.g. "POST /api/v1/courses/addSection"
      table.string('route', 255).notNullable()
      // hex SHA-256 of the request body in a canonical form (object keys sorted)
      table.string('body_hash', 64).notNullable()
      // null while the first request is still running
      table.smallint('status').nullable()
      // the answer's JSON exactly as sent (json, not jsonb, keeps its text)
      table.json('answer').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())

      table.unique(['user_id', 'key'])
      // the daily clean-up
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
