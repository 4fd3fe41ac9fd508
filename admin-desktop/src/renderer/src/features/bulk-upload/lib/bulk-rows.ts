import {
  STORE_ITEM_STATUSES,
  STORE_ITEM_TYPES,
  type StoreItemStatus,
  type StoreItemType,
  type UploadedMedia,
} from '@pathshala/shared'
import type { BulkCreateItem } from '../api/bulk-types.ts'
import { titleFromFileName, type FilePair, type PickedFile } from './pairing.ts'

/** The API's limits for uploads (config/media.ts): images 5 MB, PDFs 200 MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024
export const PDF_MAX_BYTES = 200 * 1024 * 1024
/** One bulk create carries at most this many items. */
export const BULK_CREATE_MAX_ITEMS = 200

/** The upload key of the placeholder thumbnail shared by every row without an image. */
export const PLACEHOLDER_KEY = 'placeholder-thumbnail'

export const ROW_MESSAGES = {
  required: 'All required fields must be filled',
  title: 'Title must not exceed 200 characters',
  author: 'Author must not exceed 120 characters',
  price: 'Price must be an amount in rupees, 0 or more, with at most 2 decimals',
  pdfTooLarge: 'The PDF is larger than the 200 MB limit',
  imageTooLarge: 'The image is larger than the 5 MB limit',
  emptyFile: 'The file is empty',
} as const

/** One item to create, as the editable table holds it. */
export interface BulkRow {
  /** The PDF's key: one row per PDF */
  id: string
  pdf: PickedFile
  image: PickedFile | null
  title: string
  type: StoreItemType
  author: string
  /** Rupees, as typed */
  price: string
  status: StoreItemStatus
  /** The created item's id, once created */
  createdId: string | null
  /** The fields changed by hand in this row: they keep their value when the batch's values change */
  edited: DefaultField[]
}

/** The fields the admin can set once for every row of the batch. */
export type DefaultField = 'type' | 'author' | 'price' | 'status'
export const DEFAULT_FIELDS: readonly DefaultField[] = ['author', 'type', 'price', 'status']
export type BulkDefaults = Pick<BulkRow, DefaultField>

/** What every row starts with until the admin sets values for every row. */
export const ROW_DEFAULTS: BulkDefaults = { type: 'Notes', author: '', price: '0', status: 'draft' }

export type RowField = 'title' | 'type' | 'author' | 'price' | 'status' | 'pdf' | 'image'
export type RowErrors = Partial<Record<RowField, string>>

/** New rows, one per PDF, with the batch's values for every row. */
export function rowsFromPairs(
  pairs: ReadonlyArray<FilePair<PickedFile>>,
  defaults: BulkDefaults = ROW_DEFAULTS
): BulkRow[] {
  return pairs.map(({ pdf, image }) => ({
    id: pdf.key,
    pdf: { key: pdf.key, name: pdf.name, size: pdf.size },
    image: image ? { key: image.key, name: image.name, size: image.size } : null,
    title: titleFromFileName(pdf.name),
    ...defaults,
    createdId: null,
    edited: [],
  }))
}

const PRICE = /^\d{1,8}(\.\d{1,2})?$/

/** A row's problems, field by field, checked as the server will (before anything is sent). */
export function validateRow(row: BulkRow): RowErrors {
  const errors: RowErrors = {}
  const title = row.title.trim()
  if (!title) errors.title = ROW_MESSAGES.required
  else if (title.length > 200) errors.title = ROW_MESSAGES.title
  const author = row.author.trim()
  if (!author) errors.author = ROW_MESSAGES.required
  else if (author.length > 120) errors.author = ROW_MESSAGES.author
  const price = row.price.trim()
  if (!price) errors.price = ROW_MESSAGES.required
  else if (!PRICE.test(price) || Number(price) > 10_000_000) errors.price = ROW_MESSAGES.price
  if (!STORE_ITEM_TYPES.includes(row.type)) errors.type = ROW_MESSAGES.required
  if (!STORE_ITEM_STATUSES.includes(row.status)) errors.status = ROW_MESSAGES.required
  if (row.pdf.size === 0) errors.pdf = ROW_MESSAGES.emptyFile
  else if (row.pdf.size > PDF_MAX_BYTES) errors.pdf = ROW_MESSAGES.pdfTooLarge
  if (row.image && row.image.size === 0) errors.image = ROW_MESSAGES.emptyFile
  else if (row.image && row.image.size > IMAGE_MAX_BYTES) errors.image = ROW_MESSAGES.imageTooLarge
  return errors
}

export function hasErrors(errors: RowErrors): boolean {
  return Object.keys(errors).length > 0
}

/** The upload key of a row's thumbnail: its image, or the shared placeholder. */
export function thumbnailKeyOf(row: BulkRow): string {
  return row.image?.key ?? PLACEHOLDER_KEY
}

/** The bulk create row for an item whose two files are up. */
export function toBulkItem(
  row: BulkRow,
  pdf: UploadedMedia,
  thumbnail: UploadedMedia
): BulkCreateItem {
  return {
    title: row.title.trim(),
    type: row.type,
    author: row.author.trim(),
    price: Number(row.price.trim()),
    status: row.status,
    thumbnailUrl: thumbnail.secure_url,
    thumbnail_public_id: thumbnail.public_id,
    thumbnail_format: thumbnail.format,
    pdf_public_id: pdf.public_id,
    pdf_format: pdf.format,
  }
}

/**
 * The rows ready to create: not created yet, and both files uploaded (`mediaOf` answers a
 * finished upload by key). An interrupted batch never creates an item with a missing file.
 */
export function readyRows(
  rows: readonly BulkRow[],
  mediaOf: (key: string) => UploadedMedia | null
): Array<{ row: BulkRow; item: BulkCreateItem }> {
  const ready: Array<{ row: BulkRow; item: BulkCreateItem }> = []
  for (const row of rows) {
    if (row.createdId) continue
    const pdf = mediaOf(row.pdf.key)
    const thumbnail = mediaOf(thumbnailKeyOf(row))
    if (pdf && thumbnail) ready.push({ row, item: toBulkItem(row, pdf, thumbnail) })
  }
  return ready
}

/**
 * The rows after more files were picked: existing rows keep their edits (and gain an image that
 * now pairs with them), new PDFs become new rows at the end with the batch's values.
 */
export function mergeRows(
  existing: readonly BulkRow[],
  pairs: ReadonlyArray<FilePair<PickedFile>>,
  defaults: BulkDefaults = ROW_DEFAULTS
): BulkRow[] {
  const byId = new Map(existing.map((row) => [row.id, row]))
  const fresh = rowsFromPairs(
    pairs.filter((pair) => !byId.has(pair.pdf.key)),
    defaults
  )
  const updated = existing.map((row) => {
    if (row.image) return row
    const pair = pairs.find((entry) => entry.pdf.key === row.id)
    return pair?.image
      ? { ...row, image: { key: pair.image.key, name: pair.image.name, size: pair.image.size } }
      : row
  })
  return [...updated, ...fresh]
}
