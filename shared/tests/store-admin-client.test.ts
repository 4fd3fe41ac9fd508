import { describe, expect, it } from 'vitest'
import { baseUrl, sent, setupClient } from './client-harness.ts'

describe('store admin calls', () => {
  it('send the Published Books filters in the query string', async () => {
    const { client, calls } = setupClient()
    await client.store.adminStats({ status: 'draft', author: 'Meera Iyer', search: '' })
    await client.store.authorOptions({ limit: 100 })
    expect(sent(calls)).toEqual([
      ['GET', '/store/admin/stats?status=draft&author=Meera+Iyer', undefined],
      ['GET', '/store/admin/authors?limit=100', undefined],
    ])
  })

  it('downloads the books CSV with the bearer token and the suggested name', async () => {
    const { client, calls } = setupClient(
      { kind: 'token', getToken: () => 'psk_token' },
      {
        status: 200,
        body: '\uFEFFId,Title\r\n',
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="pathshala-books-20261123-1930.csv"',
        },
      }
    )
    const download = await client.admin.exportBooks({ category: 'Notes', sort: 'revenue' })
    expect(download.filename).toBe('pathshala-books-20261123-1930.csv')
    expect(await download.blob.text()).toContain('Id,Title')
    expect(calls[0]?.url).toBe(`${baseUrl}/store/admin/export?category=Notes&sort=revenue`)
    expect(calls[0]?.headers['Authorization']).toBe('Bearer psk_token')
  })

  it('names the file books.csv when the server suggests none', async () => {
    const { client } = setupClient({ kind: 'cookie' }, { status: 200, body: 'Id\r\n', headers: {} })
    const download = await client.admin.exportBooks()
    expect(download.filename).toBe('books.csv')
  })
})
