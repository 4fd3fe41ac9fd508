import StoreItem from '#store/models/store_item'
import type { User } from '#accounts'
import ApiException from '#core/exceptions/api_exception'
import mediaConfig from '#config/media'
import { mediaStorage } from '#media'
import { isUuid } from '#store/services/store_filters'
import { selectOwnership } from '#store/services/store_listing_service'

/** A file name for the download: the title without characters file systems refuse. */
export function downloadFileName(title: string, format: string | null) {
  const base =
    title
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 100) || 'download'
  return `${base}.${format || 'pdf'}`
}

/**
 * GET /store/download/:id: a short-lived link to an item's PDF for its owners
 * (also after the item was deleted or unpublished) and for admins.
 */
export default class StoreDownloadService {
  async link(user: User, id: unknown) {
    // whether the user owns it, read with the item as the store's listing reads it
    const item = isUuid(id)
      ? await selectOwnership(StoreItem.query(), user.id).where('store_items.id', id).first()
      : null
    if (!item) throw new ApiException('Book not found', { status: 404 })
    if (!user.isAdmin && !item.$extras.owned) {
      // items that are not on sale do not exist for those who do not own them
      if (item.deletedAt || item.status !== 'published') {
        throw new ApiException('Book not found', { status: 404 })
      }
      throw new ApiException('Buy this item to download it', { status: 403 })
    }
    if (!item.pdfPublicId) {
      throw new ApiException('This item has no file to download', { status: 404 })
    }
    return mediaStorage().privateDownloadUrl(item.pdfPublicId, item.pdfFormat, {
      expiresInSeconds: mediaConfig.downloadLinkSeconds,
      fileName: downloadFileName(item.title, item.pdfFormat),
    })
  }
}
