import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import StoreAdminService, { type BulkAction } from '#store/services/store_admin_service'
import StoreItemTransformer from '#store/transformers/store_item_transformer'
import { ok } from '#core/transformers/envelope'
import { errors } from '@vinejs/vine'
import {
  STORE_MESSAGES,
  bookIdValidator,
  bulkActionValidator,
  createProductValidator,
  updateBookValidator,
} from '#store/validators/store'

const ADMIN_VIEW = { isAdmin: true }

const BULK_DONE: Record<BulkAction, string> = {
  publish: 'published',
  draft: 'moved to drafts',
  archive: 'archived',
  delete: 'deleted',
}

/** Admin calls that change store items (the routes check the Admin role). */
@inject()
export default class StoreProductsController {
  constructor(private items: StoreAdminService) {}

  /** POST /store/createProduct */
  async store({ auth, request, response, serialize }: HttpContext) {
    const input = await request.validateUsing(createProductValidator)
    const item = await this.items.create(auth.getUserOrFail(), input)
    return response.created(
      ok('Content created successfully', {
        data: await serialize(StoreItemTransformer.transform(item, ADMIN_VIEW)),
      })
    )
  }

  /** POST /store/updateBook (id in the body) and PUT /store/books/:id */
  async update({ params, request, serialize }: HttpContext) {
    const input = await request.validateUsing(updateBookValidator)
    const id = params.id ?? input.id
    if (!id) {
      throw new errors.E_VALIDATION_ERROR([
        { field: 'id', message: STORE_MESSAGES.id, rule: 'required' },
      ])
    }
    const item = await this.items.update(id, input)
    return ok('Content updated successfully', {
      data: await serialize(StoreItemTransformer.transform(item, ADMIN_VIEW)),
    })
  }

  /** POST /store/deleteBook */
  async destroy({ request }: HttpContext) {
    const { id } = await request.validateUsing(bookIdValidator)
    const { item, softDeleted } = await this.items.remove(id)
    return ok(`${item.title} deleted`, { softDeleted })
  }

  /** POST /store/bulkAction: publish, draft, archive or delete the selected items */
  async bulk({ request }: HttpContext) {
    const { ids, action } = await request.validateUsing(bulkActionValidator)
    const result = await this.items.bulk(ids, action as BulkAction)
    return ok(`${result.matched} book(s) ${BULK_DONE[action as BulkAction]}`, result)
  }
}
