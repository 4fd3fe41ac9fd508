import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../test/fake-api.ts'
import { renderRoute } from '../../../test/render-route.tsx'
import { learnerOrder, ordersAnswer } from '../test/order-fixtures.ts'
import { OrdersList } from './OrdersList.tsx'

const render = () =>
  renderRoute(<OrdersList userId="user-1" />, { at: '/home/user', path: '/home/user' })

describe('OrdersList', () => {
  it('lists each order with its amounts, status, date and invoice download', async () => {
    const calls = fakeApi({
      'GET /orders': ordersAnswer([
        learnerOrder({
          creditNotes: [
            {
              _id: 'note-1',
              number: 'CN/26-27/000004',
              totalPaise: 50000,
              issuedAt: '2026-11-25T10:00:00.000Z',
            },
          ],
        }),
        learnerOrder({
          _id: 'order-2',
          number: 'PS-261120-ABCDEFGH',
          items: [{ _id: 'item-1', kind: 'store_item', title: 'Polity Notes' }],
          pricePaise: 49900,
          discountPaise: 0,
          taxPaise: null,
          amountPaise: 49900,
          status: 'created',
          paidAt: null,
          createdAt: '2026-11-20T08:30:00.000Z',
          invoice: null,
        }),
      ]),
    })
    render()

    const list = await screen.findByRole('list', { name: 'Orders' })
    const [paid, open] = within(list).getAllByRole('listitem')
    expect(within(paid).getByRole('heading', { name: 'Indian Polity Foundation' })).toBeVisible()
    expect(paid).toHaveTextContent('Order PS-261121-7KQ2M9XH · 21 Nov 2026')
    expect(paid).toHaveTextContent('Paid')
    expect(paid).toHaveTextContent('Price₹1,499')
    expect(paid).toHaveTextContent('Discount−₹300')
    expect(paid).toHaveTextContent('GST included₹182.90')
    expect(paid).toHaveTextContent('Paid₹1,199')
    const invoice = within(paid).getByRole('button', { name: 'Download invoice PS/26-27/000123' })
    expect(invoice).toHaveAttribute('href', '/api/v1/orders/order-1/invoice')
    expect(invoice).toHaveAttribute('download', 'PS-26-27-000123.pdf')
    expect(
      within(paid).getByRole('button', { name: 'Download credit note CN/26-27/000004' })
    ).toHaveAttribute('href', '/api/v1/orders/order-1/credit-notes/note-1')

    expect(open).toHaveTextContent('Not paid')
    expect(open).not.toHaveTextContent('Discount')
    expect(open).not.toHaveTextContent('GST')
    expect(within(open).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument()
    expect(calls[0].query.get('page')).toBe('1')
  })

  it('pages through the orders', async () => {
    const calls = fakeApi({
      'GET /orders': (request) =>
        request.query.get('page') === '2'
          ? ordersAnswer([learnerOrder({ _id: 'order-9', number: 'PS-261101-SECONDPG' })], {
              currentPage: 2,
              totalPages: 2,
              totalItems: 11,
            })
          : ordersAnswer([learnerOrder()], { currentPage: 1, totalPages: 2, totalItems: 11 }),
    })
    render()
    await screen.findByText('PS-261121-7KQ2M9XH')
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    expect(await screen.findByText('PS-261101-SECONDPG')).toBeVisible()
    expect(calls.at(-1)?.query.get('page')).toBe('2')
  })

  it('says what will appear when there are no orders', async () => {
    fakeApi({ 'GET /orders': ordersAnswer([]) })
    render()
    expect(await screen.findByText('No orders yet')).toBeVisible()
  })

  it('offers to try again when the list cannot be fetched', async () => {
    let fail = true
    fakeApi({
      'GET /orders': () =>
        fail
          ? { status: 500, body: { success: false, message: 'Internal server error' } }
          : ordersAnswer([learnerOrder()]),
    })
    render()
    expect(await screen.findByText('Failed to fetch your orders')).toBeVisible()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('list', { name: 'Orders' })).toBeVisible()
  })
})
