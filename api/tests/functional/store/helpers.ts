import type { Group } from '@japa/runner/core'
import { rm } from 'node:fs/promises'
import mediaConfig from '#config/media'
import { mediaStorage } from '#media/services/main'
import { pdfDocument, pngImage } from '../media/helpers.js'

export { BASE_URL, fetchUrl, pdfDocument } from '../media/helpers.js'

/** Empties the test media folder around a group. */
export function withCleanMedia(group: Group) {
  group.setup(() => rm(mediaConfig.localRoot, { recursive: true, force: true }))
  group.teardown(() => rm(mediaConfig.localRoot, { recursive: true, force: true }))
}

/** A PDF put in local storage, as an admin's upload would. */
export async function storedPdf(text = 'Study notes') {
  return mediaStorage().storeLocalFile({
    resourceType: 'raw',
    folder: 'pathshala/books',
    data: pdfDocument(text),
  })
}

/** A thumbnail put in local storage. */
export async function storedThumbnail() {
  return mediaStorage().storeLocalFile({
    resourceType: 'image',
    folder: 'pathshala/courses',
    data: pngImage(4, 3),
  })
}

/**
 * The content form's body, as the old client sends it after both uploads
 * (price as text, status 'Published', the PDF's secure_url as downloadUrl).
 */
export async function contentFormBody(overrides: Record<string, unknown> = {}) {
  const pdf = await storedPdf()
  const thumbnail = await storedThumbnail()
  return {
    title: 'Indian Polity Notes',
    description: 'Every article that matters, with the cases',
    type: 'Notes',
    author: 'Meera Iyer',
    price: '499.50',
    thumbnailUrl: thumbnail.secure_url,
    downloadUrl: pdf.secure_url,
    thumbnail_public_id: thumbnail.public_id,
    pdf_public_id: pdf.public_id,
    thumbnail_format: thumbnail.format,
    pdf_format: pdf.format,
    status: 'Published',
    ...overrides,
  }
}

/** RFC 4180 records (quoted fields may hold commas, quotes and line breaks), CRLF-terminated. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      record.push(field)
      field = ''
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field)
      records.push(record)
      record = []
      field = ''
      i++
    } else field += char
  }
  if (field !== '' || record.length > 0) throw new Error('the CSV does not end with CRLF')
  return records
}
