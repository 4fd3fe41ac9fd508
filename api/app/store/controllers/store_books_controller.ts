import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import StoreListingService from '#store/services/store_listing_service'
import { listingCache } from '#core/services/listing_cache'
import { mergeFilterSources, sanitiseBookFilters } from '#store/services/store_filters'
import StoreItemTransformer, { type StoreViewer } from '#store/transformers/store_item_transformer'
import { plainObjects } from '#core/transformers/plain_objects'
import { ok } from '#core/transformers/envelope'
import { bookFiltersValidator } from '#store/validators/book_filters'

function viewerOf({ auth }: HttpContext): StoreViewer {
  const user = auth.user
  return { userId: user?.id, isAdmin: Boolean(user?.isAdmin) }
}

/**
 * The store listing and one item, for everyone (the caller's own purchase is
 * marked in `studentsPurchase`; admins get the sales fields).
 */
@inject()
export default class StoreBooksController {
  constructor(private listing: StoreListingService) {}

  /**
   * POST /store/getAllBooks: filters from the query string and the JSON body
   * (body wins), never refused; a visitor's page may come from the listing
   * cache.
   */
  async index(ctx: HttpContext) {
    const viewer = viewerOf(ctx)
    const raw = mergeFilterSources(ctx.request.qs(), ctx.request.body())
    const usable = await bookFiltersValidator.validate(raw)
    const filters = sanitiseBookFilters(usable, viewer.isAdmin)
    const answer = async () => {
      const { items, meta } = await this.listing.page(filters, viewer.userId)
      return ok('Books fetched successfully', {
        data: plainObjects(StoreItemTransformer, items, viewer),
        meta,
      })
    }
    return viewer.userId
      ? answer()
      : listingCache.remember(`books:${JSON.stringify(filters)}`, answer)
  }

  /** GET /store/books/:id */
  async show(ctx: HttpContext) {
    const viewer = viewerOf(ctx)
    const item = await this.listing.find(ctx.params.id, viewer)
    return ok('Book fetched successfully', {
      data: await ctx.serialize(StoreItemTransformer.transform(item, viewer)),
    })
  }
}
