import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import StoreItem from '#store/models/store_item'
import { UserFactory } from '#database/factories/user_factory'
import { StoreItemFactory } from '#database/factories/store_item_factory'
import { PurchaseFactory } from '#database/factories/purchase_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { assertFieldError } from '#tests/support/assertions'
import { storedPdf, storedThumbnail, withCleanMedia } from './helpers.js'

const LIST = '/api/v1/store/getAllBooks'
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

async function listedIds(client: any) {
  const response = await client.post(LIST).qs({ limit: 100 }).json({})
  return response.body().data.map((item: { _id: string }) => item._id) as string[]
}

test.group('POST /api/v1/store/deleteBook', (group) => {
  withCleanDatabase(group)
  const PATH = '/api/v1/store/deleteBook'

  test('removes an item nobody owns', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const item = await StoreItemFactory.merge({ title: 'Unsold Notes' }).create()

    const response = await client.post(PATH).json({ id: item.id }).loginAs(admin).withCsrfToken()

    response.assertStatus(200)
    response.assertBody({ success: true, message: 'Unsold Notes deleted', softDeleted: false })
    assert.isNull(await StoreItem.find(item.id))
  })

  test('hides an item someone owns, keeping it for its owners', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const owner = await UserFactory.create()
    const item = await StoreItemFactory.merge({ title: 'Sold Notes' }).create()
    await PurchaseFactory.merge({
      userId: owner.id,
      storeItemId: item.id,
      amountPaise: 100,
    }).create()

    const response = await client.post(PATH).json({ id: item.id }).loginAs(admin).withCsrfToken()

    response.assertStatus(200)
    response.assertBody({ success: true, message: 'Sold Notes deleted', softDeleted: true })
    const stored = await StoreItem.findOrFail(item.id)
    assert.isNotNull(stored.deletedAt)
    assert.notInclude(await listedIds(client), item.id)

    // the owner still has it
    const validate = await client.post('/api/v1/auth/validate').loginAs(owner)
    assert.deepEqual(
      validate.body().user.materials.map((material: { _id: string }) => material._id),
      [item.id]
    )

    // a second delete finds nothing
    const again = await client.post(PATH).json({ id: item.id }).loginAs(admin).withCsrfToken()
    again.assertStatus(404)
  })

  test('answers 404 for an unknown or malformed id, 422 without one', async ({ client }) => {
    const admin = await UserFactory.apply('admin').create()

    for (const id of [UNKNOWN_ID, 'not-an-id', '1']) {
      const response = await client.post(PATH).json({ id }).loginAs(admin).withCsrfToken()
      response.assertStatus(404)
      response.assertBody({ success: false, message: 'Book not found' })
    }

    const missing = await client.post(PATH).json({}).loginAs(admin).withCsrfToken()
    assertFieldError(missing, 'id', 'The book id is required')
  })

  test('is for admins only', async ({ client, assert }) => {
    const learner = await UserFactory.create()
    const item = await StoreItemFactory.create()

    const visitor = await client.post(PATH).json({ id: item.id }).withCsrfToken()
    visitor.assertStatus(401)
    const asLearner = await client.post(PATH).json({ id: item.id }).loginAs(learner).withCsrfToken()
    asLearner.assertStatus(403)
    assert.isNotNull(await StoreItem.find(item.id))
  })
})

test.group('Editing store items (updateBook, PUT /store/books/:id)', (group) => {
  withCleanDatabase(group)
  withCleanMedia(group)

  test('changes every content field, in the body-id and the PUT spelling', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const item = await StoreItemFactory.apply('draft').create()

    const posted = await client
      .post('/api/v1/store/updateBook')
      .json({
        id: item.id,
        title: 'Renamed Notes',
        description: 'A better description',
        type: 'testseries',
        author: 'Zoya Khan',
        price: '0',
        status: 'Published',
        themes: ['mains'],
      })
      .loginAs(admin)
      .withCsrfToken()

    posted.assertStatus(200)
    assert.equal(posted.body().message, 'Content updated successfully')
    assert.include(posted.body().data, {
      _id: item.id,
      title: 'Renamed Notes',
      description: 'A better description',
      type: 'TestSeries',
      author: 'Zoya Khan',
      price: 0,
      isFree: true,
      status: 'published',
    })
    assert.deepEqual(posted.body().data.themes, ['mains'])
    const stored = await StoreItem.findOrFail(item.id)
    assert.isTrue(stored.isFree)

    const put = await client
      .put(`/api/v1/store/books/${item.id}`)
      .json({ price: 1234.5, title: null, author: '' })
      .loginAs(admin)
      .withCsrfToken()
    put.assertStatus(200)
    assert.include(put.body().data, {
      title: 'Renamed Notes',
      author: 'Zoya Khan',
      price: 1234.5,
      pricePaise: 123_450,
      isFree: false,
    })
  })

  test('Hide and Show move an item between published and draft', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const item = await StoreItemFactory.create()
    const toggle = (status: string) =>
      client.put(`/api/v1/store/books/${item.id}`).json({ status }).loginAs(admin).withCsrfToken()

    const hidden = await toggle('draft')
    hidden.assertStatus(200)
    assert.notInclude(await listedIds(client), item.id)

    const shown = await toggle('published')
    shown.assertStatus(200)
    assert.include(await listedIds(client), item.id)
  })

  test('replaces the thumbnail and the PDF', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const item = await StoreItemFactory.create()
    const thumbnail = await storedThumbnail()
    const pdf = await storedPdf('The second edition')

    const response = await client
      .post('/api/v1/store/updateBook')
      .json({
        id: item.id,
        thumbnailUrl: thumbnail.secure_url,
        thumbnail_public_id: thumbnail.public_id,
        thumbnail_format: thumbnail.format,
        pdf_public_id: pdf.public_id,
        pdf_format: 'PDF',
        downloadUrl: pdf.secure_url,
      })
      .loginAs(admin)
      .withCsrfToken()

    response.assertStatus(200)
    assert.include(response.body().data, {
      thumbnailUrl: thumbnail.secure_url,
      thumbnail_public_id: thumbnail.public_id,
      thumbnail_format: 'png',
      pdf_public_id: pdf.public_id,
      pdf_format: 'pdf',
      pdfBytes: pdf.bytes,
    })

    // a new thumbnail URL without its id drops the old id
    const urlOnly = await client
      .post('/api/v1/store/updateBook')
      .json({ id: item.id, thumbnailUrl: 'https://example.com/cover.jpg' })
      .loginAs(admin)
      .withCsrfToken()
    assert.include(urlOnly.body().data, {
      thumbnailUrl: 'https://example.com/cover.jpg',
      thumbnail_public_id: null,
    })
  })

  test('refuses a PDF that was never uploaded, and bad values', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const item = await StoreItemFactory.create()
    const update = (body: Record<string, unknown>) =>
      client
        .post('/api/v1/store/updateBook')
        .json({ id: item.id, ...body })
        .loginAs(admin)
        .withCsrfToken()

    assertFieldError(
      await update({ pdf_public_id: 'pathshala/books/missing' }),
      'pdf_public_id',
      'The PDF file was not found; upload it again'
    )
    assertFieldError(
      await update({ price: -5 }),
      'price',
      'Price must be an amount in rupees, 0 or more, with at most 2 decimals'
    )
    assertFieldError(
      await update({ status: 'gone' }),
      'status',
      'Status must be published, draft or archived'
    )
    assertFieldError(
      await update({ type: 'Video' }),
      'type',
      'Type must be one of Notes, TestSeries, Material, Books'
    )
    const stored = await StoreItem.findOrFail(item.id)
    assert.equal(stored.pdfPublicId, item.pdfPublicId)
  })

  test('answers 404 for unknown and deleted items, 422 without an id', async ({ client }) => {
    const admin = await UserFactory.apply('admin').create()
    const deleted = await StoreItemFactory.apply('deleted').create()

    for (const id of [UNKNOWN_ID, 'nope', deleted.id]) {
      const response = await client
        .put(`/api/v1/store/books/${id}`)
        .json({ title: 'x' })
        .loginAs(admin)
        .withCsrfToken()
      response.assertStatus(404)
    }
    const noId = await client
      .post('/api/v1/store/updateBook')
      .json({ title: 'x' })
      .loginAs(admin)
      .withCsrfToken()
    assertFieldError(noId, 'id', 'The book id is required')
  })

  test('is for admins only', async ({ client, assert }) => {
    const learner = await UserFactory.create()
    const item = await StoreItemFactory.create()

    const visitor = await client
      .put(`/api/v1/store/books/${item.id}`)
      .json({ title: 'x' })
      .withCsrfToken()
    visitor.assertStatus(401)
    const asLearner = await client
      .post('/api/v1/store/updateBook')
      .json({ id: item.id, title: 'Mine now' })
      .loginAs(learner)
      .withCsrfToken()
    asLearner.assertStatus(403)
    const unchanged = await StoreItem.findOrFail(item.id)
    assert.equal(unchanged.title, item.title)
  })
})

test.group('GET /api/v1/store/books/:id', (group) => {
  withCleanDatabase(group)

  test('shows published items to everyone, others to admins and owners', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const owner = await UserFactory.create()
    const published = await StoreItemFactory.create()
    const draft = await StoreItemFactory.apply('draft').create()
    const deleted = await StoreItemFactory.apply('deleted').create()
    await PurchaseFactory.merge({ userId: owner.id, storeItemId: deleted.id }).create()

    const visitor = await client.get(`/api/v1/store/books/${published.id}`)
    visitor.assertStatus(200)
    assert.equal(visitor.body().data._id, published.id)
    assert.notProperty(visitor.body().data, 'pdf_public_id')

    const status = async (path: string, user?: typeof admin) => {
      const response = user ? await client.get(path).loginAs(user) : await client.get(path)
      return response.status()
    }
    assert.equal(await status(`/api/v1/store/books/${draft.id}`), 404)
    assert.equal(await status(`/api/v1/store/books/${draft.id}`, admin), 200)
    assert.equal(await status(`/api/v1/store/books/${deleted.id}`, admin), 404)
    const mine = await client.get(`/api/v1/store/books/${deleted.id}`).loginAs(owner)
    mine.assertStatus(200)
    assert.deepEqual(mine.body().data.studentsPurchase, [{ _id: owner.id }])
    assert.equal(await status('/api/v1/store/books/whatever'), 404)
  })
})

test.group('POST /api/v1/store/bulkAction', (group) => {
  withCleanDatabase(group)
  const PATH = '/api/v1/store/bulkAction'

  test('publishes, drafts and archives the selected items', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const [a, b, c] = await StoreItemFactory.apply('draft').createMany(3)
    const bulk = (action: string, ids: string[]) =>
      client.post(PATH).json({ ids, action }).loginAs(admin).withCsrfToken()

    const published = await bulk('publish', [a.id, b.id, UNKNOWN_ID, 'junk'])
    published.assertStatus(200)
    published.assertBodyContains({ success: true, message: '2 book(s) published', updated: 2 })
    assert.sameMembers(await listedIds(client), [a.id, b.id])

    const drafted = await bulk('Draft', [a.id])
    drafted.assertBodyContains({ updated: 1 })
    assert.sameMembers(await listedIds(client), [b.id])

    const archived = await bulk('archive', [b.id, c.id])
    archived.assertBodyContains({ updated: 2 })
    const statuses = await db.from('store_items').select('id', 'status')
    assert.sameDeepMembers(statuses, [
      { id: a.id, status: 'draft' },
      { id: b.id, status: 'archived' },
      { id: c.id, status: 'archived' },
    ])
  })

  test('deletes unowned items and hides owned ones', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const owner = await UserFactory.create()
    const [sold, unsold, other] = await StoreItemFactory.createMany(3)
    await PurchaseFactory.merge({ userId: owner.id, storeItemId: sold.id }).create()

    const response = await client
      .post(PATH)
      .json({ ids: [sold.id, unsold.id], action: 'delete' })
      .loginAs(admin)
      .withCsrfToken()

    response.assertStatus(200)
    response.assertBodyContains({
      success: true,
      message: '2 book(s) deleted',
      matched: 2,
      deleted: 1,
      hidden: 1,
    })
    assert.isNull(await StoreItem.find(unsold.id))
    const hidden = await StoreItem.findOrFail(sold.id)
    assert.isNotNull(hidden.deletedAt)
    assert.deepEqual(await listedIds(client), [other.id])
  })

  test('validates the selection and the action', async ({ client }) => {
    const admin = await UserFactory.apply('admin').create()
    const send = (body: Record<string, unknown>) =>
      client.post(PATH).json(body).loginAs(admin).withCsrfToken()

    assertFieldError(
      await send({ ids: [], action: 'publish' }),
      'ids',
      'Select between 1 and 100 books'
    )
    assertFieldError(
      await send({ ids: Array.from({ length: 101 }, () => UNKNOWN_ID), action: 'publish' }),
      'ids',
      'Select between 1 and 100 books'
    )
    assertFieldError(
      await send({ ids: [UNKNOWN_ID], action: 'sell' }),
      'action',
      'Action must be publish, draft, archive or delete'
    )
  })

  test('is for admins only', async ({ client }) => {
    const learner = await UserFactory.create()
    const item = await StoreItemFactory.create()

    const response = await client
      .post(PATH)
      .json({ ids: [item.id], action: 'delete' })
      .loginAs(learner)
      .withCsrfToken()
    response.assertStatus(403)
    const visitor = await client
      .post(PATH)
      .json({ ids: [item.id], action: 'delete' })
      .withCsrfToken()
    visitor.assertStatus(401)
  })
})

test.group('Store item analytics', (group) => {
  withCleanDatabase(group)

  test('counts sales and revenue per Indian calendar day', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const item = await StoreItemFactory.merge({ pricePaise: 49_900 }).create()
    const other = await StoreItemFactory.create()
    const zone = 'Asia/Kolkata'
    const now = DateTime.now()
    const sale = async (at: DateTime, amountPaise: number, storeItemId = item.id) => {
      const buyer = await UserFactory.create()
      await PurchaseFactory.merge({
        userId: buyer.id,
        storeItemId,
        amountPaise,
        createdAt: at,
      }).create()
    }
    await sale(now.minus({ minutes: 1 }), 49_900)
    await sale(now.minus({ minutes: 2 }), 0)
    await sale(now.minus({ days: 2 }), 39_900)
    await sale(now.minus({ days: 40 }), 49_900)
    await sale(now.minus({ minutes: 1 }), 10_000, other.id)

    const response = await client
      .post('/api/v1/store/getBookAnalytics')
      .json({ id: item.id, days: 7 })
      .loginAs(admin)
      .withCsrfToken()

    response.assertStatus(200)
    const data = response.body().data
    assert.include(data, {
      _id: item.id,
      title: item.title,
      totalSales: 4,
      totalRevenue: 1397,
      totalRevenuePaise: 139_700,
    })
    const today = now.minus({ minutes: 1 }).setZone(zone).toISODate()!
    const twoDaysAgo = now.minus({ days: 2 }).setZone(zone).toISODate()!
    assert.include(data.period, {
      to: DateTime.now().setZone(zone).toISODate()!,
      from: DateTime.now().setZone(zone).minus({ days: 6 }).toISODate()!,
      days: 7,
      timeZone: zone,
      sales: 3,
      revenue: 898,
      revenuePaise: 89_800,
    })
    assert.lengthOf(data.daily, 7)
    const byDate = Object.fromEntries(data.daily.map((day: any) => [day.date, day]))
    assert.deepEqual(byDate[today], { date: today, sales: 2, revenue: 499, revenuePaise: 49_900 })
    assert.deepEqual(byDate[twoDaysAgo], {
      date: twoDaysAgo,
      sales: 1,
      revenue: 399,
      revenuePaise: 39_900,
    })
    const quiet = data.daily.filter((day: any) => ![today, twoDaysAgo].includes(day.date))
    assert.isTrue(quiet.every((day: any) => day.sales === 0 && day.revenuePaise === 0))
    assert.deepEqual(
      data.daily.map((day: any) => day.date),
      [...data.daily.map((day: any) => day.date)].sort()
    )

    const viaGet = await client
      .get(`/api/v1/store/books/${item.id}/analytics`)
      .qs({ days: 3 })
      .loginAs(admin)
    viaGet.assertStatus(200)
    assert.lengthOf(viaGet.body().data.daily, 3)
    assert.equal(viaGet.body().data.period.sales, 3)

    const defaultDays = await client.get(`/api/v1/store/books/${item.id}/analytics`).loginAs(admin)
    assert.lengthOf(defaultDays.body().data.daily, 30)
  })

  test('refuses unknown items, bad ranges and non-admins', async ({ client }) => {
    const admin = await UserFactory.apply('admin').create()
    const learner = await UserFactory.create()
    const item = await StoreItemFactory.create()

    const unknown = await client.get(`/api/v1/store/books/${UNKNOWN_ID}/analytics`).loginAs(admin)
    unknown.assertStatus(404)
    assertFieldError(
      await client.get(`/api/v1/store/books/${item.id}/analytics`).qs({ days: 0 }).loginAs(admin),
      'days',
      'Days must be a whole number from 1 to 365'
    )
    const asLearner = await client.get(`/api/v1/store/books/${item.id}/analytics`).loginAs(learner)
    asLearner.assertStatus(403)
    const visitor = await client.get(`/api/v1/store/books/${item.id}/analytics`)
    visitor.assertStatus(401)
  })
})
