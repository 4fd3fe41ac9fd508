import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A search in its default order (newest first) walks the newest-first index
 * and tests each entry's search text until the page is full (a common term:
 * some 200 entries for 10 cards). These indexes hold the search text too
 * (INCLUDE), so the test reads the index entry instead of a table row per
 * entry: about a third of the search's database time. The plain newest-first
 * indexes stay for everything else: their entries are some twenty times
 * smaller, which counts when a deep page skips thousands of them. The
 * listings pick the page's ids in a subquery for this (see readPage in
 * app/core/services/listing_sql.ts).
 */
const INDEXES = [
  { name: 'courses_search_newest_first', table: 'courses', where: '' },
  {
    name: 'store_items_search_newest_first',
    table: 'store_items',
    where: ' WHERE deleted_at IS NULL',
  },
]

export default class extends BaseSchema {
  async up() {
    for (const { name, table, where } of INDEXES) {
      this.schema.raw(
        `CREATE INDEX ${name} ON ${table} (status, created_at, id) INCLUDE (search_text)${where}`
      )
    }
  }

  async down() {
    for (const { name } of INDEXES) this.schema.raw(`DROP INDEX IF EXISTS ${name}`)
  }
}
