import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { StoreItem } from '#store'
import type { AccessSource } from '#catalogue'

/** How many owned materials the user answer carries at most. */
export const MATERIALS_LIMIT = 100

/**
 * Who owns which store item. Ownership survives an item's deletion (a deleted
 * item that was ever bought is only hidden), so owners keep their downloads.
 */
export default class PurchaseService {
  /**
   * Gives a user a store item, once. Safe under concurrency: the purchase row
   * is inserted with ON CONFLICT DO NOTHING on (user_id, store_item_id), and
   * the item's purchase count and revenue grow only when a row was inserted.
   * Runs in `trx` when given (e.g. the payment's transaction), else in its own.
   * Answers whether this call granted it (false: the user already owned it).
   *
   *   await new PurchaseService().grant(user.id, item.id, 'free', 0)
   */
  async grant(
    userId: string,
    storeItemId: string,
    source: AccessSource,
    amountPaise: number,
    trx?: TransactionClientContract
  ): Promise<{ granted: boolean; purchaseId: string | null }> {
    if (!Number.isInteger(amountPaise) || amountPaise < 0) {
      throw new Error('amountPaise must be a whole number of paise, 0 or more')
    }
    const run = async (client: TransactionClientContract) => {
      const inserted = await client.rawQuery(
        `INSERT INTO purchases (id, user_id, store_item_id, source, amount_paise, created_at)
         VALUES (?, ?, ?, ?, ?, now())
         ON CONFLICT (user_id, store_item_id) DO NOTHING
         RETURNING id`,
        [randomUUID(), userId, storeItemId, source, amountPaise]
      )
      const purchaseId: string | undefined = inserted.rows[0]?.id
      if (!purchaseId) return { granted: false, purchaseId: null }
      await client
        .from('store_items')
        .where('id', storeItemId)
        .update({
          purchases_count: client.raw('purchases_count + 1'),
          revenue_paise: client.raw('revenue_paise + ?', [amountPaise]),
        })
      return { granted: true, purchaseId }
    }
    return trx ? run(trx) : db.transaction(run)
  }

  /**
   * Takes a store item away from its buyer (a refund): deletes the purchase, so the item and
   * its download leave the learner's materials, and takes it off the item's purchase count, in
   * `trx`. The item's revenue stays gross: refunds are reported apart from revenue
   * (docs/decisions.md#refunds). Answers whether there was a purchase.
   */
  async revoke(userId: string, storeItemId: string, trx: TransactionClientContract) {
    const deleted = await trx
      .from('purchases')
      .where({ user_id: userId, store_item_id: storeItemId })
      .delete()
      .returning('id')
    if (deleted.length === 0) return false
    await trx
      .from('store_items')
      .where('id', storeItemId)
      .update({ purchases_count: trx.raw('GREATEST(purchases_count - 1, 0)') })
    return true
  }

  /** Whether the user owns the item. */
  async owns(userId: string, storeItemId: string) {
    const row = await db
      .from('purchases')
      .where({ user_id: userId, store_item_id: storeItemId })
      .select('id')
      .first()
    return Boolean(row)
  }

  /**
   * The user's materials (owned items, deleted or unpublished ones included),
   * the latest purchase first, in one query. Each carries `$extras.owned`.
   */
  async materialsOf(userId: string, limit = MATERIALS_LIMIT) {
    return StoreItem.query()
      .join('purchases', 'purchases.store_item_id', 'store_items.id')
      .where('purchases.user_id', userId)
      .select('store_items.*')
      .select(db.raw('true AS owned'))
      .orderBy('purchases.created_at', 'desc')
      .orderBy('store_items.id', 'desc')
      .limit(limit)
  }
}
