import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'email_otps'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      // one live code per address: a resend replaces it
      table.string('email', 254).notNullable().unique()
      table.string('code_hash', 64).notNullable()
      table.smallint('failed_attempts').notNullable().defaultTo(0)
      table.timestamp('expires_at', { useTz: true }).notNullable().index()
      table.timestamp('created_at', { useTz: true }).notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
