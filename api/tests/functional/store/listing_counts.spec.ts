import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import type User from '#accounts/models/user'
import { listingCounts } from '#core/services/listing_cache'
import { StoreItemFactory } from '#database/factories/store_item_factory'
import { UserFactory } from '#database/factories/user_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { countQueries } from '#tests/helpers/queries'

const PATH = '/api/v1/store/getAllBooks'

interface BooksAnswer {
  data: { title: string }[]
  meta: { totalItems: number; totalPages: number; hasNextPage: boolean }
}

/** One page (filters in the query string) as a visitor, or as `admin` with a bearer token. */
async function booksPage(client: ApiClient, query: Record<string, unknown>, admin?: User) {
  const request = client.post(PATH).qs(query)
  const response = await (admin ? request.withGuard('api').loginAs(admin) : request)
  response.assertStatus(200)
  return response.body() as BooksAnswer
}

const titles = (answer: BooksAnswer) => answer.data.map((entry) => entry.title)

/**
 * The published store's count is reused (listingCounts) while every page is
 * read afresh; an admin write through the API empties it.
 */
test.group('getAllBooks: the count of the published store', (group) => {
  withCleanDatabase(group)
  group.each.setup(async () => {
    listingCounts.ttlSeconds = 60
    await listingCounts.clear()
    return async () => {
      listingCounts.ttlSeconds = 0
      await listingCounts.clear()
    }
  })

  test('is counted once per filter, whatever the page or sort', async ({ client, assert }) => {
    await StoreItemFactory.merge({ type: 'Notes', title: 'Polity notes' }).createMany(3)

    const first = await countQueries(() => client.post(PATH).qs({ category: 'notes', limit: 2 }))
    const again = await countQueries(() =>
      client.post(PATH).qs({ category: 'Notes', limit: 2, page: 2, sort: 'price', order: 'asc' })
    )
    const searched = await booksPage(client, { search: 'POLITY' })

    assert.equal(again, first - 1)
    assert.deepInclude(searched.meta, { totalItems: 3, totalPages: 1 })
  })

  test('pages read afresh, and an admin write through the API counts again', async ({
    client,
    assert,
  }) => {
    const item = await StoreItemFactory.merge({ title: 'Alpha' }).create()
    const first = await booksPage(client, {})
    assert.equal(first.meta.totalItems, 1)

    // written behind the API's back: the page shows it, the count has not been asked again
    await StoreItemFactory.merge({ title: 'Bravo' }).create()
    const stale = await booksPage(client, {})
    assert.lengthOf(stale.data, 2)
    assert.equal(stale.meta.totalItems, 1)

    const admin = await UserFactory.apply('admin').create()
    const archived = await client
      .post('/api/v1/store/bulkAction')
      .json({ ids: [item.id], action: 'archive' })
      .withGuard('api')
      .loginAs(admin)
    archived.assertStatus(200)

    const fresh = await booksPage(client, {})
    assert.deepEqual(titles(fresh), ['Bravo'])
    assert.deepInclude(fresh.meta, { totalItems: 1, totalPages: 1, hasNextPage: false })
  })

  test("the admin view's counts are never reused", async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    await StoreItemFactory.apply('draft').create()
    const before = await booksPage(client, { adminView: 'true' }, admin)
    await StoreItemFactory.apply('draft').create()
    const after = await booksPage(client, { adminView: 'true' }, admin)

    assert.equal(before.meta.totalItems, 1)
    assert.equal(after.meta.totalItems, 2)
  })
})

test.group('getAllBooks: search', (group) => {
  withCleanDatabase(group)

  test('matches part of a word across title, author and description', async ({
    client,
    assert,
  }) => {
    await StoreItemFactory.merge({
      title: 'Geopolitics',
      author: 'Asha Rao',
      description: 'Maps',
    }).create()
    await StoreItemFactory.merge({
      title: 'Notes',
      author: 'Meera Politkar',
      description: 'Budget',
    }).create()
    await StoreItemFactory.merge({
      title: 'Maths',
      author: 'Ravi',
      description: 'Algebra',
    }).create()

    for (const [search, expected] of [
      ['POLIT', ['Geopolitics', 'Notes']],
      ['rao map', ['Geopolitics']],
      ['geb', ['Maths']],
    ] as const) {
      const body = await booksPage(client, { search, sort: 'title', order: 'asc' })
      assert.deepEqual(titles(body), [...expected], search)
      assert.equal(body.meta.totalItems, expected.length, search)
    }
  })

  test('finds an item as it is after an edit', async ({ client, assert }) => {
    const item = await StoreItemFactory.merge({ title: 'Rivers of India' }).create()
    await db.from('store_items').where('id', item.id).update({ title: 'Monsoon winds' })

    const rivers = await booksPage(client, { search: 'rivers' })
    const monsoon = await booksPage(client, { search: 'monsoon' })

    assert.equal(rivers.meta.totalItems, 0)
    assert.equal(monsoon.meta.totalItems, 1)
  })

  test('the stored search text has a trigram index', async ({ assert }) => {
    const plan = await db.transaction(async (trx) => {
      await trx.rawQuery('SET LOCAL enable_seqscan = off')
      return trx.rawQuery("EXPLAIN SELECT id FROM store_items WHERE search_text LIKE '%polity%'")
    })

    assert.include(JSON.stringify(plan.rows), 'store_items_search_text_trgm')
  })
})
