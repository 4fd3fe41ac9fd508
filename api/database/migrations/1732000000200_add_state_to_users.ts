import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The learner's state or union territory, as its two-digit GST state code: the place of supply
 * on their GST invoices (docs/decisions.md#gst-invoices). Null until they give it.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      table.string('state', 2).nullable()
    })
  }

  async down() {
    this.schema.alterTable('users', (table) => {
      table.dropColumn('state')
    })
  }
}
