import db from '@adonisjs/lucid/services/db'
import factory from '@adonisjs/lucid/factories'
import Purchase from '#payments/models/purchase'
import { UserFactory } from '#database/factories/user_factory'
import { StoreItemFactory } from '#database/factories/store_item_factory'

/**
 * Purchases (source `purchase`, amount 0 unless merged). Pass `userId` and
 * `storeItemId` with `merge`, or use the `user` and `storeItem` relations. A
 * created purchase counts towards the item's `purchases_count` and
 * `revenue_paise`, as PurchaseService.grant does.
 */
export const PurchaseFactory = factory
  .define(Purchase, () => ({
    source: 'purchase' as const,
    amountPaise: 0,
  }))
  .relation('user', () => UserFactory)
  .relation('storeItem', () => StoreItemFactory)
  .after('create', async (_, purchase, ctx) => {
    const client = ctx.$trx ?? db
    await client
      .from('store_items')
      .where('id', purchase.storeItemId)
      .update({
        purchases_count: client.raw('purchases_count + 1'),
        revenue_paise: client.raw('revenue_paise + ?', [purchase.amountPaise]),
      })
  })
  .build()
