import { describe, expect, test } from 'vitest'
import {
  ALL_CATEGORIES,
  chooseCategory,
  inspectPath,
  publishedCodec,
  publishedRequest,
  type PublishedView,
} from './published-filters.ts'

const POLITY = '11111111-1111-4111-8111-111111111111'
const HISTORY = '22222222-2222-4222-8222-222222222222'
const start: PublishedView = { search: '', categories: [], page: 3 }

describe('the Categories filter', () => {
  test('choosing a category removes All and goes back to page 1', () => {
    const chosen = chooseCategory(start, POLITY)
    expect(chosen).toEqual({ search: '', categories: [POLITY], page: 1 })
    expect(chooseCategory({ ...chosen, page: 4 }, HISTORY)).toEqual({
      search: '',
      categories: [POLITY, HISTORY],
      page: 1,
    })
  })

  test('choosing All clears every other category', () => {
    const view = { search: 'law', categories: [POLITY, HISTORY], page: 2 }
    expect(chooseCategory(view, ALL_CATEGORIES)).toEqual({ search: 'law', categories: [], page: 1 })
  })

  test('choosing a chosen category again takes it out; the last one out leaves All', () => {
    const view = { search: '', categories: [POLITY, HISTORY], page: 1 }
    expect(chooseCategory(view, POLITY).categories).toEqual([HISTORY])
    expect(chooseCategory({ ...view, categories: [HISTORY] }, HISTORY).categories).toEqual([])
  })

  test('none or All sends no category filter; chosen ones are sent with 15 a page', () => {
    expect(publishedRequest(start)).toEqual({ page: 3, limit: 15 })
    expect(publishedRequest({ search: 'polity', categories: [POLITY], page: 1 })).toEqual({
      page: 1,
      limit: 15,
      categoryIds: [POLITY],
      search: 'polity',
      searchIn: 'name',
    })
  })
})

describe('the address', () => {
  test('reads the filters back, dropping what is not a category id', () => {
    const params = new URLSearchParams(
      `search=%20law%20&categories=${POLITY},nonsense,${POLITY.toUpperCase()},${HISTORY}&page=2`
    )
    expect(publishedCodec.parse(params)).toEqual({
      search: 'law',
      categories: [POLITY, HISTORY],
      page: 2,
    })
    expect(publishedCodec.serialize({ search: '', categories: [], page: 1 }).toString()).toBe('')
  })

  test('inspect links carry the name in the path and the id in the query', () => {
    expect(inspectPath({ _id: 'c1', courseName: 'Polity / Law & Order' })).toBe(
      '/course/published/Polity%20-%20Law%20%26%20Order?id=c1'
    )
  })
})
