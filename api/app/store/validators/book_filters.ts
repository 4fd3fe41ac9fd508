import vine from '@vinejs/vine'
import { STORE_ITEM_STATUSES } from '@pathshala/shared'
import { lenientListing } from '#core/validators/rules'
import { BOOK_SORTS, usableFilter } from '#store/services/store_filters'

/**
 * POST /store/getAllBooks: the listing's filters, from the query string and
 * the JSON body merged (mergeFilterSources). Nothing is ever refused
 * (docs/api-contract.md#filter-sanitising): each value is first read as
 * sanitiseBookFilters reads it and one it cannot use is left out, so the
 * listing falls back to its default; sanitiseBookFilters still decides. The
 * schema gives the filters their types in the generated contract; the API
 * reference says that any other value is taken too (lenientListing).
 */
export const bookFiltersValidator = vine.create(
  vine
    .object({
      page: vine.number().parse(usableFilter.integer).nullable().optional(),
      /** 1-100, default 10 */
      limit: vine.number().parse(usableFilter.number).nullable().optional(),
      /** `revenue` only for admins in the admin view */
      sort: vine.enum(BOOK_SORTS).parse(usableFilter.choice(BOOK_SORTS)).nullable().optional(),
      order: vine
        .enum(['asc', 'desc'] as const)
        .parse(usableFilter.choice(['asc', 'desc']))
        .nullable()
        .optional(),
      /** The item type, in any case; 'all' means every type */
      category: vine.string().parse(usableFilter.category).nullable().optional(),
      /** Same as `category` (`category` wins when both are sent) */
      type: vine.string().parse(usableFilter.text(40)).nullable().optional(),
      /** Exact author name, any case */
      author: vine.string().parse(usableFilter.text(120)).nullable().optional(),
      /** Title, author or description */
      search: vine.string().parse(usableFilter.text(100)).nullable().optional(),
      /** Admins only: every status (drafts, archived), the status filter and the revenue sort */
      adminView: vine.boolean().parse(usableFilter.flag).nullable().optional(),
      /** Admins in the admin view only; anything else means every status */
      status: vine
        .enum([...STORE_ITEM_STATUSES, 'all'] as const)
        .parse(usableFilter.status)
        .nullable()
        .optional(),
    })
    .use(lenientListing({ invalidValues: 'ignored' }))
)
