import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Each course keeps the count and the sum of its ratings (rating_count,
 * rating_sum), so a course card's rating is read with the course instead of
 * aggregated from course_ratings for every card of every listing (two index
 * scans per card, most of an uncached page's database work; see
 * docs/decisions.md "Listing reads"). Statement-level triggers
 * on course_ratings keep them: every write path (rating, deleting a learner or
 * a course, the seeds) goes through them, one UPDATE per statement whatever
 * the number of rows.
 */
const DELTA_TRIGGERS = [
  // event, transition tables, the rows to add (+1) and to take away (-1)
  ['INSERT', 'NEW TABLE AS added', 'SELECT course_id, rating, 1 AS sign FROM added'],
  ['DELETE', 'OLD TABLE AS removed', 'SELECT course_id, rating, -1 AS sign FROM removed'],
  [
    'UPDATE',
    'OLD TABLE AS removed NEW TABLE AS added',
    'SELECT course_id, rating, 1 AS sign FROM added UNION ALL SELECT course_id, rating, -1 FROM removed',
  ],
] as const

export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      'ALTER TABLE courses ADD COLUMN rating_count integer NOT NULL DEFAULT 0, ADD COLUMN rating_sum integer NOT NULL DEFAULT 0'
    )
    for (const [event, tables, rows] of DELTA_TRIGGERS) {
      const name = `course_rating_totals_on_${event.toLowerCase()}`
      this.schema.raw(`
        CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          UPDATE courses SET rating_count = courses.rating_count + delta.count,
                             rating_sum = courses.rating_sum + delta.sum
          FROM (SELECT course_id, sum(sign)::int AS count, sum(sign * rating)::int AS sum
                FROM (${rows}) AS changed GROUP BY course_id) AS delta
          WHERE courses.id = delta.course_id AND (delta.count <> 0 OR delta.sum <> 0);
          RETURN NULL;
        END $$`)
      this.schema.raw(
        `CREATE TRIGGER ${name} AFTER ${event} ON course_ratings REFERENCING ${tables} FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`
      )
    }
    this.schema.raw(`
      UPDATE courses SET rating_count = totals.count, rating_sum = totals.sum
      FROM (SELECT course_id, count(*)::int AS count, sum(rating)::int AS sum
            FROM course_ratings GROUP BY course_id) AS totals
      WHERE courses.id = totals.course_id`)
  }

  async down() {
    for (const [event] of DELTA_TRIGGERS) {
      const name = `course_rating_totals_on_${event.toLowerCase()}`
      this.schema.raw(`DROP TRIGGER IF EXISTS ${name} ON course_ratings`)
      this.schema.raw(`DROP FUNCTION IF EXISTS ${name}()`)
    }
    this.schema.raw('ALTER TABLE courses DROP COLUMN rating_count, DROP COLUMN rating_sum')
  }
}
