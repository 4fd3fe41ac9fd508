import { describe, expect, it } from 'vitest'
import {
  DEFAULT_STORE_FILTERS,
  changeFilters,
  clearAllFilters,
  filtersFromSearchParams,
  hasActiveFilters,
  orderLabel,
  searchParamsFromFilters,
  toStoreListRequest,
  type StoreFilters,
} from './store-filters.ts'

const read = (query: string) => filtersFromSearchParams(new URLSearchParams(query))

describe('filtersFromSearchParams', () => {
  it('gives the store defaults for a plain /home/store', () => {
    expect(read('')).toEqual({
      page: 1,
      limit: 12,
      sort: 'createdAt',
      order: 'desc',
      category: null,
      author: '',
      search: '',
    })
  })

  it('reads every filter from the URL', () => {
    expect(
      read('page=3&limit=24&sort=price&order=asc&category=TestSeries&author=Robun&search=polity')
    ).toEqual({
      page: 3,
      limit: 24,
      sort: 'price',
      order: 'asc',
      category: 'TestSeries',
      author: 'Robun',
      search: 'polity',
    })
  })

  it.each([
    ['0', 1],
    ['-2', 1],
    ['1.5', 1],
    ['abc', 1],
    ['', 1],
    ['7', 7],
  ])('turns page=%s into %i (below 1 or not an integer becomes 1)', (page, expected) => {
    expect(read(`page=${page}`).page).toBe(expected)
  })

  it.each([
    ['0', 1],
    ['-5', 1],
    ['101', 100],
    ['5000', 100],
    ['36.9', 36],
    ['48', 48],
    ['20', 20],
    ['lots', 12],
  ])('clamps limit=%s to %i (1-100, the store default when not a number)', (limit, expected) => {
    expect(read(`limit=${limit}`).limit).toBe(expected)
  })

  it('accepts only asc or desc as the order, else desc', () => {
    expect(read('order=asc').order).toBe('asc')
    expect(read('order=ASC').order).toBe('desc')
    expect(read('order=random').order).toBe('desc')
  })

  it('accepts only the whitelisted sorts, else createdAt', () => {
    for (const sort of ['createdAt', 'title', 'author', 'price', 'purchases']) {
      expect(read(`sort=${sort}`).sort).toBe(sort)
    }
    expect(read('sort=revenue').sort).toBe('createdAt')
    expect(read('sort=password').sort).toBe('createdAt')
  })

  it('matches a category in any case and treats an unknown one as All', () => {
    expect(read('category=notes').category).toBe('Notes')
    expect(read('category=Books').category).toBe('Books')
    expect(read('category=Videos').category).toBeNull()
    expect(read('category=all').category).toBeNull()
  })

  it('tidies author and search text', () => {
    const filters = read(`author=${encodeURIComponent('  Dr.   Meera  ')}&search=%20%20`)
    expect(filters.author).toBe('Dr. Meera')
    expect(filters.search).toBe('')
  })
})

describe('searchParamsFromFilters', () => {
  it('leaves the defaults out so a plain store link stays plain', () => {
    expect(searchParamsFromFilters(DEFAULT_STORE_FILTERS).toString()).toBe('')
  })

  it('round-trips every chosen filter through the URL', () => {
    const filters: StoreFilters = {
      page: 2,
      limit: 48,
      sort: 'title',
      order: 'asc',
      category: 'Material',
      author: 'Anil Kumar',
      search: 'ethics & values',
    }
    const params = searchParamsFromFilters(filters)
    expect(filtersFromSearchParams(new URLSearchParams(params.toString()))).toEqual(filters)
  })

  it('writes a sanitised link back in its clean form', () => {
    expect(searchParamsFromFilters(read('page=-1&limit=999&sort=x&order=y')).toString()).toBe(
      'limit=100'
    )
  })
})

describe('toStoreListRequest', () => {
  it('sends every filter, empty text as null so the client leaves it out', () => {
    expect(toStoreListRequest(DEFAULT_STORE_FILTERS)).toEqual({
      page: 1,
      limit: 12,
      sort: 'createdAt',
      order: 'desc',
      category: null,
      author: null,
      search: null,
    })
  })
})

describe('changeFilters', () => {
  const onPageThree: StoreFilters = { ...DEFAULT_STORE_FILTERS, page: 3 }

  it('goes back to page 1 on any change', () => {
    expect(changeFilters(onPageThree, { category: 'Notes' }).page).toBe(1)
    expect(changeFilters(onPageThree, { limit: 24 }).page).toBe(1)
    expect(changeFilters(onPageThree, { search: 'history' }).page).toBe(1)
    expect(changeFilters(onPageThree, { order: 'asc' }).page).toBe(1)
  })

  it('brings the natural order of a new sort', () => {
    expect(changeFilters(onPageThree, { sort: 'title' }).order).toBe('asc')
    expect(changeFilters(onPageThree, { sort: 'purchases' }).order).toBe('desc')
    expect(changeFilters(onPageThree, { sort: 'price', order: 'desc' }).order).toBe('desc')
  })

  it('keeps the chosen order when something else changes', () => {
    const ascending = { ...onPageThree, order: 'asc' as const }
    expect(changeFilters(ascending, { category: 'Books' }).order).toBe('asc')
  })
})

describe('clearAllFilters', () => {
  it('clears search, category and author and goes to page 1, keeping sort and size', () => {
    const filters: StoreFilters = {
      page: 4,
      limit: 36,
      sort: 'price',
      order: 'asc',
      category: 'Notes',
      author: 'Robun',
      search: 'polity',
    }
    expect(hasActiveFilters(filters)).toBe(true)
    const cleared = clearAllFilters(filters)
    expect(cleared).toEqual({ ...filters, page: 1, category: null, author: '', search: '' })
    expect(hasActiveFilters(cleared)).toBe(false)
  })
})

describe('orderLabel', () => {
  it('says the order in the words of the sort', () => {
    expect(orderLabel('createdAt', 'desc')).toBe('Newest first')
    expect(orderLabel('title', 'asc')).toBe('A to Z')
    expect(orderLabel('author', 'desc')).toBe('Z to A')
    expect(orderLabel('price', 'asc')).toBe('Low to high')
    expect(orderLabel('purchases', 'desc')).toBe('Most popular first')
  })
})
