import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The catalogue's search (name or description) in one stored column:
 * lower(course_name), a line break, lower(course_description), with one
 * trigram index. A search without a line break cannot match across the
 * break, so `search_text LIKE '%term%'` finds exactly what
 * `lower(course_name) LIKE ... OR search_description LIKE ...` found, with one
 * test per row instead of a lower() and two (CatalogueService keeps the
 * two-column test for a search that contains a line break). It replaces
 * search_description (migration 1732000000135).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      "ALTER TABLE courses ADD COLUMN search_text text GENERATED ALWAYS AS (lower(course_name) || E'\\n' || lower(course_description)) STORED"
    )
    this.schema.raw(
      'CREATE INDEX courses_search_text_trgm ON courses USING gin (search_text gin_trgm_ops)'
    )
    this.schema.raw('ALTER TABLE courses DROP COLUMN search_description')
  }

  async down() {
    this.schema.raw(
      'ALTER TABLE courses ADD COLUMN search_description text GENERATED ALWAYS AS (lower(course_description)) STORED'
    )
    this.schema.raw(
      'CREATE INDEX courses_search_description_trgm ON courses USING gin (search_description gin_trgm_ops)'
    )
    this.schema.raw('ALTER TABLE courses DROP COLUMN search_text')
  }
}
