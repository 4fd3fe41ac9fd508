import type { ApiClient, BulkCreateItem } from '@pathshala/shared'

/** POST /store/bulkCreate: the new items' ids, in the rows' order. */
export async function createBulkItems(api: ApiClient, items: BulkCreateItem[]): Promise<string[]> {
  const { body } = await api.store.bulkCreate({ items })
  return body.data.map((item) => item._id)
}
