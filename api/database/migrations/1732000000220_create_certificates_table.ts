import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Certificates for the learners who had already completed every lesson of a course before
 * certificates existed: dated at their last completion, with 12 random characters of Crockford's
 * base 32 as the public id (from the fully random bytes of a version 4 UUID), like
 * app/certificates/services/public_id.ts draws them. Kept beside the migration so a test can run it.
 */
export const BACKFILL_CERTIFICATES = `
INSERT INTO certificates
  (id, public_id, user_id, course_id, learner_name, course_name, issued_at, created_at, updated_at)
SELECT gen_random_uuid(), drawn.public_id, enrolments.user_id, enrolments.course_id,
       trim(users.first_name || ' ' || users.last_name), courses.course_name, done.last_at,
       now(), now()
  FROM enrolments
  JOIN courses ON courses.id = enrolments.course_id AND courses.issues_certificate
  JOIN users ON users.id = enrolments.user_id
  JOIN LATERAL (
    SELECT count(*) AS total, count(lesson_progress.completed_at) AS completed,
           max(lesson_progress.completed_at) AS last_at
      FROM lessons
      JOIN sections ON sections.id = lessons.section_id
      LEFT JOIN lesson_progress ON lesson_progress.lesson_id = lessons.id
                               AND lesson_progress.user_id = enrolments.user_id
     WHERE sections.course_id = enrolments.course_id
  ) done ON done.total > 0 AND done.completed = done.total
  CROSS JOIN LATERAL (
    SELECT string_agg(
             substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', (get_byte(random.bytes, byte) & 31) + 1, 1),
             '' ORDER BY position) AS public_id
      FROM (SELECT uuid_send(gen_random_uuid()) AS bytes, enrolments.id AS for_enrolment) random,
           unnest(ARRAY[0, 1, 2, 3, 4, 5, 9, 10, 11, 12, 13, 14]) WITH ORDINALITY AS picked(byte, position)
  ) drawn
ON CONFLICT DO NOTHING`

/**
 * Certificates of completion (docs/decisions.md#certificates): one per learner and course,
 * issued when every lesson is completed, with the learner's and the course's names as they were
 * on that day and a short random public id for its verification page (`/verify/{public_id}`).
 * A refund withdraws it (withdrawn_at, withdrawn_reason); the row is kept so the page can say so.
 *
 * Courses say whether they issue one (`issues_certificate`, set in the course wizard): every
 * course page has always shown a "Certificate" badge, so existing and new courses do unless the
 * admin turns it off.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('courses', (table) => {
      table.boolean('issues_certificate').notNullable().defaultTo(true)
    })

    this.schema.createTable('certificates', (table) => {
      table.uuid('id').primary()
      table.string('public_id', 16).notNullable().unique()
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.uuid('course_id').notNullable().references('id').inTable('courses').onDelete('CASCADE')
      table.string('learner_name', 200).notNullable()
      table.string('course_name', 200).notNullable()
      table.timestamp('issued_at', { useTz: true }).notNullable()
      table.timestamp('withdrawn_at', { useTz: true }).nullable()
      table.string('withdrawn_reason', 32).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()

      // issued once: repeated or concurrent completions insert nothing more
      table.unique(['user_id', 'course_id'])
      table.index(['user_id', 'issued_at'])
      table.index(['course_id'])
    })

    this.schema.raw(BACKFILL_CERTIFICATES)
  }

  async down() {
    this.schema.dropTable('certificates')
    this.schema.alterTable('courses', (table) => {
      table.dropColumn('issues_certificate')
    })
  }
}
