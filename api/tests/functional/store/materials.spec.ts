import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { StoreItemFactory } from '#database/factories/store_item_factory'
import { PurchaseFactory } from '#database/factories/purchase_factory'
import { USER_FACTORY_PASSWORD } from '#database/factories/user_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { MATERIALS_LIMIT } from '#payments/services/purchase_service'

const VALIDATE = '/api/v1/auth/validate'

test.group('POST /api/v1/auth/validate: user.materials', (group) => {
  withCleanDatabase(group)

  test('lists the items the user owns, latest purchase first', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const someoneElse = await UserFactory.create()
    const older = await StoreItemFactory.merge({ title: 'Older buy' }).create()
    const newer = await StoreItemFactory.apply('free').merge({ title: 'Newer buy' }).create()
    const hidden = await StoreItemFactory.apply('deleted')
      .merge({ title: 'Deleted since' })
      .create()
    const notMine = await StoreItemFactory.create()
    const now = DateTime.now()
    await PurchaseFactory.merge({
      userId: user.id,
      storeItemId: older.id,
      createdAt: now.minus({ days: 3 }),
    }).create()
    await PurchaseFactory.merge({
      userId: user.id,
      storeItemId: newer.id,
      createdAt: now.minus({ days: 1 }),
      source: 'free',
    }).create()
    await PurchaseFactory.merge({
      userId: user.id,
      storeItemId: hidden.id,
      createdAt: now.minus({ days: 2 }),
    }).create()
    await PurchaseFactory.merge({ userId: someoneElse.id, storeItemId: notMine.id }).create()

    const response = await client.post(VALIDATE).loginAs(user)

    response.assertStatus(200)
    const materials = response.body().user.materials
    assert.deepEqual(
      materials.map((item: { title: string }) => item.title),
      ['Newer buy', 'Deleted since', 'Older buy']
    )
    const first = materials[0]
    assert.include(first, {
      _id: newer.id,
      title: 'Newer buy',
      type: newer.type,
      category: newer.type,
      price: 0,
      isFree: true,
      status: 'published',
      thumbnailUrl: newer.thumbnailUrl,
      pdf_format: 'pdf',
      purchases: 1,
    })
    for (const item of materials) {
      assert.deepEqual(item.studentsPurchase, [{ _id: user.id }])
      assert.notProperty(item, 'pdf_public_id')
      assert.notProperty(item, 'downloadUrl')
    }
    // the rest of the user answer is unchanged
    assert.include(response.body().user, { _id: user.id, email: user.email })
    assert.notProperty(response.body().user, 'password')
  })

  test('is empty for a user without purchases; login answers the materials as validate does', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()

    const validate = await client.post(VALIDATE).withGuard('api').loginAs(user)
    validate.assertStatus(200)
    assert.deepEqual(validate.body().user.materials, [])

    const item = await StoreItemFactory.create()
    await PurchaseFactory.merge({ userId: user.id, storeItemId: item.id }).create()
    const login = await client
      .post('/api/v1/auth/login')
      .json({ email: user.email, password: USER_FACTORY_PASSWORD })
      .withCsrfToken()
    login.assertStatus(200)
    assert.deepEqual(
      login.body().user.materials.map((material: { _id: string }) => material._id),
      [item.id]
    )
  })

  test(`carries at most ${MATERIALS_LIMIT} items, the newest`, async ({ client, assert }) => {
    const user = await UserFactory.create()
    const items = await StoreItemFactory.createMany(MATERIALS_LIMIT + 5)
    const start = DateTime.now().minus({ days: 1 })
    await db.table('purchases').multiInsert(
      items.map((item, index) => ({
        id: randomUUID(),
        user_id: user.id,
        store_item_id: item.id,
        source: 'purchase',
        amount_paise: 0,
        created_at: start.plus({ minutes: index }).toJSDate(),
      }))
    )

    const response = await client.post(VALIDATE).loginAs(user)

    const materials = response.body().user.materials
    assert.lengthOf(materials, MATERIALS_LIMIT)
    assert.equal(materials[0]._id, items[items.length - 1].id)
    assert.notInclude(
      materials.map((item: { _id: string }) => item._id),
      items[0].id
    )
  })

  test('loads the materials in one query', async ({ client, assert }) => {
    const user = await UserFactory.create()
    for (const item of await StoreItemFactory.createMany(5)) {
      await PurchaseFactory.merge({ userId: user.id, storeItemId: item.id }).create()
    }
    const queries: string[] = []
    const listener = (query: { sql: string }) => {
      if (/store_items/.test(query.sql)) queries.push(query.sql)
    }
    const knex = db.connection().getWriteClient()
    knex.on('query', listener)
    try {
      const response = await client.post(VALIDATE).loginAs(user)
      assert.lengthOf(response.body().user.materials, 5)
    } finally {
      knex.removeListener('query', listener)
    }
    assert.lengthOf(queries, 1)
  })
})
