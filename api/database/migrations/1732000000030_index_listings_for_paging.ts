import { BaseSchema } from '@adonisjs/lucid/schema'

interface ListingIndex {
  table: 'courses' | 'store_items'
  name: string
  columns: string
  /** The index this one replaces: its columns come first here, so it serves its queries too. */
  replaces: { name: string; columns: string }
}

/**
 * Indexes shaped like the catalogue and store listings (found with the
 * benchmark, `npm run bench`, and EXPLAIN ANALYZE on its data):
 *
 * - Every list orders by its sort column and then by `id`, so no row shows on
 *   two pages. With (status, sort column) alone, PostgreSQL read and sorted
 *   each group of equal values (all free items share price 0: a store page
 *   sorted by price read some 10,000 items to show 10). With `id` last the
 *   index gives the page order directly, and deep pages can skip rows in
 *   the index alone.
 * - The course name sort orders by lower(course_name); the index on the
 *   plain column served no query.
 * - The category filter gets (category_id, status, created_at, id): its count
 *   and page read only that category's index entries.
 * - Store listings never show deleted items, so their indexes leave them out
 *   (WHERE deleted_at IS NULL). A listing's count is then an index-only scan
 *   instead of a read of every matching row (the whole store's count was a
 *   28 ms sequential scan over 50,000 items).
 */
const INDEXES: ListingIndex[] = [
  {
    table: 'courses',
    name: 'courses_listing_created_at',
    columns: '(status, created_at, id)',
    replaces: { name: 'courses_status_created_at_index', columns: '(status, created_at)' },
  },
  {
    table: 'courses',
    name: 'courses_listing_course_name',
    columns: '(status, lower(course_name), id)',
    replaces: { name: 'courses_status_course_name_index', columns: '(status, course_name)' },
  },
  {
    table: 'courses',
    name: 'courses_listing_price',
    columns: '(status, price_paise, id)',
    replaces: { name: 'courses_status_price_paise_index', columns: '(status, price_paise)' },
  },
  {
    table: 'courses',
    name: 'courses_listing_enrollments',
    columns: '(status, enrollments_count, id)',
    replaces: {
      name: 'courses_status_enrollments_count_index',
      columns: '(status, enrollments_count)',
    },
  },
  {
    table: 'courses',
    name: 'courses_listing_category',
    columns: '(category_id, status, created_at, id)',
    replaces: { name: 'courses_category_id_index', columns: '(category_id)' },
  },
  ...(
    [
      ['created_at', 'created_at'],
      ['title', 'title'],
      ['author', 'author'],
      ['price', 'price_paise'],
      ['purchases', 'purchases_count'],
      ['revenue', 'revenue_paise'],
    ] as const
  ).map(([label, column]): ListingIndex => ({
    table: 'store_items',
    name: `store_items_listing_${label}`,
    columns: `(status, ${column}, id) WHERE deleted_at IS NULL`,
    replaces: { name: `store_items_status_${column}_index`, columns: `(status, ${column})` },
  })),
  {
    table: 'store_items',
    name: 'store_items_listing_type',
    columns: '(type, status, created_at, id) WHERE deleted_at IS NULL',
    replaces: { name: 'store_items_type_status_index', columns: '(type, status)' },
  },
]

export default class extends BaseSchema {
  async up() {
    for (const index of INDEXES) {
      this.schema.raw(`CREATE INDEX ${index.name} ON ${index.table} ${index.columns}`)
      this.schema.raw(`DROP INDEX IF EXISTS ${index.replaces.name}`)
    }
  }

  async down() {
    for (const index of INDEXES) {
      this.schema.raw(
        `CREATE INDEX ${index.replaces.name} ON ${index.table} ${index.replaces.columns}`
      )
      this.schema.raw(`DROP INDEX IF EXISTS ${index.name}`)
    }
  }
}
