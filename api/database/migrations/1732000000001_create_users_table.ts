import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.uuid('id').primary().defaultTo(this.raw('gen_random_uuid()'))
      table.string('first_name', 50).notNullable()
      table.string('last_name', 50).notNullable()
      table.string('email', 254).notNullable().unique()
      // null for accounts that only ever signed in with Google
      table.string('password').nullable()
      table.string('account_type', 16).notNullable().defaultTo('Student')
      table.string('image', 2048).nullable()
      table.string('contact_number', 10).nullable()
      table.date('date_of_birth').nullable()
      table.string('gender', 8).nullable()
      table.string('about', 500).nullable()
      table.string('google_id', 64).nullable().unique()
      table.string('provider', 16).notNullable().defaultTo('email')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()

      table.index(['account_type'])
      table.index(['created_at'])
    })
    this.schema.raw(
      "ALTER TABLE users ADD CONSTRAINT users_account_type_check CHECK (account_type IN ('Student', 'Admin'))"
    )
    this.schema.raw(
      "ALTER TABLE users ADD CONSTRAINT users_gender_check CHECK (gender IN ('male', 'female', 'other'))"
    )
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
