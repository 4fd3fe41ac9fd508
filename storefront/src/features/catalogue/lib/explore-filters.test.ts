import { describe, expect, it } from 'vitest'
import {
  changeFilters,
  clearedFilters,
  courseListRequest,
  DEFAULT_FILTERS,
  filtersFromParams,
  hasActiveFilters,
  naturalOrderOf,
  paramsFromFilters,
  type ExploreFilters,
} from './explore-filters.ts'

const CATEGORY = '0dde31df-df45-41f2-a055-d787df559337'
const read = (query: string) => filtersFromParams(new URLSearchParams(query))

describe('catalogue filters in the URL', () => {
  it('start from the defaults: page 1 of 12, Latest First, descending, All', () => {
    expect(read('')).toEqual({
      search: '',
      category: null,
      sort: 'createdAt',
      order: 'desc',
      limit: 12,
      page: 1,
    })
  })

  it('read every filter from the query string', () => {
    expect(read(`search=polity&category=${CATEGORY}&sort=price&order=asc&limit=24&page=3`)).toEqual(
      {
        search: 'polity',
        category: CATEGORY,
        sort: 'price',
        order: 'asc',
        limit: 24,
        page: 3,
      }
    )
  })

  it('fall back to the defaults for invalid values', () => {
    expect(read('category=not-an-id&sort=rating&order=up&limit=13&page=0&search=%20%20')).toEqual(
      DEFAULT_FILTERS
    )
    expect(read('page=-2').page).toBe(1)
    expect(read('page=2.5').page).toBe(1)
    expect(read('page=abc').page).toBe(1)
    expect(read('limit=100').limit).toBe(12)
    expect(read('category=all').category).toBeNull()
  })

  it('trim the search and cap it at 100 characters', () => {
    expect(read('search=%20history%20').search).toBe('history')
    expect(read(`search=${'a'.repeat(150)}`).search).toHaveLength(100)
  })

  it('write only what differs from the defaults', () => {
    expect(paramsFromFilters(DEFAULT_FILTERS).toString()).toBe('')
    const filters: ExploreFilters = {
      search: 'modern history',
      category: CATEGORY,
      sort: 'enrollments',
      order: 'asc',
      limit: 36,
      page: 2,
    }
    const query = paramsFromFilters(filters).toString()
    expect(query).toBe(
      `search=modern+history&category=${CATEGORY}&sort=enrollments&order=asc&limit=36&page=2`
    )
    expect(read(query)).toEqual(filters)
  })
})

describe('catalogue filter changes', () => {
  const onPage3: ExploreFilters = { ...DEFAULT_FILTERS, page: 3 }

  it('send the learner back to page 1 when anything but the page changes', () => {
    expect(changeFilters(onPage3, { category: CATEGORY }).page).toBe(1)
    expect(changeFilters(onPage3, { sort: 'price' }).page).toBe(1)
    expect(changeFilters(onPage3, { order: 'asc' }).page).toBe(1)
    expect(changeFilters(onPage3, { limit: 24 }).page).toBe(1)
    expect(changeFilters(onPage3, { search: 'polity' }).page).toBe(1)
  })

  it('keep the other filters when only the page changes', () => {
    const filters = { ...onPage3, search: 'polity', limit: 24 as const }
    expect(changeFilters(filters, { page: 4 })).toEqual({ ...filters, page: 4 })
  })

  it('trim a new search', () => {
    expect(changeFilters(DEFAULT_FILTERS, { search: '  gk  ' }).search).toBe('gk')
  })

  it('clear all but the page size', () => {
    const busy: ExploreFilters = {
      search: 'gk',
      category: CATEGORY,
      sort: 'price',
      order: 'asc',
      limit: 24,
      page: 5,
    }
    expect(clearedFilters(busy)).toEqual({ ...DEFAULT_FILTERS, limit: 24 })
    expect(hasActiveFilters(busy)).toBe(true)
    expect(hasActiveFilters(clearedFilters(busy))).toBe(false)
  })

  it('give each sort the direction a learner expects', () => {
    expect(naturalOrderOf('createdAt')).toBe('desc')
    expect(naturalOrderOf('courseName')).toBe('asc')
    expect(naturalOrderOf('instructor')).toBe('asc')
    expect(naturalOrderOf('price')).toBe('asc')
    expect(naturalOrderOf('enrollments')).toBe('desc')
  })
})

describe('the course list request', () => {
  it('sends categoryIds and search only when set', () => {
    expect(courseListRequest(DEFAULT_FILTERS)).toEqual({
      page: 1,
      limit: 12,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    })
    expect(
      courseListRequest({ ...DEFAULT_FILTERS, category: CATEGORY, search: 'polity', page: 2 })
    ).toEqual({
      page: 2,
      limit: 12,
      categoryIds: [CATEGORY],
      search: 'polity',
      sortBy: 'createdAt',
      sortOrder: 'desc',
    })
  })
})
