import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Categories, courses and their content (sections and lessons), and the
 * drafts the builder resumes. Every filter and sort of the catalogue has an
 * index; course name search uses trigrams.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm')

    this.schema.createTable('categories', (table) => {
      table.uuid('id').primary()
      table.string('name', 80).notNullable()
      table.string('description', 500).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
    })
    this.schema.raw('CREATE UNIQUE INDEX categories_name_unique ON categories (lower(name))')

    this.schema.createTable('courses', (table) => {
      table.uuid('id').primary()
      table.string('course_name', 200).notNullable()
      table.text('course_description').notNullable()
      table.integer('price_paise').notNullable().defaultTo(0)
      table.uuid('category_id').nullable().references('id').inTable('categories')
      table.uuid('instructor_id').notNullable().references('id').inTable('users')
      table.text('what_you_will_learn').notNullable().defaultTo('')
      table.jsonb('tags').notNullable().defaultTo('[]')
      table.jsonb('instructions').notNullable().defaultTo('[]')
      table.string('coupon_code', 50).nullable()
      table.string('thumbnail', 2048).nullable()
      table.string('status', 16).notNullable().defaultTo('draft')
      // kept in step by the enrolment and lesson services, for sorting and cards
      table.integer('enrollments_count').notNullable().defaultTo(0)
      table.integer('total_duration_seconds').notNullable().defaultTo(0)
      table.timestamp('published_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()

      table.index(['category_id'])
      table.index(['instructor_id'])
      table.index(['status', 'created_at'])
      table.index(['status', 'course_name'])
      table.index(['status', 'price_paise'])
      table.index(['status', 'enrollments_count'])
    })
    this.schema.raw(
      "ALTER TABLE courses ADD CONSTRAINT courses_status_check CHECK (status IN ('draft', 'published'))"
    )
    this.schema.raw(
      'ALTER TABLE courses ADD CONSTRAINT courses_price_check CHECK (price_paise >= 0)'
    )
    this.schema.raw(
      'CREATE INDEX courses_name_trgm ON courses USING gin (lower(course_name) gin_trgm_ops)'
    )

    this.schema.createTable('sections', (table) => {
      table.uuid('id').primary()
      table.uuid('course_id').notNullable().references('id').inTable('courses').onDelete('CASCADE')
      table.string('section_name', 200).notNullable()
      table.integer('position').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['course_id', 'position'])
    })

    this.schema.createTable('lessons', (table) => {
      table.uuid('id').primary()
      table
        .uuid('section_id')
        .notNullable()
        .references('id')
        .inTable('sections')
        .onDelete('CASCADE')
      table.string('title', 200).notNullable()
      table.text('description').notNullable().defaultTo('')
      table.string('video_url', 2048).notNullable()
      table.integer('duration_seconds').notNullable().defaultTo(0)
      table.integer('position').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['section_id', 'position'])
    })

    this.schema.createTable('course_drafts', (table) => {
      table.uuid('id').primary()
      table
        .uuid('course_id')
        .notNullable()
        .unique()
        .references('id')
        .inTable('courses')
        .onDelete('CASCADE')
      table.smallint('creation_step').notNullable().defaultTo(1)
      table.uuid('created_by').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['updated_at'])
    })
  }

  async down() {
    this.schema.dropTable('course_drafts')
    this.schema.dropTable('lessons')
    this.schema.dropTable('sections')
    this.schema.dropTable('courses')
    this.schema.dropTable('categories')
  }
}
