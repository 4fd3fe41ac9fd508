import { describe, expect, test } from 'vitest'
import {
  CONTENT_MESSAGES,
  contentFields,
  contentErrors,
  EMPTY_CONTENT,
  isImageFile,
  isPdfFile,
  parsePrice,
  parseThemes,
  type ContentValues,
} from './content-form.ts'

const filled: ContentValues = {
  title: 'Polity Notes',
  description: 'Articles and cases',
  type: 'Notes',
  author: 'Meera Iyer',
  price: '499.50',
  themes: '',
  status: 'draft',
}
const image = new File(['x'], 'cover.png', { type: 'image/png' })
const pdf = new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })
const both = { thumbnail: image, pdf }

describe('the content form', () => {
  test('names each missing file at its field when creating', () => {
    expect(contentErrors(filled, { thumbnail: image, pdf: null }, { filesRequired: true })).toEqual(
      { pdf: CONTENT_MESSAGES.pdfRequired }
    )
    expect(contentErrors(filled, { thumbnail: null, pdf }, { filesRequired: true })).toEqual({
      thumbnail: 'Choose a thumbnail image',
    })
    // editing keeps the files the item has
    expect(contentErrors(filled, { thumbnail: null, pdf: null }, { filesRequired: false })).toEqual(
      {}
    )
  })

  test('names every missing field at once, each with its own message', () => {
    expect(
      contentErrors(EMPTY_CONTENT, { thumbnail: null, pdf: null }, { filesRequired: true })
    ).toEqual({
      thumbnail: 'Choose a thumbnail image',
      pdf: 'Choose the PDF file',
      title: 'Title is required',
      description: 'Description is required',
      type: 'Choose a type',
      author: 'Author is required',
      price: 'Price is required (0 makes it free)',
    })
    expect(contentErrors({ ...filled, title: '  ' }, both, { filesRequired: true })).toEqual({
      title: 'Title is required',
    })
    expect(contentErrors({ ...filled, themes: '' }, both, { filesRequired: true })).toEqual({})
  })

  test('takes prices of 0 or more with at most 2 decimals', () => {
    expect(parsePrice('0')).toBe(0)
    expect(parsePrice(' 499.5 ')).toBe(499.5)
    expect(parsePrice('499.55')).toBe(499.55)
    for (const bad of ['-1', '1.555', 'abc', '1e3', '10000000.01'])
      expect(parsePrice(bad)).toBeNull()
    expect(contentErrors({ ...filled, price: '-1' }, both, { filesRequired: true })).toEqual({
      price: CONTENT_MESSAGES.price,
    })
  })

  test('splits themes on commas, trimmed, without repeats, at most 20', () => {
    expect(parseThemes(' polity, GS2 ,, Polity , gs2 ')).toEqual(['polity', 'GS2'])
    const many = Array.from({ length: 21 }, (_, index) => `t${index}`).join(',')
    expect(contentErrors({ ...filled, themes: many }, both, { filesRequired: true })).toEqual({
      themes: CONTENT_MESSAGES.themes,
    })
    expect(contentFields({ ...filled, themes: 'a, b' })).toMatchObject({
      title: 'Polity Notes',
      price: 499.5,
      themes: ['a', 'b'],
      status: 'draft',
    })
  })

  test('starts a new item as published, so what staff create is in the store', () => {
    expect(EMPTY_CONTENT.status).toBe('published')
    expect(contentFields({ ...filled, status: EMPTY_CONTENT.status }).status).toBe('published')
  })

  test('knows images and PDFs by their type', () => {
    expect(isImageFile(image)).toBe(true)
    expect(isImageFile(pdf)).toBe(false)
    expect(isPdfFile(pdf)).toBe(true)
    expect(isPdfFile(new File(['x'], 'notes.pdf', { type: 'text/plain' }))).toBe(false)
  })
})
