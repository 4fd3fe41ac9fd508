import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Who may study what (enrolments, one per learner and course), how far they
 * got (lesson progress, the last lesson and position) and their ratings.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('enrolments', (table) => {
      table.uuid('id').primary()
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      // a course with learners is never deleted from under them
      table.uuid('course_id').notNullable().references('id').inTable('courses').onDelete('RESTRICT')
      // purchase | free | manual
      table.string('source', 16).notNullable()
      table
        .uuid('last_lesson_id')
        .nullable()
        .references('id')
        .inTable('lessons')
        .onDelete('SET NULL')
      table.integer('last_position_seconds').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.unique(['user_id', 'course_id'])
      table.index(['course_id', 'created_at'])
      table.index(['created_at'])
    })

    this.schema.createTable('lesson_progress', (table) => {
      table.uuid('id').primary()
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.uuid('course_id').notNullable().references('id').inTable('courses').onDelete('CASCADE')
      table.uuid('lesson_id').notNullable().references('id').inTable('lessons').onDelete('CASCADE')
      table.integer('position_seconds').notNullable().defaultTo(0)
      table.timestamp('completed_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.unique(['user_id', 'lesson_id'])
      table.index(['user_id', 'course_id'])
    })

    this.schema.createTable('course_ratings', (table) => {
      table.uuid('id').primary()
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.uuid('course_id').notNullable().references('id').inTable('courses').onDelete('CASCADE')
      table.smallint('rating').notNullable()
      table.text('review').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.unique(['user_id', 'course_id'])
      table.index(['course_id'])
    })
    this.schema.raw(
      'ALTER TABLE course_ratings ADD CONSTRAINT course_ratings_rating_check CHECK (rating BETWEEN 1 AND 5)'
    )
  }

  async down() {
    this.schema.dropTable('course_ratings')
    this.schema.dropTable('lesson_progress')
    this.schema.dropTable('enrolments')
  }
}
