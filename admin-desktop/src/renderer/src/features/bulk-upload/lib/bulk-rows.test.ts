import { describe, expect, it } from 'vitest'
import type { UploadedMedia } from '@pathshala/shared'
import {
  IMAGE_MAX_BYTES,
  PDF_MAX_BYTES,
  PLACEHOLDER_KEY,
  ROW_MESSAGES,
  mergeRows,
  readyRows,
  rowsFromPairs,
  validateRow,
  type BulkRow,
} from './bulk-rows.ts'

const pdf = (name: string, size = 100) => ({ key: `/d/${name}`, name, size })

function row(change: Partial<BulkRow> = {}): BulkRow {
  return {
    ...rowsFromPairs([{ pdf: pdf('polity-notes.pdf'), image: null }])[0]!,
    author: 'Meera',
    ...change,
  }
}

const media = (id: string): UploadedMedia => ({
  public_id: id,
  secure_url: `http://x/${id}`,
  url: `http://x/${id}`,
  format: 'pdf',
  bytes: 1,
  resource_type: 'raw',
  type: 'authenticated',
  created_at: '2026-01-01T00:00:00Z',
})

describe('rows', () => {
  it('starts a row from its file: title from the name, draft, Notes, price 0', () => {
    expect(row({ author: '' })).toMatchObject({
      title: 'Polity Notes',
      status: 'draft',
      type: 'Notes',
      price: '0',
      author: '',
      createdId: null,
    })
  })

  it('finds every problem of a row before anything is sent', () => {
    expect(validateRow(row())).toEqual({})
    expect(validateRow(row({ title: ' ', author: '', price: '' }))).toEqual({
      title: ROW_MESSAGES.required,
      author: ROW_MESSAGES.required,
      price: ROW_MESSAGES.required,
    })
    expect(validateRow(row({ price: '-1' })).price).toBe(ROW_MESSAGES.price)
    expect(validateRow(row({ price: '10.555' })).price).toBe(ROW_MESSAGES.price)
    expect(validateRow(row({ price: '499.50' })).price).toBeUndefined()
    expect(validateRow(row({ title: 'x'.repeat(201) })).title).toBe(ROW_MESSAGES.title)
    expect(validateRow(row({ pdf: pdf('big.pdf', PDF_MAX_BYTES + 1) })).pdf).toBe(
      ROW_MESSAGES.pdfTooLarge
    )
    expect(validateRow(row({ image: pdf('big.png', IMAGE_MAX_BYTES + 1) })).image).toBe(
      ROW_MESSAGES.imageTooLarge
    )
  })

  it('keeps edits when more files are picked, and takes a newly paired image', () => {
    const edited = { ...row(), title: 'Edited' }
    const merged = mergeRows(
      [edited],
      [
        { pdf: pdf('polity-notes.pdf'), image: pdf('polity-notes.png') },
        { pdf: pdf('maps.pdf'), image: null },
      ]
    )
    expect(merged.map((entry) => [entry.title, entry.image?.name ?? null])).toEqual([
      ['Edited', 'polity-notes.png'],
      ['Maps', null],
    ])
  })

  it('is ready only when both files are up; a row without an image uses the placeholder', () => {
    const withImage = row({ id: 'a', pdf: pdf('a.pdf'), image: pdf('a.png') })
    const withoutImage = row({ id: 'b', pdf: pdf('b.pdf'), image: null })
    const created = row({ id: 'c', pdf: pdf('c.pdf'), createdId: 'item-1' })
    const done = new Map([
      ['/d/a.pdf', media('books/a')],
      ['/d/b.pdf', media('books/b')],
      ['/d/c.pdf', media('books/c')],
    ])
    const mediaOf = (key: string) => done.get(key) ?? null

    expect(readyRows([withImage, withoutImage, created], mediaOf)).toEqual([])
    done.set(PLACEHOLDER_KEY, media('courses/placeholder'))
    const ready = readyRows([withImage, withoutImage, created], mediaOf)
    expect(ready.map((entry) => entry.row.id)).toEqual(['b'])
    expect(ready[0]!.item).toMatchObject({
      pdf_public_id: 'books/b',
      thumbnail_public_id: 'courses/placeholder',
      thumbnailUrl: 'http://x/courses/placeholder',
      price: 0,
      status: 'draft',
    })
  })
})
