import type { StoreItemStatus, StoreItemType } from '@pathshala/shared'
import type { StoreItem } from '../api/book-types.ts'

/** The content form's messages (docs/screens/admin.md#create). */
export const CONTENT_MESSAGES = {
  filesRequired: 'Thumbnail and PDF file are required',
  fieldsRequired: 'All required fields must be filled',
  invalidImage: 'Please select a valid image file',
  invalidPdf: 'Please select a valid PDF file',
  created: 'Content created successfully',
  updated: 'Content updated successfully',
  price: 'Price must be an amount in rupees, 0 or more, with at most 2 decimals',
  themes: 'Themes must be at most 20, each up to 60 characters',
} as const

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
 * The first thing wrong with the form, in the order the admin meets them: both files (when
 * creating), then the required fields, then the price and themes; null when it can be sent.
 */
export function contentProblem(
  values: ContentValues,
  files: ContentFiles,
  { filesRequired }: { filesRequired: boolean }
): string | null {
  if (filesRequired && (!files.thumbnail || !files.pdf)) return CONTENT_MESSAGES.filesRequired
  const required = [values.title, values.description, values.type, values.author, values.price]
  if (required.some((value) => value.trim() === '')) return CONTENT_MESSAGES.fieldsRequired
  if (parsePrice(values.price) === null) return CONTENT_MESSAGES.price
  const themes = parseThemes(values.themes)
  if (themes.length > CONTENT_LIMITS.themes || themes.some((t) => t.length > CONTENT_LIMITS.theme))
    return CONTENT_MESSAGES.themes
  return null
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
