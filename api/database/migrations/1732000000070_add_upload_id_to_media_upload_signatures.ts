import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A chunked upload sends every chunk with the same signature and the same
 * `X-Unique-Upload-Id`: the signature is then bound to that upload id, so its
 * other chunks are let through and any other upload with it is refused.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('media_upload_signatures', (table) => {
      table.string('upload_id', 64).nullable()
    })
  }

  async down() {
    this.schema.alterTable('media_upload_signatures', (table) => {
      table.dropColumn('upload_id')
    })
  }
}
