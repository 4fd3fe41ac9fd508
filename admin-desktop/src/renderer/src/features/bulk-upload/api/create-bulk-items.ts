import type { AdminApiClient } from '../../../../../shared/api-contract.ts'
import type { BulkCreateItem } from './bulk-types.ts'

/** POST /store/bulkCreate: the new items' ids, in the rows' order. */
export async function createBulkItems(
  api: AdminApiClient,
  items: BulkCreateItem[]
): Promise<string[]> {
  const { body } = await api.post('/store/bulkCreate', { body: { items } })
  return body.data.map((item) => item._id)
}
