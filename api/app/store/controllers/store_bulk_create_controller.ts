import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import StoreBulkCreateService from '#store/services/store_bulk_create_service'
import StoreItemTransformer from '#store/transformers/store_item_transformer'
import { ok } from '#core/transformers/envelope'
import { bulkCreateValidator } from '#store/validators/store_bulk_create'

/** POST /store/bulkCreate (admins): the bulk upload screen's items, created together. */
@inject()
export default class StoreBulkCreateController {
  constructor(private bulk: StoreBulkCreateService) {}

  async store({ auth, request, response, serialize }: HttpContext) {
    const { items } = await request.validateUsing(bulkCreateValidator)
    const created = await this.bulk.create(auth.getUserOrFail(), items)
    return response.created(
      ok(`${created.length} items created`, {
        data: await serialize(StoreItemTransformer.transform(created, { isAdmin: true })),
      })
    )
  }
}
