import { describe, expect, it } from 'vitest'
import { ApiError } from '../src/api/api-error.ts'
import { filenameFromDisposition } from '../src/api/admin.ts'
import { baseUrl, sent, setupClient } from './client-harness.ts'

const userId = '6f1c2b7e-0a4d-4c1e-9b8a-1d2e3f4a5b6c'

describe('admin calls', () => {
  it('send the documented method, path and query', async () => {
    const { client, calls } = setupClient()
    await client.admin.dashboard()
    await client.admin.transactions({ status: 'fulfilled', kind: 'course', search: '', page: 2 })
    await client.admin.transaction('order_Abc 1')
    await client.admin.users({ search: 'asha', accountType: 'Student', sort: 'oldest' })
    await client.admin.user(userId)
    expect(sent(calls)).toEqual([
      ['GET', '/admin/dashboard', undefined],
      ['GET', '/payment/transactions?status=fulfilled&kind=course&page=2', undefined],
      ['GET', '/payment/transactions/order_Abc%201', undefined],
      ['GET', '/admin/users?search=asha&accountType=Student&sort=oldest', undefined],
      ['GET', `/admin/users/${userId}`, undefined],
    ])
  })

  it('builds the export link from the filters', () => {
    const { client } = setupClient()
    expect(
      client.admin.exportTransactionsUrl({ status: 'paid', from: '2026-11-01', to: null })
    ).toBe(`${baseUrl}/payment/transactions/export?status=paid&from=2026-11-01`)
  })

  it('downloads the CSV with the bearer token and the suggested name', async () => {
    const { client, calls } = setupClient(
      { kind: 'token', getToken: () => 'psk_token' },
      {
        status: 200,
        body: '\uFEFFOrder id\r\n',
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="pathshala-transactions-20261123-1930.csv"',
        },
      }
    )
    const download = await client.admin.exportTransactions({ kind: 'store_item' })
    expect(download.filename).toBe('pathshala-transactions-20261123-1930.csv')
    expect(await download.blob.text()).toContain('Order id')
    expect(calls[0]?.url).toBe(`${baseUrl}/payment/transactions/export?kind=store_item`)
    expect(calls[0]?.headers['Authorization']).toBe('Bearer psk_token')
  })

  it('turns a refused export into an ApiError with the field errors', async () => {
    const { client } = setupClient(
      { kind: 'cookie' },
      {
        status: 422,
        body: {
          success: false,
          message: 'status must be one of created, paid, fulfilled, failed or all',
          errors: [{ field: 'status', message: 'status must be one of …', rule: 'in' }],
        },
      }
    )
    const failure = await client.admin.exportTransactions({}).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect((failure as ApiError).status).toBe(422)
  })

  it('falls back to a plain file name', () => {
    expect(filenameFromDisposition(null)).toBe('transactions.csv')
    expect(filenameFromDisposition('attachment')).toBe('transactions.csv')
  })
})
