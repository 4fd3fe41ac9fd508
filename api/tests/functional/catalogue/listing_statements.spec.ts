import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiResponse } from '@japa/api-client'
import { CourseFactory } from '#database/factories/course_factory'
import { StoreItemFactory } from '#database/factories/store_item_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { bodyOf } from '#tests/helpers/responses'
import { statementsOf } from '#tests/helpers/queries'
import { SEARCH_WALK_ROWS } from '#core/services/listing_sql'

/**
 * How the listings read the database (docs/decisions.md "Listing reads"):
 * pages without a search are prepared statements on the `listings`
 * connections, planned once (a generic plan) and then only run; a search is
 * planned for its pattern each time, unless the listing's first rows hold its
 * page (that try is prepared too). The statements of a connection are only
 * visible from it: preparedListings reads every connection of the pool.
 */
interface PreparedListing {
  statement: string
  /** bigint: text */
  generic_plans: string
  custom_plans: string
}

/** The listings' prepared statements, on every connection of their pool. */
async function preparedListings() {
  const listings = db.connection('listings')
  // a transaction holds its connection: as many as the pool has are all of them
  const size = db.manager.get('listings')?.config.pool?.max ?? 1
  const transactions = await Promise.all(Array.from({ length: size }, () => listings.transaction()))
  try {
    const results = await Promise.all(
      transactions.map((transaction) =>
        transaction.rawQuery(
          "SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements WHERE name LIKE 'listing\\_%'"
        )
      )
    )
    return results.flatMap((result) => result.rows as PreparedListing[])
  } finally {
    await Promise.all(transactions.map((transaction) => transaction.rollback()))
  }
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

  test('a search is planned for its pattern, never prepared with it', async ({
    client,
    assert,
  }) => {
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

/** The answer to `request`, and how many statements read its page (not the count), by how they search. */
async function answerAndPageReads(request: PromiseLike<ApiResponse>) {
  let answer: any
  const texts = await statementsOf(async () => {
    answer = await bodyOf(request)
  })
  const pages = texts.filter((text) => text.includes('OFFSET'))
  const reads = {
    inFirstRows: pages.filter((text) => text.includes('strpos(')).length,
    planned: pages.filter((text) => text.includes(' LIKE ')).length,
  }
  return { answer, reads }
}

/** `count` published courses newer than any other, named `Filler n`, copied from `model`. */
async function addNewerCourses(modelId: string, count: number) {
  await db.rawQuery(
    `INSERT INTO courses (id, course_name, course_description, price_paise, category_id, instructor_id,
       what_you_will_learn, tags, instructions, thumbnail, status, created_at, updated_at)
     SELECT gen_random_uuid(), 'Filler ' || n, 'Nothing to find', price_paise, category_id, instructor_id,
       what_you_will_learn, tags, instructions, thumbnail, 'published',
       now() + n * interval '1 second', now()
     FROM courses, generate_series(1, ?::int) AS n WHERE courses.id = ?`,
    [count, modelId]
  )
}

test.group('Listings: a search tried in the first rows', (group) => {
  withCleanDatabase(group)

  test('a page of a common term comes from the first rows, prepared', async ({
    client,
    assert,
  }) => {
    await CourseFactory.apply('published')
      .merge({ courseDescription: 'Thermodynamics for engineers' })
      .createMany(12)
    const newest = await db.rawQuery(
      "SELECT id FROM courses WHERE status = 'published' ORDER BY created_at DESC, id DESC LIMIT 10"
    )

    const { answer, reads } = await answerAndPageReads(
      client.post('/api/v1/courses/getAllCourses').json({ search: 'THERMO', limit: 10 })
    )

    assert.deepEqual(reads, { inFirstRows: 1, planned: 0 })
    assert.deepEqual(
      answer.data.map((course: any) => course._id),
      newest.rows.map((row: { id: string }) => row.id)
    )
    assert.equal(answer.totalCourses, 12)
    const statements = await preparedListings()
    const prepared = statements.filter(
      ({ statement }) => statement.includes('strpos(') && statement.includes('FROM courses')
    )
    // one text, prepared on each connection that ran it
    assert.lengthOf(new Set(prepared.map(({ statement }) => statement)), 1)
    for (const { custom_plans: custom } of prepared) assert.equal(Number(custom), 0)
    assert.isTrue(prepared.some(({ generic_plans: generic }) => Number(generic) > 0))
  })

  test('a term the first rows lack is searched in the whole listing', async ({
    client,
    assert,
  }) => {
    const older = await CourseFactory.apply('published')
      .merge({ courseName: 'Indian Polity' })
      .createMany(2)
    await addNewerCourses(older[0].id, SEARCH_WALK_ROWS + 5)

    const { answer, reads } = await answerAndPageReads(
      client.post('/api/v1/courses/getAllCourses').json({ search: 'polity' })
    )

    assert.deepEqual(reads, { inFirstRows: 1, planned: 1 })
    assert.sameMembers(
      answer.data.map((course: any) => course._id),
      older.map((course) => course.id)
    )
    assert.equal(answer.totalCourses, 2)
  })

  test('every page, either order, is the page of the whole listing', async ({ client, assert }) => {
    const [model] = await CourseFactory.apply('published')
      .merge({ courseName: 'Modern History' })
      .createMany(1)
    await addNewerCourses(model.id, 40)
    // every third filler is about history too
    await db.rawQuery(
      "UPDATE courses SET course_description = 'A history of India' WHERE course_name ~ '^Filler ([0-9]+)$' AND substring(course_name from 8)::int % 3 = 0"
    )
    const expected = async (direction: 'asc' | 'desc') => {
      const result = await db.rawQuery(
        `SELECT id FROM courses WHERE status = 'published' AND (course_name ILIKE '%history%' OR course_description ILIKE '%history%') ORDER BY created_at ${direction}, id ${direction}`
      )
      return result.rows.map((row: { id: string }) => row.id)
    }

    for (const sortOrder of ['desc', 'asc'] as const) {
      const all = await expected(sortOrder)
      assert.lengthOf(all, 14)
      const read: string[] = []
      for (let page = 1; page <= 4; page++) {
        const answer = await bodyOf(
          client
            .post('/api/v1/courses/getAllCourses')
            .json({ search: 'History', limit: 4, page, sortOrder })
        )
        assert.equal(answer.totalCourses, 14)
        read.push(...answer.data.map((course: any) => course._id))
      }
      assert.deepEqual(read, all, sortOrder)
    }
  })

  test('the store tries its first rows too, and finds what they lack', async ({
    client,
    assert,
  }) => {
    const [old] = await StoreItemFactory.merge({ title: 'Polity notes' }).createMany(1)
    await db.rawQuery(
      "UPDATE store_items SET created_at = now() - interval '1 hour' WHERE id = ?",
      [old.id]
    )
    const items = await StoreItemFactory.merge({ title: 'Polity handbook' }).createMany(10)

    const common = await answerAndPageReads(
      client.post('/api/v1/store/getAllBooks').json({ search: 'polity', limit: 10 })
    )
    assert.deepEqual(common.reads, { inFirstRows: 1, planned: 0 })
    assert.sameMembers(
      common.answer.data.map((item: any) => item._id),
      items.map((item) => item.id)
    )

    const rest = await answerAndPageReads(
      client.post('/api/v1/store/getAllBooks').json({ search: 'polity', limit: 10, page: 2 })
    )
    assert.deepEqual(rest.reads, { inFirstRows: 1, planned: 1 })
    assert.deepEqual(
      rest.answer.data.map((item: any) => item._id),
      [old.id]
    )
  })
})
