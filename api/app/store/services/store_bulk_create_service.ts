import { errors } from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import { rupeesToPaise } from '@pathshala/shared'
import StoreItem, { type StoreItemStatus, type StoreItemType } from '#store/models/store_item'
import type { User } from '#accounts'
import { mediaStorage, storedImage } from '#media'
import { BULK_CREATE_MESSAGES } from '#store/validators/store_bulk_create'

export interface BulkItemInput {
  title: string
  description?: string | null
  type: string
  author: string
  price: number
  thumbnailUrl: string
  thumbnail_public_id?: string | null
  thumbnail_format?: string | null
  pdf_public_id: string
  pdf_format?: string | null
  status?: string | null
  themes?: string[] | null
}

interface RowError {
  field: string
  message: string
  rule: string
}

/**
 * POST /store/bulkCreate: many store items at once, all or none. Every row's
 * PDF is checked first (it must be an uploaded PDF, used by one row only);
 * any failing row refuses the whole batch with its errors as
 * `items.<row>.<field>`, so the screen can mark the rows. The rows are then
 * inserted in one transaction (see docs/api-contract.md).
 */
export default class StoreBulkCreateService {
  async create(admin: User, items: BulkItemInput[]) {
    const pdfBytes = await this.#checkFiles(items)
    const ids = await db.transaction(async (trx) => {
      const created = await StoreItem.createMany(
        items.map((input, row) => ({
          title: input.title,
          description: input.description ?? input.title,
          type: input.type as StoreItemType,
          author: input.author,
          pricePaise: rupeesToPaise(input.price),
          status: (input.status as StoreItemStatus | null) ?? 'draft',
          thumbnailUrl: storedImage(input.thumbnailUrl),
          thumbnailPublicId: input.thumbnail_public_id ?? null,
          thumbnailFormat: input.thumbnail_format ?? null,
          pdfPublicId: input.pdf_public_id,
          pdfFormat: input.pdf_format ?? 'pdf',
          pdfBytes: pdfBytes[row],
          themes: input.themes ?? null,
          createdBy: admin.id,
        })),
        { client: trx }
      )
      return created.map((item) => item.id)
    })
    // one read for the database's own columns (counters, the free flag), in the rows' order
    const stored = await StoreItem.query().whereIn('id', ids)
    const byId = new Map(stored.map((item) => [item.id, item]))
    return ids.map((id) => byId.get(id)!)
  }

  /** Each row's PDF size; a 422 naming every row whose PDF is missing, not a PDF, or repeated. */
  async #checkFiles(items: BulkItemInput[]) {
    const storage = mediaStorage()
    const rowErrors: RowError[] = []
    const firstRowOf = new Map<string, number>()
    const sizes: Array<number | null> = []
    // a few at a time: local checks read a file's first bytes
    const checks = await mapLimited(items, 8, (item) => storage.checkPdf(item.pdf_public_id))
    items.forEach((item, row) => {
      const field = `items.${row}.pdf_public_id`
      const check = checks[row]
      sizes.push(check.status === 'ok' ? check.bytes : null)
      if (check.status !== 'ok') {
        const message =
          check.status === 'missing'
            ? 'The PDF file was not found; upload it again'
            : 'The file given is not a PDF document'
        rowErrors.push({ field, message, rule: 'pdfFile' })
      } else if (firstRowOf.has(item.pdf_public_id)) {
        rowErrors.push({ field, message: BULK_CREATE_MESSAGES.duplicatePdf, rule: 'distinct' })
      }
      if (!firstRowOf.has(item.pdf_public_id)) firstRowOf.set(item.pdf_public_id, row)
    })
    if (rowErrors.length > 0) throw new errors.E_VALIDATION_ERROR(rowErrors)
    return sizes
  }
}

async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index])
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
