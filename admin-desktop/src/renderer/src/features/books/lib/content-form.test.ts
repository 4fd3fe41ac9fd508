import { describe, expect, test } from 'vitest'
import {
  CONTENT_MESSAGES,
  contentFields,
  contentProblem,
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
  test('needs both files when creating, before anything else', () => {
    expect(
      contentProblem(EMPTY_CONTENT, { thumbnail: image, pdf: null }, { filesRequired: true })
    ).toBe(CONTENT_MESSAGES.filesRequired)
    expect(contentProblem(filled, { thumbnail: null, pdf }, { filesRequired: true })).toBe(
      'Thumbnail and PDF file are required'
    )
    // editing keeps the files the item has
    expect(
      contentProblem(filled, { thumbnail: null, pdf: null }, { filesRequired: false })
    ).toBeNull()
  })

  test('needs every required field', () => {
    for (const field of ['title', 'description', 'type', 'author', 'price'] as const) {
      expect(contentProblem({ ...filled, [field]: '  ' }, both, { filesRequired: true })).toBe(
        'All required fields must be filled'
      )
    }
    expect(contentProblem({ ...filled, themes: '' }, both, { filesRequired: true })).toBeNull()
  })

  test('takes prices of 0 or more with at most 2 decimals', () => {
    expect(parsePrice('0')).toBe(0)
    expect(parsePrice(' 499.5 ')).toBe(499.5)
    expect(parsePrice('499.55')).toBe(499.55)
    for (const bad of ['-1', '1.555', 'abc', '1e3', '10000000.01'])
      expect(parsePrice(bad)).toBeNull()
    expect(contentProblem({ ...filled, price: '-1' }, both, { filesRequired: true })).toBe(
      CONTENT_MESSAGES.price
    )
  })

  test('splits themes on commas, trimmed, without repeats, at most 20', () => {
    expect(parseThemes(' polity, GS2 ,, Polity , gs2 ')).toEqual(['polity', 'GS2'])
    const many = Array.from({ length: 21 }, (_, index) => `t${index}`).join(',')
    expect(contentProblem({ ...filled, themes: many }, both, { filesRequired: true })).toBe(
      CONTENT_MESSAGES.themes
    )
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
