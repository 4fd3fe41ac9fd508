import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import StoreItem from '#store/models/store_item'
import { UserFactory } from '#database/factories/user_factory'
import { StoreItemFactory } from '#database/factories/store_item_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import PurchaseService from '#payments/services/purchase_service'

async function purchaseRows(storeItemId: string) {
  return db.from('purchases').where('store_item_id', storeItemId)
}

test.group('PurchaseService.grant', (group) => {
  withCleanDatabase(group)

  test('grants once and counts the sale and its revenue', async ({ assert }) => {
    const user = await UserFactory.create()
    const item = await StoreItemFactory.merge({ pricePaise: 49_900 }).create()
    const purchases = new PurchaseService()

    const first = await purchases.grant(user.id, item.id, 'purchase', 49_900)
    assert.isTrue(first.granted)
    assert.isString(first.purchaseId)

    const second = await purchases.grant(user.id, item.id, 'purchase', 49_900)
    assert.deepEqual(second, { granted: false, purchaseId: null })

    const rows = await purchaseRows(item.id)
    assert.lengthOf(rows, 1)
    assert.include(rows[0], { user_id: user.id, source: 'purchase', amount_paise: 49_900 })
    const stored = await StoreItem.findOrFail(item.id)
    assert.equal(stored.purchasesCount, 1)
    assert.equal(stored.revenuePaise, 49_900)
    assert.isTrue(await purchases.owns(user.id, item.id))
  })

  test('stays idempotent when the same grant races with itself', async ({ assert }) => {
    const user = await UserFactory.create()
    const other = await UserFactory.create()
    const item = await StoreItemFactory.apply('free').create()
    const purchases = new PurchaseService()

    const results = await Promise.all([
      ...Array.from({ length: 8 }, () => purchases.grant(user.id, item.id, 'free', 0)),
      purchases.grant(other.id, item.id, 'free', 0),
    ])

    assert.equal(results.filter((result) => result.granted).length, 2)
    assert.lengthOf(await purchaseRows(item.id), 2)
    const stored = await StoreItem.findOrFail(item.id)
    assert.equal(stored.purchasesCount, 2)
    assert.equal(stored.revenuePaise, 0)
  })

  test('runs inside the caller’s transaction', async ({ assert }) => {
    const user = await UserFactory.create()
    const item = await StoreItemFactory.create()
    const purchases = new PurchaseService()

    const trx = await db.transaction()
    const result = await purchases.grant(user.id, item.id, 'manual', 0, trx)
    assert.isTrue(result.granted)
    await trx.rollback()

    assert.lengthOf(await purchaseRows(item.id), 0)
    const untouched = await StoreItem.findOrFail(item.id)
    assert.equal(untouched.purchasesCount, 0)
  })

  test('refuses an amount that is not whole paise', async ({ assert }) => {
    const user = await UserFactory.create()
    const item = await StoreItemFactory.create()

    await assert.rejects(() => new PurchaseService().grant(user.id, item.id, 'purchase', 99.5))
    await assert.rejects(() => new PurchaseService().grant(user.id, item.id, 'purchase', -1))
  })
})
