import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { CourseFactory } from '#database/factories/course_factory'
import { StoreItemFactory } from '#database/factories/store_item_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { bodyOf } from '#tests/helpers/responses'

/**
 * How the listings read the database (docs/decisions.md "Listing reads"):
 * pages without a search are prepared statements on the `listings`
 * connections, planned once (a generic plan) and then only run; a search is
 * planned for its pattern each time. The statements of a connection are only
 * visible from it: these tests run every request one at a time, so the pool
 * keeps reusing the connections the listings opened.
 */
interface PreparedListing {
  statement: string
  /** bigint: text */
  generic_plans: string
  custom_plans: string
}

async function preparedListings() {
  const result = await db
    .connection('listings')
    .rawQuery(
      "SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements WHERE name LIKE 'listing\\_%'"
    )
  return result.rows as PreparedListing[]
}

test.group('Listings: prepared statements', (group) => {
  withCleanDatabase(group)

  test('the listings connections keep generic plans', async ({ assert }) => {
    const result = await db.connection('listings').rawQuery('SHOW plan_cache_mode')
    assert.equal(result.rows[0].plan_cache_mode, 'force_generic_plan')
  })

  test('a page without a search is planned once and then only run', async ({ client, assert }) => {
    await CourseFactory.apply('published').createMany(3)
    await StoreItemFactory.createMany(3)
    for (let page = 1; page <= 3; page++) {
      await bodyOf(client.post('/api/v1/courses/getAllCourses').json({ page, limit: 1 }))
      await bodyOf(client.post('/api/v1/store/getAllBooks').json({ page, limit: 1 }))
    }

    const statements = await preparedListings()
    const pages = statements.filter(({ statement }) => statement.includes('OFFSET'))
    assert.isAbove(pages.length, 0)
    for (const { statement, generic_plans: generic, custom_plans: custom } of pages) {
      assert.equal(Number(custom), 0, statement)
      assert.isAbove(Number(generic), 0, statement)
    }
    const texts = pages.map(({ statement }) => statement).join('\n')
    assert.include(texts, 'FROM courses')
    assert.include(texts, 'FROM store_items')
  })

  test('a search is never prepared', async ({ client, assert }) => {
    await CourseFactory.apply('published').merge({ courseName: 'Indian Polity' }).create()
    const answer = await bodyOf(
      client.post('/api/v1/courses/getAllCourses').json({ search: 'polity' })
    )
    await bodyOf(client.post('/api/v1/store/getAllBooks').json({ search: 'polity' }))

    assert.equal(answer.totalCourses, 1)
    const statements = await preparedListings()
    assert.notInclude(statements.map(({ statement }) => statement).join('\n'), 'LIKE')
  })
})
