import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createDesktopPlatform } from '../../../platform/desktop-platform.ts'
import { listMeta } from '../../../test/admin-fixtures.ts'
import { fakeBridge, testUser } from '../../../test/fake-bridge.ts'
import { renderApp } from '../../../test/render-app.tsx'
import type { Coupon, CouponOrderRow } from '../api/coupon-types.ts'

const SERVER = 'http://127.0.0.1:3333'
const SLOW = { timeout: 5000 }
vi.setConfig({ testTimeout: 20_000 })

function testCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    _id: 'c1',
    code: 'DIWALI20',
    discountType: 'percent',
    discountValue: 20,
    minOrderPaise: 50_000,
    maxDiscountPaise: 100_000,
    validFrom: null,
    validUntil: null,
    totalUses: 100,
    usesPerLearner: 1,
    appliesTo: 'all',
    courses: [],
    storeItems: [],
    paused: false,
    state: 'active',
    usesCount: 3,
    paidUses: 2,
    discountGivenPaise: 59_960,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  }
}

interface Sent {
  method: string
  path: string
  url: URL
  body: unknown
}

type Handler = (sent: Sent) => { status?: number; body: unknown } | undefined

/** Answers the API by method and path; records what was sent. */
function open(path: string, handler: Handler) {
  window.history.replaceState(null, '', path)
  const bridge = fakeBridge({ user: testUser() })
  const sent: Sent[] = []
  bridge.api.send.mockImplementation((async (request: {
    url: string
    method: string
    body: string | null
  }) => {
    const url = new URL(request.url)
    const entry: Sent = {
      method: request.method,
      path: url.pathname.replace(/^\/api\/v1/, ''),
      url,
      body: request.body ? JSON.parse(request.body) : null,
    }
    sent.push(entry)
    const answer = handler(entry) ?? {
      status: 404,
      body: { success: false, message: 'Route not found' },
    }
    return {
      status: answer.status ?? 200,
      statusText: 'OK',
      headers: [['content-type', 'application/json']],
      body: JSON.stringify(answer.body),
    }
  }) as never)
  renderApp(createDesktopPlatform(bridge, SERVER, vi.fn()))
  return sent
}

const list = (coupons: Coupon[]) => ({
  body: { success: true, message: 'ok', data: coupons, meta: listMeta(coupons.length) },
})

afterEach(() => window.history.replaceState(null, '', '/'))

describe('coupons', () => {
  test('lists coupons with uses so far and the discount given', async () => {
    open('/coupons', (sent) =>
      sent.path === '/coupons'
        ? list([
            testCoupon(),
            testCoupon({
              _id: 'c2',
              code: 'FLAT100',
              discountType: 'flat',
              discountValue: 10_000,
              maxDiscountPaise: null,
              minOrderPaise: 0,
              totalUses: null,
              usesPerLearner: null,
              paused: true,
              state: 'paused',
              usesCount: 0,
              discountGivenPaise: 0,
            }),
          ])
        : undefined
    )
    const table = await screen.findByRole('region', { name: 'Coupons list' }, SLOW)
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(3)
    const first = within(rows[1]!)
    expect(first.getByRole('link', { name: 'DIWALI20: its orders' })).toHaveAttribute(
      'href',
      '/coupons/c1'
    )
    expect(first.getByText('20% off (up to ₹1,000)')).toBeInTheDocument()
    expect(first.getByText('3 / 100')).toBeInTheDocument()
    expect(first.getByText('₹599.60')).toBeInTheDocument()
    expect(first.getByText('Active')).toBeInTheDocument()
    expect(within(rows[2]!).getByText('₹100 off')).toBeInTheDocument()
    expect(within(rows[2]!).getByRole('button', { name: 'Resume FLAT100' })).toBeInTheDocument()
    expect(screen.getByText('2 coupons')).toBeInTheDocument()
    // the sidebar has the entry
    expect(screen.getAllByRole('link', { name: /Coupons/ }).length).toBeGreaterThan(0)
  })

  test('the form says what is wrong at each field, then creates the coupon', async () => {
    const sent = open('/coupons', (request) => {
      if (request.path === '/coupons' && request.method === 'GET') return list([])
      if (request.path === '/coupons' && request.method === 'POST') {
        return {
          status: 201,
          body: { success: true, message: 'Coupon created', data: testCoupon() },
        }
      }
      return undefined
    })
    await screen.findByText('No coupons yet', undefined, SLOW)
    await userEvent.click(screen.getAllByRole('button', { name: 'New coupon' })[0]!)
    const dialog = await screen.findByRole('dialog')
    await userEvent.type(within(dialog).getByLabelText('Code'), 'a b')
    await userEvent.type(within(dialog).getByLabelText('Discount (%)'), '120')
    await userEvent.type(within(dialog).getByLabelText(/Valid from/), '2026-12-10T10:00')
    await userEvent.type(within(dialog).getByLabelText(/Valid until/), '2026-12-01T10:00')
    await userEvent.type(within(dialog).getByLabelText(/Total uses/), '2')
    await userEvent.type(within(dialog).getByLabelText(/Uses per learner/), '5')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create coupon' }))

    expect(within(dialog).getByText('A code has only letters, digits, - and _')).toBeInTheDocument()
    expect(
      within(dialog).getByText('A percent discount is a whole number from 1 to 100')
    ).toBeInTheDocument()
    expect(within(dialog).getByText('Valid until must be after valid from')).toBeInTheDocument()
    expect(
      within(dialog).getByText('Uses per learner cannot be more than the total uses')
    ).toBeInTheDocument()
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(0)

    await userEvent.clear(within(dialog).getByLabelText('Code'))
    await userEvent.type(within(dialog).getByLabelText('Code'), 'DIWALI20')
    await userEvent.clear(within(dialog).getByLabelText('Discount (%)'))
    await userEvent.type(within(dialog).getByLabelText('Discount (%)'), '20')
    await userEvent.clear(within(dialog).getByLabelText(/Valid until/))
    await userEvent.clear(within(dialog).getByLabelText(/Uses per learner/))
    await userEvent.type(within(dialog).getByLabelText(/Uses per learner/), '1')
    await userEvent.type(within(dialog).getByLabelText(/Minimum order/), '500')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create coupon' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const posted = sent.find((request) => request.method === 'POST')!
    expect(posted.body).toMatchObject({
      code: 'DIWALI20',
      discountType: 'percent',
      discountValue: 20,
      minOrderPaise: 50_000,
      maxDiscountPaise: null,
      totalUses: 2,
      usesPerLearner: 1,
      appliesTo: 'all',
      validUntil: null,
      paused: false,
    })
    expect((posted.body as { validFrom: string }).validFrom).toBe(
      new Date('2026-12-10T10:00').toISOString()
    )
  })

  test("the server's refusal shows at its field", async () => {
    open('/coupons', (request) => {
      if (request.method === 'GET' && request.path === '/coupons') return list([])
      if (request.method === 'POST') {
        return {
          status: 422,
          body: {
            success: false,
            message: 'A coupon with the code TAKEN already exists',
            errors: [
              {
                field: 'code',
                message: 'A coupon with the code TAKEN already exists',
                rule: 'coupon',
              },
            ],
          },
        }
      }
      return undefined
    })
    await screen.findByText('No coupons yet', undefined, SLOW)
    await userEvent.click(screen.getAllByRole('button', { name: 'New coupon' })[0]!)
    const dialog = await screen.findByRole('dialog')
    await userEvent.type(within(dialog).getByLabelText('Code'), 'taken')
    await userEvent.selectOptions(within(dialog).getByLabelText('Discount type'), 'flat')
    await userEvent.type(within(dialog).getByLabelText('Discount (₹)'), '99.50')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create coupon' }))
    expect(
      await within(dialog).findByText('A coupon with the code TAKEN already exists')
    ).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true')
  })

  test('pauses, edits and deletes with confirmation', async () => {
    const sent = open('/coupons', (request) => {
      if (request.method === 'GET' && request.path === '/coupons') return list([testCoupon()])
      if (request.method === 'PATCH')
        return { body: { success: true, message: 'Coupon updated', data: testCoupon() } }
      if (request.method === 'DELETE') return { body: { success: true, message: 'Coupon deleted' } }
      return undefined
    })
    await screen.findByRole('region', { name: 'Coupons list' }, SLOW)
    await userEvent.click(screen.getByRole('button', { name: 'Pause DIWALI20' }))
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'PATCH')?.body).toEqual({ paused: true })
    )
    expect(sent.find((request) => request.method === 'PATCH')!.path).toBe('/coupons/c1')

    await userEvent.click(screen.getByRole('button', { name: 'Edit DIWALI20' }))
    const editor = await screen.findByRole('dialog', { name: 'Edit coupon DIWALI20' })
    expect(within(editor).getByLabelText('Code')).toHaveValue('DIWALI20')
    expect(within(editor).getByLabelText(/Minimum order/)).toHaveValue('500')
    expect(within(editor).getByLabelText(/Maximum discount/)).toHaveValue('1000')
    await userEvent.click(within(editor).getByRole('button', { name: 'Cancel' }))

    await userEvent.click(screen.getByRole('button', { name: 'Delete DIWALI20' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete coupon DIWALI20?' })
    expect(within(confirm).getByText(/It has been used 3 times/)).toBeInTheDocument()
    expect(sent.some((request) => request.method === 'DELETE')).toBe(false)
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete coupon' }))
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'DELETE')?.path).toBe('/coupons/c1')
    )
  })

  test("a coupon's orders", async () => {
    const row: CouponOrderRow = {
      _id: 'r1',
      status: 'kept',
      learner: { _id: 'u2', name: 'Ravi Kumar', email: 'ravi@example.com' },
      item: { kind: 'course', _id: 'course1', title: 'Indian Polity' },
      listPricePaise: 149_900,
      discountPaise: 29_980,
      pricePaise: 119_920,
      order: {
        _id: 'o1',
        receipt: 'PS-261120-ABCDEFGH',
        status: 'fulfilled',
        amountPaise: 119_920,
        gatewayOrderId: 'order_1',
        paidAt: '2026-11-20T10:00:00.000Z',
      },
      createdAt: '2026-11-20T10:00:00.000Z',
    }
    open('/coupons/c1', (request) => {
      if (request.path === '/coupons/c1')
        return { body: { success: true, message: 'ok', data: testCoupon() } }
      if (request.path === '/coupons/c1/orders')
        return { body: { success: true, message: 'ok', data: [row], meta: listMeta(1) } }
      return undefined
    })
    const table = await screen.findByRole('region', { name: 'Orders with this coupon' }, SLOW)
    const cells = within(table).getAllByRole('row')[1]!.querySelectorAll('td')
    const texts = [...cells].map((cell) => cell.textContent)
    expect(texts).toEqual(expect.arrayContaining(['₹1,499', '−₹299.80', '₹1,199.20', 'Used']))
    expect(within(table).getByText('PS-261120-ABCDEFGH')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Coupon DIWALI20' })).toBeInTheDocument()
  })
})
