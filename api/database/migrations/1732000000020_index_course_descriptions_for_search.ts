import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The catalogue's search box matches course names and descriptions
 * (case-insensitive substring). Names already have a trigram index; this one
 * lets PostgreSQL answer `lower(name) LIKE ... OR lower(description) LIKE ...`
 * with a bitmap OR of the two indexes instead of reading every course.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      'CREATE INDEX courses_description_trgm ON courses USING gin (lower(course_description) gin_trgm_ops)'
    )
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS courses_description_trgm')
  }
}
