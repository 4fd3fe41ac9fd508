import { describe, expect, it } from 'vitest'
import { readChoice, readPage, readText, writeParams } from './url-params.ts'

const params = (query: string) => new URLSearchParams(query)

describe('URL filter params', () => {
  it('read a page of at least 1, else 1', () => {
    expect(readPage(params('page=3'))).toBe(3)
    expect(readPage(params('page=%203%20'))).toBe(3)
    for (const bad of ['', 'page=0', 'page=-2', 'page=2.5', 'page=abc', 'page=1e3']) {
      expect(readPage(params(bad))).toBe(1)
    }
    expect(readPage(params(`page=${'9'.repeat(20)}`))).toBe(1)
  })

  it('read typed text tidied and cut to its length', () => {
    expect(readText(params('search=%20modern%20%20history%20'), 'search', 100)).toBe(
      'modern history'
    )
    expect(readText(params(`search=${'a'.repeat(150)}`), 'search', 100)).toHaveLength(100)
    expect(readText(params(''), 'search', 100)).toBe('')
  })

  it('read one of a fixed set, in any case when asked, else the fallback', () => {
    const sorts = ['createdAt', 'price'] as const
    expect(readChoice(params('sort=price'), 'sort', sorts, 'createdAt')).toBe('price')
    expect(readChoice(params('sort=rating'), 'sort', sorts, 'createdAt')).toBe('createdAt')
    expect(readChoice(params('sort=PRICE'), 'sort', sorts, 'createdAt')).toBe('createdAt')
    expect(readChoice(params('sort=PRICE'), 'sort', sorts, 'createdAt', { ignoreCase: true })).toBe(
      'price'
    )
    expect(readChoice(params('limit=24'), 'limit', [12, 24] as const, 12)).toBe(24)
    expect(readChoice(params('limit=13'), 'limit', [12, 24] as const, 12)).toBe(12)
    expect(readChoice(params('category=all'), 'category', ['Notes'] as const, null)).toBeNull()
  })

  it('write only what differs from its default, in the order given', () => {
    const query = writeParams([
      ['search', 'gk', ''],
      ['category', null, null],
      ['sort', 'createdAt', 'createdAt'],
      ['limit', 24, 12],
      ['page', 1, 1],
    ])
    expect(query.toString()).toBe('search=gk&limit=24')
  })
})
