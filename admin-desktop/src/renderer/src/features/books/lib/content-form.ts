import type { StoreItemStatus, StoreItemType } from '@pathshala/shared'
import type { FieldErrors } from '../../../lib/field-errors.ts'
import type { StoreItem } from '../api/book-types.ts'

/** The content form's messages (docs/screens/admin.md#create), each shown at its field. */
export const CONTENT_MESSAGES = {
  thumbnailRequired: 'Choose a thumbnail image',
  pdfRequired: 'Choose the PDF file',
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  typeRequired: 'Choose a type',
  authorRequired: 'Author is required',
  priceRequired: 'Price is required (0 makes it free)',
  invalidImage: 'Please select a valid image file',
  invalidPdf: 'Please select a valid PDF file',
  created: 'Content created successfully',
  updated: 'Content updated successfully',
  price: 'Price must be an amount in rupees, 0 or more, with at most 2 decimals',
  themes: 'Themes must be at most 20, each up to 60 characters',
} as const

/** The form's fields, in the order it shows them (the first invalid one takes focus). */
export const CONTENT_FIELDS = [
  'thumbnail',
  'pdf',
  'title',
  'description',
  'type',
  'author',
  'price',
  'themes',
  'status',
] as const
export type ContentField = (typeof CONTENT_FIELDS)[number]

/** The id of each field's control. */
export const contentFieldId = (field: ContentField) => `book-${field}`

/** Where the server's field names (createProduct, updateBook) show on the form. */
export const CONTENT_SERVER_FIELDS: Readonly<Record<string, ContentField>> = {
  title: 'title',
  description: 'description',
  type: 'type',
  author: 'author',
  price: 'price',
  themes: 'themes',
  status: 'status',
  thumbnailUrl: 'thumbnail',
  thumbnail_public_id: 'thumbnail',
  thumbnail_format: 'thumbnail',
  pdf_public_id: 'pdf',
  pdf_format: 'pdf',
  downloadUrl: 'pdf',
}

export const CONTENT_TYPES: readonly { value: StoreItemType; label: string }[] = [
  { value: 'Notes', label: 'Notes' },
  { value: 'TestSeries', label: 'TestSeries' },
  { value: 'Material', label: 'Material' },
  { value: 'Books', label: 'Books' },
]

/** The server's limits on the content fields. */
export const CONTENT_LIMITS = {
  title: 200,
  description: 5000,
  author: 120,
  themes: 20,
  theme: 60,
  /** Rupees */
  maxPrice: 10_000_000,
} as const

export interface ContentValues {
  title: string
  description: string
  type: StoreItemType | ''
  author: string
  /** Rupees as typed */
  price: string
  /** Comma-separated */
  themes: string
  status: StoreItemStatus
}

export interface ContentFiles {
  thumbnail: File | null
  pdf: File | null
}

/**
 * A new item's fields: published unless the admin picks another status
 * (docs/decisions.md#new-content-is-published).
 */
export const EMPTY_CONTENT: ContentValues = {
  title: '',
  description: '',
  type: '',
  author: '',
  price: '',
  themes: '',
  status: 'published',
}

/** An item's fields as the edit form starts with them. */
export function contentOf(item: StoreItem): ContentValues {
  return {
    title: item.title,
    description: item.description,
    type: item.type,
    author: item.author,
    price: String(item.price),
    themes: item.themes.join(', '),
    status: item.status,
  }
}

/** Any picture type the browser recognises; compression then makes it fit the limits. */
export const isImageFile = (file: File) => file.type.startsWith('image/')
/** Only application/pdf is taken as a PDF (the server checks the bytes too). */
export const isPdfFile = (file: File) => file.type === 'application/pdf'

const PRICE = /^\d+(\.\d{1,2})?$/

/** Rupees with at most 2 decimals, 0 or more, within the server's limit; else null. */
export function parsePrice(text: string): number | null {
  const trimmed = text.trim()
  if (!PRICE.test(trimmed)) return null
  const value = Number(trimmed)
  return value <= CONTENT_LIMITS.maxPrice ? value : null
}

/** Comma-separated themes, trimmed, empty ones and repeats (any case) dropped. */
export function parseThemes(text: string): string[] {
  const seen = new Set<string>()
  const themes: string[] = []
  for (const part of text.split(',')) {
    const theme = part.trim().replace(/\s+/g, ' ')
    if (theme === '' || seen.has(theme.toLowerCase())) continue
    seen.add(theme.toLowerCase())
    themes.push(theme)
  }
  return themes
}

/**
 * Everything wrong with the form, by field: both files (when creating), the required fields,
 * the price and the themes; empty when it can be sent.
 */
export function contentErrors(
  values: ContentValues,
  files: ContentFiles,
  { filesRequired }: { filesRequired: boolean }
): FieldErrors<ContentField> {
  const errors: FieldErrors<ContentField> = {}
  if (filesRequired && !files.thumbnail) errors.thumbnail = CONTENT_MESSAGES.thumbnailRequired
  if (filesRequired && !files.pdf) errors.pdf = CONTENT_MESSAGES.pdfRequired
  if (values.title.trim() === '') errors.title = CONTENT_MESSAGES.titleRequired
  if (values.description.trim() === '') errors.description = CONTENT_MESSAGES.descriptionRequired
  if (values.type === '') errors.type = CONTENT_MESSAGES.typeRequired
  if (values.author.trim() === '') errors.author = CONTENT_MESSAGES.authorRequired
  if (values.price.trim() === '') errors.price = CONTENT_MESSAGES.priceRequired
  else if (parsePrice(values.price) === null) errors.price = CONTENT_MESSAGES.price
  const themes = parseThemes(values.themes)
  if (themes.length > CONTENT_LIMITS.themes || themes.some((t) => t.length > CONTENT_LIMITS.theme))
    errors.themes = CONTENT_MESSAGES.themes
  return errors
}

/** The text fields as createProduct and updateBook take them (files are added by the caller). */
export function contentFields(values: ContentValues) {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    type: values.type as StoreItemType,
    author: values.author.trim(),
    price: parsePrice(values.price)!,
    themes: parseThemes(values.themes),
    status: values.status,
  }
}
