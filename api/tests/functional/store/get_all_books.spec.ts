import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import type User from '#accounts/models/user'
import type StoreItem from '#store/models/store_item'
import { UserFactory } from '#database/factories/user_factory'
import { StoreItemFactory } from '#database/factories/store_item_factory'
import { PurchaseFactory } from '#database/factories/purchase_factory'
import { withCleanDatabase } from '#tests/helpers/database'

const PATH = '/api/v1/store/getAllBooks'
const DAY = { days: 1 }
const START = DateTime.fromISO('2026-01-10T10:00:00Z')

/**
 * Five published items with distinct titles, authors, prices, purchase counts
 * and ages (A is the oldest), plus one draft, one archived and one deleted.
 */
async function catalogue() {
  const make = (title: string, fields: Partial<StoreItem>, age: number) =>
    StoreItemFactory.merge({ title, createdAt: START.plus({ days: age }), ...fields }).create()
  const a = await make(
    'Alpha Polity Notes',
    {
      author: 'Meera Iyer',
      type: 'Notes',
      pricePaise: 30_000,
      purchasesCount: 5,
      revenuePaise: 150_000,
      description: 'Constitution and Parliament',
    },
    0
  )
  const b = await make(
    'Bravo Test Series',
    {
      author: 'Rahul Nair',
      type: 'TestSeries',
      pricePaise: 0,
      purchasesCount: 9,
      revenuePaise: 0,
      description: 'Mock tests for prelims',
    },
    1
  )
  const c = await make(
    'Charlie Geography',
    {
      author: 'Meera Iyer',
      type: 'Material',
      pricePaise: 99_900,
      purchasesCount: 1,
      revenuePaise: 99_900,
      description: 'Rivers & mountains of India',
    },
    2
  )
  const d = await make(
    'Delta History Book',
    {
      author: 'Zoya Khan',
      type: 'Books',
      pricePaise: 45_050,
      purchasesCount: 3,
      revenuePaise: 500_000,
      description: 'Modern India 1857-1947',
    },
    3
  )
  const e = await make(
    'Echo Economy Notes',
    {
      author: 'Arjun Rao',
      type: 'Notes',
      pricePaise: 12_000,
      purchasesCount: 0,
      revenuePaise: 0,
      description: 'Budget, inflation: 100% covered',
    },
    4
  )
  const draft = await StoreItemFactory.apply('draft')
    .merge({ title: 'Foxtrot Draft', author: 'Zoya Khan', createdAt: START.plus({ days: 5 }) })
    .create()
  const archived = await StoreItemFactory.apply('archived')
    .merge({ title: 'Golf Archived', createdAt: START.plus({ days: 6 }) })
    .create()
  const deleted = await StoreItemFactory.apply('deleted')
    .merge({ title: 'Hotel Deleted', createdAt: START.plus({ days: 7 }) })
    .create()
  return { a, b, c, d, e, draft, archived, deleted }
}

type Options = { query?: Record<string, unknown>; body?: Record<string, unknown>; user?: User }

async function books(client: ApiClient, options: Options = {}) {
  let request = client
    .post(PATH)
    .qs(options.query ?? {})
    .json(options.body ?? {})
  if (options.user) request = request.loginAs(options.user)
  const response = await request
  response.assertStatus(200)
  return response.body() as { success: boolean; message: string; data: any[]; meta: any }
}

const titles = (body: { data: any[] }) => body.data.map((item) => item.title.split(' ')[0])

test.group('POST /api/v1/store/getAllBooks: answer and visibility', (group) => {
  withCleanDatabase(group)

  test('lists published items newest first with the documented fields', async ({
    client,
    assert,
  }) => {
    const { a, c } = await catalogue()

    const body = await books(client)

    assert.isTrue(body.success)
    assert.isString(body.message)
    assert.deepEqual(titles(body), ['Echo', 'Delta', 'Charlie', 'Bravo', 'Alpha'])
    assert.deepEqual(body.meta, {
      totalItems: 5,
      currentPage: 1,
      totalPages: 1,
      hasNextPage: false,
      hasPrevPage: false,
      limit: 10,
      freeItems: 1,
    })
    const alpha = body.data.find((item) => item._id === a.id)
    assert.deepEqual(alpha, {
      _id: a.id,
      title: 'Alpha Polity Notes',
      author: 'Meera Iyer',
      description: 'Constitution and Parliament',
      type: 'Notes',
      category: 'Notes',
      price: 300,
      pricePaise: 30_000,
      isFree: false,
      thumbnailUrl: a.thumbnailUrl,
      thumbnail_public_id: a.thumbnailPublicId,
      thumbnail_format: 'png',
      pdf_format: 'pdf',
      status: 'published',
      themes: [],
      purchases: 5,
      studentsPurchase: [],
      createdAt: START.toUTC().toISO(),
      updatedAt: alpha.updatedAt,
    })
    const charlie = body.data.find((item) => item._id === c.id)
    assert.equal(charlie.price, 999)
    const bravo = body.data.find((item) => item.title.startsWith('Bravo'))
    assert.include(bravo, { price: 0, pricePaise: 0, isFree: true })
  })

  test('never shows a download link, the PDF id or sales to learners and visitors', async ({
    client,
    assert,
  }) => {
    await catalogue()
    const learner = await UserFactory.create()

    for (const user of [undefined, learner]) {
      const body = await books(client, { user })
      for (const item of body.data) {
        for (const hidden of [
          'downloadUrl',
          'pdf_public_id',
          'totalSales',
          'totalRevenue',
          'pdfBytes',
        ]) {
          assert.notProperty(item, hidden)
        }
      }
    }
  })

  test('gives admins the sales fields', async ({ client, assert }) => {
    const { d } = await catalogue()
    const admin = await UserFactory.apply('admin').create()

    const body = await books(client, { user: admin })

    const delta = body.data.find((item) => item._id === d.id)
    assert.include(delta, {
      totalSales: 3,
      totalRevenue: 5000,
      totalRevenuePaise: 500_000,
      averageRating: null,
      pdf_public_id: d.pdfPublicId,
      pdfBytes: 1024,
      category: 'Books',
    })
    assert.notProperty(delta, 'downloadUrl')
  })

  test('hides drafts, archived and deleted items from visitors, learners and admins without the admin view', async ({
    client,
    assert,
  }) => {
    await catalogue()
    const learner = await UserFactory.create()
    const admin = await UserFactory.apply('admin').create()

    for (const user of [undefined, learner, admin]) {
      const body = await books(client, { user, query: { limit: 100 } })
      assert.equal(body.meta.totalItems, 5)
      assert.notIncludeMembers(titles(body), ['Foxtrot', 'Golf', 'Hotel'])
    }
  })

  test('ignores the admin view and status for non-admins', async ({ client, assert }) => {
    await catalogue()
    const learner = await UserFactory.create()

    for (const user of [undefined, learner]) {
      const body = await books(client, {
        user,
        query: { adminView: 'true', status: 'draft', sort: 'revenue', order: 'asc' },
      })
      assert.equal(body.meta.totalItems, 5)
      // revenue is not a sort for them: createdAt asc
      assert.deepEqual(titles(body), ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'])
    }
  })

  test('the admin view shows drafts and archived items, never deleted ones', async ({
    client,
    assert,
  }) => {
    await catalogue()
    const admin = await UserFactory.apply('admin').create()

    const all = await books(client, { user: admin, query: { adminView: 'true' } })
    assert.deepEqual(titles(all), ['Golf', 'Foxtrot', 'Echo', 'Delta', 'Charlie', 'Bravo', 'Alpha'])
    const statuses = Object.fromEntries(
      all.data.map((item) => [item.title.split(' ')[0], item.status])
    )
    assert.include(statuses, { Golf: 'archived', Foxtrot: 'draft', Echo: 'published' })

    const cases: [unknown, string[]][] = [
      ['draft', ['Foxtrot']],
      ['Draft', ['Foxtrot']],
      ['ARCHIVED', ['Golf']],
      ['published', ['Echo', 'Delta', 'Charlie', 'Bravo', 'Alpha']],
      ['all', ['Golf', 'Foxtrot', 'Echo', 'Delta', 'Charlie', 'Bravo', 'Alpha']],
      ['nonsense', ['Golf', 'Foxtrot', 'Echo', 'Delta', 'Charlie', 'Bravo', 'Alpha']],
    ]
    for (const [status, expected] of cases) {
      const body = await books(client, { user: admin, query: { adminView: true, status } })
      assert.deepEqual(titles(body), expected, String(status))
    }

    // the flag from the JSON body counts too
    const fromBody = await books(client, {
      user: admin,
      body: { adminView: true, status: 'draft' },
    })
    assert.deepEqual(titles(fromBody), ['Foxtrot'])
  })

  test('studentsPurchase holds only the caller, on the items they own', async ({
    client,
    assert,
  }) => {
    const { a, c } = await catalogue()
    const owner = await UserFactory.create()
    const other = await UserFactory.create()
    const admin = await UserFactory.apply('admin').create()
    await PurchaseFactory.merge({ userId: owner.id, storeItemId: a.id }).create()
    await PurchaseFactory.merge({ userId: other.id, storeItemId: a.id }).create()
    await PurchaseFactory.merge({ userId: other.id, storeItemId: c.id }).create()

    const mine = await books(client, { user: owner })
    for (const item of mine.data) {
      assert.deepEqual(item.studentsPurchase, item._id === a.id ? [{ _id: owner.id }] : [])
    }

    for (const user of [undefined, admin]) {
      const body = await books(client, { user })
      for (const item of body.data) assert.deepEqual(item.studentsPurchase, [])
    }
  })

  test('works with a bearer token, and with a session but no CSRF token', async ({
    client,
    assert,
  }) => {
    const { a } = await catalogue()
    const owner = await UserFactory.create()
    await PurchaseFactory.merge({ userId: owner.id, storeItemId: a.id }).create()

    const bearer = await client.post(PATH).json({}).withGuard('api').loginAs(owner)
    bearer.assertStatus(200)
    const owned = bearer.body().data.find((item: any) => item._id === a.id)
    assert.deepEqual(owned.studentsPurchase, [{ _id: owner.id }])

    const session = await client.post(PATH).json({}).loginAs(owner)
    session.assertStatus(200)
  })
})

test.group('POST /api/v1/store/getAllBooks: sanitising', (group) => {
  withCleanDatabase(group)

  test('page below 1 or not an integer becomes 1 ({$self})')
    .with(['0', '-3', '1.5', 'abc', '2abc', '1e1', '', 0, -1, 2.5, true])
    .run(async ({ client, assert }, page) => {
      await StoreItemFactory.createMany(3)

      const body = await books(client, { query: { page, limit: 2 } })

      assert.equal(body.meta.currentPage, 1)
      assert.lengthOf(body.data, 2)
      assert.isFalse(body.meta.hasPrevPage)
    })

  test('limit is clamped to 1-100 and defaults to 10 ({$self.given})')
    .with([
      { given: '0', limit: 1 },
      { given: '-5', limit: 1 },
      { given: '1', limit: 1 },
      { given: '100', limit: 100 },
      { given: '101', limit: 100 },
      { given: '5000', limit: 100 },
      { given: 'abc', limit: 10 },
      { given: '', limit: 10 },
      { given: undefined, limit: 10 },
      { given: '12.7', limit: 12 },
      { given: 24, limit: 24 },
    ])
    .run(async ({ client, assert }, { given, limit }) => {
      await StoreItemFactory.createMany(3)

      const body = await books(client, { query: given === undefined ? {} : { limit: given } })

      assert.equal(body.meta.limit, limit)
      assert.lengthOf(body.data, Math.min(limit, 3))
      assert.equal(body.meta.totalPages, Math.ceil(3 / limit))
    })

  test('order must be asc or desc, else desc ({$self})')
    .with(['up', 'ASC', 'descending', '', '1'])
    .run(async ({ client, assert }, order) => {
      await catalogue()

      const body = await books(client, { query: { order, sort: 'title' } })

      assert.deepEqual(titles(body), ['Echo', 'Delta', 'Charlie', 'Bravo', 'Alpha'])
    })

  test('sort must be one of createdAt, title, author, price, purchases, else createdAt ({$self})')
    .with(['revenue', 'updatedAt', 'price_paise', 'TITLE', 'id; DROP TABLE store_items', ''])
    .run(async ({ client, assert }, sort) => {
      await catalogue()

      const body = await books(client, { query: { sort, order: 'asc' } })

      assert.deepEqual(titles(body), ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'])
    })

  test('a repeated query key counts once (the first)', async ({ client, assert }) => {
    await catalogue()

    const response = await client.post(`${PATH}?limit=2&limit=50&sort=title&sort=price`).json({})

    response.assertStatus(200)
    assert.equal(response.body().meta.limit, 2)
    assert.deepEqual(titles(response.body()), ['Echo', 'Delta'])
  })

  test('the JSON body wins over the query string for the same filter', async ({
    client,
    assert,
  }) => {
    await catalogue()

    const both = await books(client, {
      query: { limit: 4, sort: 'title', order: 'asc', category: 'Books' },
      body: { limit: 2, category: 'notes' },
    })
    assert.equal(both.meta.limit, 2)
    assert.deepEqual(titles(both), ['Alpha', 'Echo'])

    // an empty body value does not erase the query's
    const empty = await books(client, { query: { limit: 3 }, body: { limit: '', search: null } })
    assert.equal(empty.meta.limit, 3)

    const bodyOnly = await books(client, {
      body: { page: 2, limit: 2, sort: 'price', order: 'desc' },
    })
    assert.equal(bodyOnly.meta.currentPage, 2)
    assert.deepEqual(titles(bodyOnly), ['Alpha', 'Echo'])
  })
})

test.group('POST /api/v1/store/getAllBooks: filters, sorts and paging', (group) => {
  withCleanDatabase(group)

  test('category matches the type in any case; all means no filter', async ({ client, assert }) => {
    await catalogue()

    const cases: [string, string[]][] = [
      ['Notes', ['Echo', 'Alpha']],
      ['notes', ['Echo', 'Alpha']],
      ['TESTSERIES', ['Bravo']],
      ['Material', ['Charlie']],
      ['books', ['Delta']],
      ['all', ['Echo', 'Delta', 'Charlie', 'Bravo', 'Alpha']],
      ['All', ['Echo', 'Delta', 'Charlie', 'Bravo', 'Alpha']],
      ['Videos', []],
    ]
    for (const [category, expected] of cases) {
      assert.deepEqual(titles(await books(client, { query: { category } })), expected, category)
    }
    // `type` is read as the same filter
    assert.deepEqual(titles(await books(client, { body: { type: 'Books' } })), ['Delta'])
  })

  test('author matches exactly, in any case', async ({ client, assert }) => {
    await catalogue()

    assert.deepEqual(titles(await books(client, { query: { author: 'Meera Iyer' } })), [
      'Charlie',
      'Alpha',
    ])
    assert.deepEqual(titles(await books(client, { query: { author: '  MEERA IYER ' } })), [
      'Charlie',
      'Alpha',
    ])
    assert.deepEqual(titles(await books(client, { query: { author: 'Meera' } })), [])
    // a draft's author does not bring the draft in
    assert.deepEqual(titles(await books(client, { query: { author: 'zoya khan' } })), ['Delta'])
  })

  test('search looks in title, author and description, in any case', async ({ client, assert }) => {
    await catalogue()

    const cases: [string, string[]][] = [
      ['polity', ['Alpha']],
      ['TEST SERIES', ['Bravo']],
      ['rahul', ['Bravo']],
      ['iyer', ['Charlie', 'Alpha']],
      ['parliament', ['Alpha']],
      ['rivers & mount', ['Charlie']],
      ['india', ['Delta', 'Charlie']],
      ['notes', ['Echo', 'Alpha']],
      ['100%', ['Echo']],
      ['%', ['Echo']],
      ['_', []],
      ['nothing like this', []],
      ['foxtrot', []],
    ]
    for (const [search, expected] of cases) {
      assert.deepEqual(titles(await books(client, { query: { search } })), expected, search)
    }
  })

  test('filters combine', async ({ client, assert }) => {
    await catalogue()

    const body = await books(client, {
      query: { category: 'Notes', author: 'meera iyer', search: 'constitution' },
    })

    assert.deepEqual(titles(body), ['Alpha'])
    assert.equal(body.meta.totalItems, 1)
  })

  test('sorts by every documented key, both ways', async ({ client, assert }) => {
    await catalogue()

    const cases: [string, string[]][] = [
      ['createdAt', ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']],
      ['title', ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']],
      ['price', ['Bravo', 'Echo', 'Alpha', 'Delta', 'Charlie']],
      ['purchases', ['Echo', 'Charlie', 'Delta', 'Alpha', 'Bravo']],
    ]
    for (const [sort, ascending] of cases) {
      const up = await books(client, { query: { sort, order: 'asc' } })
      assert.deepEqual(titles(up), ascending, `${sort} asc`)
      const down = await books(client, { query: { sort, order: 'desc' } })
      assert.deepEqual(titles(down), [...ascending].reverse(), `${sort} desc`)
    }
    // two items share an author, so compare the authors
    const authors = ['Arjun Rao', 'Meera Iyer', 'Meera Iyer', 'Rahul Nair', 'Zoya Khan']
    const byAuthor = await books(client, { query: { sort: 'author', order: 'asc' } })
    assert.deepEqual(
      byAuthor.data.map((item) => item.author),
      authors
    )
    const byAuthorDesc = await books(client, { query: { sort: 'author', order: 'desc' } })
    assert.deepEqual(
      byAuthorDesc.data.map((item) => item.author),
      [...authors].reverse()
    )
  })

  test('admins can sort by revenue in the admin view', async ({ client, assert }) => {
    await catalogue()
    const admin = await UserFactory.apply('admin').create()

    const body = await books(client, {
      user: admin,
      query: { adminView: 'true', status: 'published', sort: 'revenue', order: 'desc' },
    })

    assert.deepEqual(titles(body).slice(0, 3), ['Delta', 'Alpha', 'Charlie'])
    assert.deepEqual(
      body.data.map((item) => item.totalRevenue),
      [5000, 1500, 999, 0, 0]
    )
  })

  test('pages report their place in the list', async ({ client, assert }) => {
    await catalogue()

    const first = await books(client, { query: { limit: 2, sort: 'title', order: 'asc' } })
    assert.deepEqual(titles(first), ['Alpha', 'Bravo'])
    assert.deepEqual(first.meta, {
      totalItems: 5,
      currentPage: 1,
      totalPages: 3,
      hasNextPage: true,
      hasPrevPage: false,
      limit: 2,
      freeItems: 1,
    })

    const middle = await books(client, {
      query: { page: 2, limit: 2, sort: 'title', order: 'asc' },
    })
    assert.deepEqual(titles(middle), ['Charlie', 'Delta'])
    assert.include(middle.meta, { currentPage: 2, hasNextPage: true, hasPrevPage: true })

    const last = await books(client, {
      query: { page: '3', limit: '2', sort: 'title', order: 'asc' },
    })
    assert.deepEqual(titles(last), ['Echo'])
    assert.include(last.meta, { currentPage: 3, hasNextPage: false, hasPrevPage: true })

    const beyond = await books(client, { query: { page: 9, limit: 2 } })
    assert.deepEqual(beyond.data, [])
    assert.deepEqual(beyond.meta, {
      totalItems: 5,
      currentPage: 9,
      totalPages: 3,
      hasNextPage: false,
      hasPrevPage: true,
      limit: 2,
      freeItems: 1,
    })
  })

  test('an empty store or a filter matching nothing answers empty data and meta', async ({
    client,
    assert,
  }) => {
    const empty = await books(client, { query: { limit: 12 } })
    assert.deepEqual(empty.data, [])
    assert.deepEqual(empty.meta, {
      totalItems: 0,
      currentPage: 1,
      totalPages: 0,
      hasNextPage: false,
      hasPrevPage: false,
      limit: 12,
      freeItems: 0,
    })

    await catalogue()
    const none = await books(client, { query: { search: 'no such book' } })
    assert.deepEqual(none.data, [])
    assert.equal(none.meta.totalItems, 0)
    assert.equal(none.meta.freeItems, 0)
  })

  test('freeItems counts the free items of the whole listing, under the same filters', async ({
    client,
    assert,
  }) => {
    // six free items among fourteen, newest first: 3 free on page 1, 2 on page 2, 1 on page 3
    const free = (title: string, age: number, fields: Partial<StoreItem> = {}) =>
      StoreItemFactory.merge({
        title,
        pricePaise: 0,
        createdAt: START.plus({ days: age }),
        ...fields,
      }).create()
    const paid = (title: string, age: number, fields: Partial<StoreItem> = {}) =>
      StoreItemFactory.merge({
        title,
        pricePaise: 9_900,
        createdAt: START.plus({ days: age }),
        ...fields,
      }).create()
    for (const [age, title] of ['Free A', 'Free B', 'Free C'].entries()) {
      await free(title, 20 - age, { type: 'Notes' })
    }
    await paid('Paid A', 16, { type: 'Notes' })
    await paid('Paid B', 15)
    await free('Free D', 14, { type: 'Books' })
    await free('Free E', 13, { type: 'Books' })
    await paid('Paid C', 12)
    await paid('Paid D', 11)
    await paid('Paid E', 10)
    await free('Free F', 9, { type: 'Books', author: 'Zoya Khan' })
    await paid('Paid F', 8)
    // not in the store: never counted
    await StoreItemFactory.apply('draft').merge({ pricePaise: 0 }).create()
    await StoreItemFactory.apply('deleted').merge({ pricePaise: 0 }).create()

    const perPage = [1, 2, 3].map((page) => books(client, { query: { page, limit: 4 } }))
    const pages = await Promise.all(perPage)
    assert.deepEqual(
      pages.map((answer) => answer.data.filter((item) => item.isFree).length),
      [3, 2, 1]
    )
    for (const answer of pages) assert.include(answer.meta, { totalItems: 12, freeItems: 6 })

    const bookType = await books(client, { query: { category: 'Books' } })
    assert.include(bookType.meta, { totalItems: 3, freeItems: 3 })
    const notes = await books(client, { query: { category: 'notes', limit: 1, page: 2 } })
    assert.include(notes.meta, { totalItems: 9, freeItems: 3 })
    const byAuthor = await books(client, { query: { author: 'zoya khan' } })
    assert.equal(byAuthor.meta.freeItems, 1)
    const searched = await books(client, { query: { search: 'free' } })
    assert.include(searched.meta, { totalItems: 6, freeItems: 6 })
    const nothing = await books(client, { query: { search: 'no such book', category: 'Books' } })
    assert.include(nothing.meta, { totalItems: 0, freeItems: 0 })
  })

  test('items of equal sort value keep a stable order across pages', async ({ client, assert }) => {
    const created = START.plus(DAY)
    await StoreItemFactory.merge({ createdAt: created, pricePaise: 100 }).createMany(7)

    const seen: string[] = []
    for (const page of [1, 2, 3, 4]) {
      const body = await books(client, { query: { page, limit: 2, sort: 'price' } })
      seen.push(...body.data.map((item) => item._id))
    }

    assert.lengthOf(seen, 7)
    assert.lengthOf(new Set(seen), 7)
  })
})
