import type { DateTime } from 'luxon'
import type { StoreItemStatus, StoreItemType } from '@pathshala/shared'
import { paiseToRupees } from '@pathshala/shared'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { isoDate, isoDateOrNull } from '#core/transformers/iso_date'
import { publicImageUrl } from '#media'
import type { StoreItemAdminFields, StoreItemAnswer } from '#store/transformers/store_item_types'

/**
 * What a store card is made of: a StoreItem model, or a row of the store
 * listing, which StoreListingService.page reads without models.
 */
export interface StoreItemCard {
  id: string
  title: string
  author: string
  description: string
  type: StoreItemType
  pricePaise: number
  thumbnailUrl: string | null
  thumbnailPublicId: string | null
  thumbnailFormat: string | null
  pdfPublicId: string | null
  pdfFormat: string | null
  pdfBytes: number | null
  status: StoreItemStatus
  themes: string[] | null
  purchasesCount: number
  revenuePaise: number
  deletedAt: DateTime | null
  createdAt: DateTime
  updatedAt: DateTime
  /** owned: whether the caller owns the item (see selectOwnership) */
  $extras: Record<string, any>
}

/** Who is looking: decides `studentsPurchase` and the admin-only fields. */
export interface StoreViewer {
  userId?: string
  isAdmin: boolean
}

/**
 * A store item as the store card, details modal, profile materials tab and
 * admin book list read it. `status` is the stored lowercase value (published,
 * draft, archived). `studentsPurchase` holds at most the caller's own entry:
 * the item's `$extras.owned` (selected with the item) says whether the caller
 * owns it. The PDF's public id and the sales figures are for admins only; no
 * answer carries a download URL.
 */
export default class StoreItemTransformer extends BaseTransformer<StoreItemCard> {
  constructor(
    item: StoreItemCard,
    private viewer: StoreViewer = { isAdmin: false }
  ) {
    super(item)
  }

  toObject(): StoreItemAnswer {
    const item = this.resource
    const ownerId = this.viewer.userId && item.$extras.owned ? this.viewer.userId : null
    const answer = {
      _id: item.id,
      title: item.title,
      author: item.author,
      description: item.description,
      type: item.type,
      category: item.type,
      price: paiseToRupees(item.pricePaise),
      pricePaise: item.pricePaise,
      isFree: item.pricePaise === 0,
      thumbnailUrl: publicImageUrl(item.thumbnailUrl),
      thumbnail_public_id: item.thumbnailPublicId,
      thumbnail_format: item.thumbnailFormat,
      pdf_format: item.pdfFormat ?? 'pdf',
      status: item.status,
      themes: item.themes ?? [],
      purchases: item.purchasesCount,
      studentsPurchase: ownerId ? [{ _id: ownerId }] : [],
      createdAt: isoDate(item.createdAt),
      updatedAt: isoDate(item.updatedAt),
    } satisfies StoreItemAnswer
    if (!this.viewer.isAdmin) return answer
    return { ...answer, ...this.adminFields() }
  }

  private adminFields() {
    const item = this.resource
    return {
      totalSales: item.purchasesCount,
      totalRevenue: paiseToRupees(item.revenuePaise),
      totalRevenuePaise: item.revenuePaise,
      // there are no book ratings; the admin list shows N/A
      averageRating: null,
      pdf_public_id: item.pdfPublicId,
      pdfBytes: item.pdfBytes,
      deletedAt: isoDateOrNull(item.deletedAt),
    } satisfies StoreItemAdminFields
  }
}
