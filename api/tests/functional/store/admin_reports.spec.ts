import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import type User from '#accounts/models/user'
import type StoreItem from '#store/models/store_item'
import { UserFactory } from '#database/factories/user_factory'
import { StoreItemFactory } from '#database/factories/store_item_factory'
import StoreAdminReportService, { withoutPaging } from '#store/services/store_admin_report_service'
import { sanitiseBookFilters } from '#store/services/store_filters'
import { withCleanDatabase } from '#tests/helpers/database'
import { assertFieldError } from '#tests/support/assertions'
import { parseCsv } from './helpers.js'

const API = '/api/v1/store/admin'
const START = DateTime.fromISO('2026-01-10T10:00:00Z')

/**
 * Six live items of every status (two authors spelled in two cases), and one
 * deleted item that nothing may count.
 */
async function shelf() {
  const make = (title: string, fields: Partial<StoreItem>, age: number) =>
    StoreItemFactory.merge({ title, createdAt: START.plus({ days: age }), ...fields }).create()
  return {
    polity: await make(
      'Polity Notes',
      {
        author: 'Meera Iyer',
        type: 'Notes',
        status: 'published',
        pricePaise: 49_950,
        purchasesCount: 4,
        revenuePaise: 199_800,
      },
      0
    ),
    history: await make(
      'History Test Series',
      {
        author: 'meera iyer',
        type: 'TestSeries',
        status: 'draft',
        pricePaise: 0,
        purchasesCount: 10,
        revenuePaise: 0,
      },
      1
    ),
    maps: await make(
      'Maps Material',
      {
        author: 'Rahul Nair',
        type: 'Material',
        status: 'published',
        pricePaise: 10_000,
        purchasesCount: 2,
        revenuePaise: 20_000,
      },
      2
    ),
    economy: await make(
      'Economy Book',
      {
        author: 'Rahul Nair',
        type: 'Books',
        status: 'archived',
        pricePaise: 30_000,
        purchasesCount: 1,
        revenuePaise: 30_000,
      },
      3
    ),
    ethics: await make(
      '=Ethics, "Case" Notes',
      {
        author: 'Zoya Khan',
        type: 'Notes',
        status: 'draft',
        pricePaise: 5_000,
        description: 'Line one\nline two',
        themes: ['ethics', 'gs4'],
      },
      4
    ),
    gone: await make(
      'Deleted Notes',
      {
        author: 'Ghost Writer',
        status: 'published',
        pricePaise: 100,
        purchasesCount: 50,
        revenuePaise: 5_000,
        deletedAt: DateTime.now(),
      },
      5
    ),
  }
}

function getAs(client: ApiClient, user: User, path: string) {
  return client.get(`${API}${path}`).withGuard('api').loginAs(user)
}

test.group('GET|POST /api/v1/store/admin/stats', (group) => {
  withCleanDatabase(group)

  test('counts every matching live item by status, with its sales and revenue', async ({
    client,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    await shelf()

    const all = await getAs(client, admin, '/stats')
    all.assertStatus(200)
    all.assertBody({
      success: true,
      message: 'Book figures fetched successfully',
      data: {
        totalBooks: 5,
        published: 2,
        drafts: 2,
        archived: 1,
        free: 1,
        totalSales: 17,
        revenue: 2498,
        revenuePaise: 249_800,
      },
    })

    // the same filters as the list, in the query string or the body; paging is ignored
    const meera = await getAs(client, admin, '/stats?author=MEERA%20IYER&page=3&limit=1')
    meera.assertBodyContains({
      data: { totalBooks: 2, published: 1, drafts: 1, archived: 0, revenuePaise: 199_800 },
    })
    const drafts = await client
      .post(`${API}/stats`)
      .json({ status: 'draft', search: 'notes' })
      .withGuard('api')
      .loginAs(admin)
    drafts.assertBodyContains({
      data: { totalBooks: 1, published: 0, drafts: 1, totalSales: 0, revenuePaise: 0 },
    })
    const material = await getAs(client, admin, '/stats?category=material')
    material.assertBodyContains({ data: { totalBooks: 1, published: 1, revenuePaise: 20_000 } })

    // filters are forgiven as the list forgives them: a bad status means every status
    const odd = await getAs(client, admin, '/stats?status=nonsense&order=sideways')
    odd.assertBodyContains({ data: { totalBooks: 5 } })
  })

  test('answers zeros for an empty store', async ({ client }) => {
    const admin = await UserFactory.apply('admin').create()
    const response = await getAs(client, admin, '/stats')
    response.assertBodyContains({
      data: { totalBooks: 0, published: 0, drafts: 0, archived: 0, revenuePaise: 0 },
    })
  })
})

test.group('GET /api/v1/store/admin/authors', (group) => {
  withCleanDatabase(group)

  test('lists each author of a live item once, any case, alphabetically and paged', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    await shelf()

    const response = await getAs(client, admin, '/authors')
    response.assertStatus(200)
    const body = response.body()
    assert.deepEqual(
      body.data.map((entry: { name: string; books: number }) => [
        entry.name.toLowerCase(),
        entry.books,
      ]),
      [
        ['meera iyer', 2],
        ['rahul nair', 2],
        ['zoya khan', 1],
      ]
    )
    assert.deepInclude(body.meta, { totalItems: 3, totalPages: 1, currentPage: 1, limit: 100 })

    const second = await getAs(client, admin, '/authors?page=2&limit=2')
    assert.deepEqual(
      second.body().data.map((entry: { name: string }) => entry.name),
      ['Zoya Khan']
    )
    assert.deepInclude(second.body().meta, {
      totalItems: 3,
      totalPages: 2,
      hasPrevPage: true,
      hasNextPage: false,
    })

    const searched = await getAs(client, admin, '/authors?search=NAIR')
    assert.deepEqual(
      searched.body().data.map((entry: { name: string }) => entry.name),
      ['Rahul Nair']
    )
    // LIKE's wildcards are plain characters in a search
    const wildcard = await getAs(client, admin, '/authors?search=%25')
    assert.lengthOf(wildcard.body().data, 0)
  })

  test('refuses bad paging with 422', async ({ client }) => {
    const admin = await UserFactory.apply('admin').create()
    assertFieldError(
      await getAs(client, admin, '/authors?limit=500'),
      'limit',
      'limit must be a whole number from 1 to 100'
    )
    assertFieldError(
      await getAs(client, admin, '/authors?page=0'),
      'page',
      'page must be a whole number of at least 1'
    )
  })
})

test.group('GET /api/v1/store/admin/export', (group) => {
  withCleanDatabase(group)

  test('every matching item as CSV in the list order, spreadsheet-safe', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const items = await shelf()

    const response = await getAs(client, admin, '/export')
    response.assertStatus(200)
    assert.match(response.header('content-type') ?? '', /^text\/csv; charset=utf-8/)
    assert.match(
      response.header('content-disposition') ?? '',
      /^attachment; filename="pathshala-books-\d{8}-\d{4}\.csv"$/
    )
    assert.equal(response.header('cache-control'), 'no-store')
    const text = response.text()
    assert.isTrue(text.startsWith('\uFEFF'))
    const [header, ...rows] = parseCsv(text.slice(1))
    assert.deepEqual(header, [
      'Id',
      'Title',
      'Author',
      'Type',
      'Status',
      'Price (paise)',
      'Price',
      'Sales',
      'Revenue (paise)',
      'Revenue',
      'Themes',
      'Description',
      'Created at (UTC)',
      'Updated at (UTC)',
    ])
    // newest first, every status, never the deleted item
    assert.deepEqual(
      rows.map((row) => row[0]),
      [items.ethics.id, items.economy.id, items.maps.id, items.history.id, items.polity.id]
    )
    const ethics = rows[0]
    assert.equal(ethics[1], `'=Ethics, "Case" Notes`)
    assert.equal(ethics[4], 'draft')
    assert.equal(ethics[6], '50.00')
    assert.equal(ethics[10], 'ethics; gs4')
    assert.equal(ethics[11], 'Line one\nline two')
    assert.equal(ethics[12], START.plus({ days: 4 }).toUTC().toISO())
    const polity = rows[4]
    assert.deepEqual(polity.slice(5, 10), ['49950', '499.50', '4', '199800', '1998.00'])
  })

  test('takes the list filters and sort, ignoring paging', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const items = await shelf()

    const ids = async (query: string) => {
      const response = await getAs(client, admin, `/export${query}`)
      response.assertStatus(200)
      return parseCsv(response.text().slice(1))
        .slice(1)
        .map((row) => row[0])
    }
    assert.deepEqual(await ids('?author=rahul%20nair&page=2&limit=1'), [
      items.economy.id,
      items.maps.id,
    ])
    assert.deepEqual(await ids('?status=draft&sort=title&order=asc'), [
      items.ethics.id,
      items.history.id,
    ])
    assert.deepEqual(await ids('?sort=revenue&order=desc&status=all'), [
      items.polity.id,
      items.economy.id,
      items.maps.id,
      // equal revenue: the list's tie-break, id in the same order
      ...[items.history.id, items.ethics.id].sort().reverse(),
    ])
    assert.deepEqual(await ids('?search=nothing-like-this'), [])
  })

  test('walks a large store batch by batch without skipping or repeating', async ({ assert }) => {
    // equal prices on purpose: the cursor must fall back on the id inside a tie
    const made = await StoreItemFactory.merge({ pricePaise: 700, status: 'draft' }).createMany(23)
    const reports = new StoreAdminReportService()
    const filters = withoutPaging(
      sanitiseBookFilters({ adminView: true, sort: 'price', order: 'asc' }, true)
    )
    const batches: string[][] = []
    for await (const batch of reports.batches(filters, 5))
      batches.push(batch.map((item) => item.id))
    assert.deepEqual(
      batches.map((batch) => batch.length),
      [5, 5, 5, 5, 3]
    )
    assert.deepEqual(batches.flat(), made.map((item) => item.id).sort())
  })
})

test.group('store admin reports: access', (group) => {
  withCleanDatabase(group)

  test('are for admins only', async ({ client }) => {
    const learner = await UserFactory.create()
    for (const path of ['/stats', '/authors', '/export']) {
      const visitor = await client.get(`${API}${path}`)
      visitor.assertStatus(401)
      const refused = await getAs(client, learner, path)
      refused.assertStatus(403)
    }
  })
})
