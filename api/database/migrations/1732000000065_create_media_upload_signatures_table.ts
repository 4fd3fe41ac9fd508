import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Local-mode upload signatures, so that one signature stores one file, on any
 * number of API instances. A row is written when a signature is handed out
 * (its timestamp is then unique for its preset, so two clients never get the
 * same signature) and marked used by the first upload that presents it; a
 * signature never handed out (made by the seed or a test) is written already
 * used. Rows past the signature's validity are pruned.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('media_upload_signatures', (table) => {
      // hex SHA-1 of the signed fields, lower case
      table.string('signature', 64).primary()
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.timestamp('used_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['expires_at'])
    })
  }

  async down() {
    this.schema.dropTable('media_upload_signatures')
  }
}
