import { afterEach, describe, expect, it, vi } from 'vitest'
import { sent, setupClient } from './client-harness.ts'

const bookId = '5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c'
const otherId = '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d'

afterEach(() => vi.unstubAllGlobals())

describe('store calls', () => {
  it('list books with a POST, the filters in the query string, empty ones left out', async () => {
    const { client, calls } = setupClient()
    await client.store.getAllBooks()
    await client.store.getAllBooks({
      page: 2,
      limit: 12,
      sort: 'price',
      order: 'asc',
      category: 'Notes',
      author: '',
      search: 'polity gk',
      status: null,
    })
    await client.store.getAllBooks({ adminView: true, status: 'draft', sort: 'revenue' })
    expect(sent(calls)).toEqual([
      ['POST', '/store/getAllBooks', undefined],
      [
        'POST',
        '/store/getAllBooks?page=2&limit=12&sort=price&order=asc&category=Notes&search=polity+gk',
        undefined,
      ],
      ['POST', '/store/getAllBooks?adminView=true&status=draft&sort=revenue', undefined],
    ])
  })

  it('send the XSRF header on the listing’s POST in cookie mode', async () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=abc' })
    const { client, calls } = setupClient()
    await client.store.getAllBooks({ page: 1 })
    expect(calls[0]?.headers['X-XSRF-TOKEN']).toBe('abc')
    expect(calls[0]?.credentials).toBe('include')
  })

  it('send the documented method, path and body for the other calls', async () => {
    const { client, calls } = setupClient()
    const product = {
      title: 'Polity Notes',
      description: 'Constitution',
      type: 'Notes',
      author: 'Meera Iyer',
      price: '299.50',
      thumbnailUrl: 'https://cdn.example.com/t.png',
      pdf_public_id: 'pathshala/books/abc',
      pdf_format: 'pdf',
      themes: ['polity'],
    } as const

    await client.store.getBook(bookId)
    await client.store.getBook('a/b c')
    await client.store.createProduct(product)
    await client.store.updateBook({ id: bookId, price: 199, status: 'published', themes: null })
    await client.store.deleteBook({ id: bookId })
    await client.store.bulkAction({ ids: [bookId, otherId], action: 'archive' })
    await client.store.getBookAnalytics({ id: bookId, days: 7 })
    await client.store.getDownloadLink(bookId)

    expect(sent(calls)).toEqual([
      ['GET', `/store/books/${bookId}`, undefined],
      ['GET', '/store/books/a%2Fb%20c', undefined],
      ['POST', '/store/createProduct', product],
      ['POST', '/store/updateBook', { id: bookId, price: 199, status: 'published', themes: null }],
      ['POST', '/store/deleteBook', { id: bookId }],
      ['POST', '/store/bulkAction', { ids: [bookId, otherId], action: 'archive' }],
      ['POST', '/store/getBookAnalytics', { id: bookId, days: 7 }],
      ['GET', `/store/download/${bookId}`, undefined],
    ])
  })

  it('ask for the download link as JSON, not the redirect browsers get', async () => {
    const answer = {
      success: true,
      message: 'Download link created',
      url: 'https://api.example.com/api/v1/media/download/t.k',
      expiresAt: '2026-01-10T10:05:00.000Z',
    }
    const { client, calls } = setupClient({ kind: 'cookie' }, { status: 200, body: answer })
    const { body } = await client.store.getDownloadLink(bookId)
    expect(calls[0]?.headers['Accept']).toBe('application/json')
    expect(body.url).toBe(answer.url)
  })

  it('read the listing’s items and meta', async () => {
    const meta = {
      totalItems: 1,
      currentPage: 1,
      totalPages: 1,
      hasNextPage: false,
      hasPrevPage: false,
      limit: 10,
    }
    const answer = { success: true, message: 'OK', data: [{ _id: bookId }], meta }
    const { client } = setupClient({ kind: 'cookie' }, { status: 200, body: answer })
    const { body } = await client.store.getAllBooks()
    expect(body.meta.totalPages).toBe(1)
    expect(body.data[0]?._id).toBe(bookId)
  })
})
