import { afterEach, describe, expect, it, vi } from 'vitest'
import { fillPath } from '../src/api/contract-client.ts'
import { CSV_ACCEPT, filenameFromDisposition, readCsvDownload } from '../src/api/csv-download.ts'
import { totalCountOf } from '../src/api/total-count.ts'
import { baseUrl, sent, setupClient } from './client-harness.ts'

afterEach(() => vi.unstubAllGlobals())

describe('the contract client', () => {
  it('sends each method to its path with the JSON body, and answers the status too', async () => {
    const { client, calls } = setupClient(
      { kind: 'cookie' },
      { status: 201, body: { success: true, message: 'Category created successfully!' } },
      { status: 200, body: { success: true } }
    )
    const created = await client.post('/courses/createCategory', { body: { name: 'Polity' } })
    await client.put('/profile/updateProfile', { body: { about: 'x' } })
    await client.delete('/auth/tokens/current')
    await client.get('/health')

    expect(created).toEqual({
      status: 201,
      body: { success: true, message: 'Category created successfully!' },
    })
    expect(sent(calls)).toEqual([
      ['POST', '/courses/createCategory', { name: 'Polity' }],
      ['PUT', '/profile/updateProfile', { about: 'x' }],
      ['DELETE', '/auth/tokens/current', undefined],
      ['GET', '/health', undefined],
    ])
  })

  it('puts a GET route’s input in the query string, leaving unset values out', async () => {
    const { client, calls } = setupClient()
    await client.get('/courses/showAllCategories', { query: { page: 2, limit: 20, search: null } })
    expect(sent(calls)).toEqual([['GET', '/courses/showAllCategories?page=2&limit=20', undefined]])
  })

  it('sends the input of a route that answers GET and POST in the body of a POST', async () => {
    const { client, calls } = setupClient()
    await client.post('/courses/showAllCategories', { body: { page: 2 } })
    expect(sent(calls)).toEqual([['POST', '/courses/showAllCategories', { page: 2 }]])
  })

  it('takes free filters in the query string of a POST whose validator reads none', async () => {
    const { client, calls } = setupClient()
    await client.post('/store/getAllBooks', {
      query: { page: 2, category: '', author: null, search: 'polity gk', ids: ['a', 'b'] },
    })
    expect(sent(calls)).toEqual([
      ['POST', '/store/getAllBooks?page=2&search=polity+gk&ids=a&ids=b', undefined],
    ])
  })

  it('fills a path’s parameters, each encoded as one segment', async () => {
    const { client, calls } = setupClient()
    await client.get('/store/books/:id', { params: { id: 'a/b c' } })
    expect(calls[0]?.url).toBe(`${baseUrl}/store/books/a%2Fb%20c`)
    expect(() => fillPath('/store/books/:id', {})).toThrow(TypeError)
    expect(fillPath('/a/:first/b/:second?', { first: 1, second: 'x' })).toBe('/a/1/b/x')
  })

  it('gives the full address of a route a browser navigates to', () => {
    const { client } = setupClient()
    expect(client.url('/auth/google')).toBe(`${baseUrl}/auth/google`)
  })

  it('hands a 2xx answer’s headers to the caller (the drafts’ X-Total-Count)', async () => {
    const { client } = setupClient(
      { kind: 'cookie' },
      { status: 200, body: [], headers: { 'X-Total-Count': '42' } }
    )
    let total: number | null = null
    await client.get('/courses/courseCreationDraft', {
      query: { page: 1 },
      onHeaders: (headers) => {
        total = totalCountOf(headers)
      },
    })
    expect(total).toBe(42)
  })
})

describe('totalCountOf', () => {
  it('reads a whole, non-negative count and nothing else', () => {
    const of = (value?: string) =>
      totalCountOf(new Headers(value === undefined ? {} : { 'X-Total-Count': value }))
    expect(of('0')).toBe(0)
    expect(of('17')).toBe(17)
    expect(of()).toBeNull()
    expect(of('')).toBeNull()
    expect(of('-1')).toBeNull()
    expect(of('2.5')).toBeNull()
    expect(of('many')).toBeNull()
  })
})

describe('downloads (the CSV exports)', () => {
  it('send the session cookie, or the bearer token, and read the file and its name', async () => {
    const csv = {
      status: 200,
      body: 'id,amount\n1,100\n',
      headers: { 'Content-Disposition': 'attachment; filename="transactions-2026-11.csv"' },
    }
    const web = setupClient({ kind: 'cookie' }, csv)
    const answer = await web.client.download('/payment/transactions/export', {
      query: { status: 'paid', from: '2026-11-01', to: null },
      accept: CSV_ACCEPT,
    })
    const file = await readCsvDownload(answer, 'transactions.csv')
    expect(await file.blob.text()).toBe('id,amount\n1,100\n')
    expect(file.filename).toBe('transactions-2026-11.csv')
    expect(web.calls[0]).toMatchObject({
      url: `${baseUrl}/payment/transactions/export?status=paid&from=2026-11-01`,
      credentials: 'include',
      headers: { Accept: 'text/csv, application/json' },
    })

    const desktop = setupClient({ kind: 'token', getToken: () => 'tok_1' }, csv)
    await desktop.client.download('/payment/transactions/export', { accept: CSV_ACCEPT })
    expect(desktop.calls[0]?.headers['Authorization']).toBe('Bearer tok_1')
    expect(desktop.calls[0]?.credentials).toBe('same-origin')
  })

  it('throw the server’s refusal as an ApiError', async () => {
    const { client } = setupClient(
      { kind: 'cookie' },
      { status: 403, body: { success: false, message: 'Admins only' } }
    )
    await expect(
      client.download('/payment/transactions/export', { accept: CSV_ACCEPT })
    ).rejects.toMatchObject({ status: 403, message: 'Admins only' })
  })

  it('name the file from Content-Disposition, else the fallback', () => {
    expect(filenameFromDisposition(null, 'transactions.csv')).toBe('transactions.csv')
    expect(filenameFromDisposition('attachment', 'books.csv')).toBe('books.csv')
    expect(filenameFromDisposition('attachment; filename="b.csv"', 'books.csv')).toBe('b.csv')
  })
})
