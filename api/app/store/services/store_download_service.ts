import { inject } from '@adonisjs/core'
import StoreItem from '#store/models/store_item'
import type { User } from '#accounts'
import ApiException from '#core/exceptions/api_exception'
import mediaConfig from '#config/media'
import { mediaStorage } from '#media'
import { PurchaseService } from '#payments'
import { isUuid } from '#store/services/store_filters'

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
@inject()
export default class StoreDownloadService {
  constructor(private purchases: PurchaseService) {}

  async link(user: User, id: unknown) {
    const item = isUuid(id) ? await StoreItem.find(id) : null
    if (!item) throw new ApiException('Book not found', { status: 404 })
    if (!user.isAdmin && !(await this.purchases.owns(user.id, item.id))) {
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
