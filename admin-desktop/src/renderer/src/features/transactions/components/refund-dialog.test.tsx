import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { clearToasts } from '@pathshala/ui'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createDesktopPlatform } from '../../../platform/desktop-platform.ts'
import { listMeta, testOrder } from '../../../test/admin-fixtures.ts'
import { answerApi } from '../../../test/fake-api.ts'
import { fakeBridge, testUser } from '../../../test/fake-bridge.ts'
import { renderApp } from '../../../test/render-app.tsx'
import type { AdminRefund, RefundTotals } from '../api/refund-types.ts'
import { checkRefundForm } from '../lib/refund-form.ts'

const SERVER = 'http://127.0.0.1:3333'
const SLOW = { timeout: 5000 }
vi.setConfig({ testTimeout: 20_000 })

const order = testOrder()

function testRefund(overrides: Partial<AdminRefund> = {}): AdminRefund {
  return {
    _id: 'rf_1',
    orderId: order._id,
    amount: 500,
    amountPaise: 50_000,
    currency: 'INR',
    reason: 'Started late',
    status: 'processed',
    gatewayRefundId: 'rfnd_AAA111',
    failureReason: null,
    revokedAccess: true,
    requestedBy: 'u1',
    createdAt: '2026-11-21T10:00:00.000Z',
    processedAt: '2026-11-21T10:05:00.000Z',
    failedAt: null,
    ...overrides,
  }
}

function totals(refundedPaise: number, pendingPaise = 0): RefundTotals {
  return {
    orderAmountPaise: order.amountPaise,
    refundedPaise,
    pendingPaise,
    refundablePaise: order.amountPaise - refundedPaise - pendingPaise,
  }
}

interface Setup {
  refunds?: AdminRefund[]
  totals?: RefundTotals
  /** The answer to the POST */
  post?: { status: number; body: unknown }
}

/** The transactions screen with order PS-1001's drawer open; POSTs to the refunds are recorded. */
function openDrawer(setup: Setup = {}) {
  window.history.replaceState(null, '', `/transactions?order=${order._id}`)
  const bridge = fakeBridge({ user: testUser() })
  const posted: unknown[] = []
  const refundsPath = `/orders/${order._id}/refunds`
  answerApi(bridge, {
    '/payment/transactions': () => ({
      body: { success: true, message: 'ok', data: [order], meta: listMeta(1) },
    }),
    [`/payment/transactions/${order._id}`]: () => ({
      body: { success: true, message: 'ok', data: order },
    }),
    [refundsPath]: () => ({
      body: {
        success: true,
        message: 'ok',
        data: setup.refunds ?? [],
        meta: listMeta((setup.refunds ?? []).length),
        totals: setup.totals ?? totals(0),
      },
    }),
  })
  // answerApi's routes, for everything but the POST
  const answer = bridge.api.send.getMockImplementation()! as unknown as (
    request: unknown
  ) => Promise<unknown>
  bridge.api.send.mockImplementation((async (request: {
    url: string
    method: string
    body: string | null
  }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith(refundsPath)) {
      posted.push(JSON.parse(request.body ?? 'null'))
      const reply = setup.post ?? {
        status: 201,
        body: {
          success: true,
          message: 'Refund requested',
          data: testRefund({ status: 'pending', processedAt: null, revokedAccess: false }),
          totals: totals(0, 50_000),
        },
      }
      return {
        status: reply.status,
        statusText: 'OK',
        headers: [['content-type', 'application/json']],
        body: JSON.stringify(reply.body),
      }
    }
    return answer(request)
  }) as never)
  renderApp(createDesktopPlatform(bridge, SERVER, vi.fn()))
  return { posted }
}

async function openRefundDialog() {
  const user = userEvent.setup()
  const drawer = await screen.findByRole('dialog', { name: 'Order PS-1001' }, SLOW)
  const refundButton = await within(drawer).findByRole('button', { name: 'Refund' })
  await waitFor(() => expect(refundButton).toBeEnabled())
  await user.click(refundButton)
  const dialog = await screen.findByRole('dialog', { name: 'Refund order PS-1001' })
  return { user, drawer, dialog }
}

afterEach(async () => {
  window.history.replaceState(null, '', '/')
  await clearToasts()
})

describe('refund dialog', () => {
  test('a partial refund in rupees is sent in paise, after a confirmation that says access ends', async () => {
    const { posted } = openDrawer()
    const { user, dialog } = await openRefundDialog()

    expect(within(dialog).getByText('Paid ₹1,499.')).toBeInTheDocument()
    await user.click(within(dialog).getByLabelText('Part of it'))
    await user.type(within(dialog).getByLabelText('Amount to refund (₹)'), '500.50')
    await user.type(within(dialog).getByLabelText('Reason'), 'Started late')
    await user.click(within(dialog).getByRole('button', { name: 'Review refund' }))

    expect(within(dialog).getByText('₹500.50')).toBeInTheDocument()
    expect(within(dialog).getByText('The learner loses the course')).toBeInTheDocument()
    expect(posted).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹500.50' }))

    await waitFor(() => expect(posted).toEqual([{ amountPaise: 50_050, reason: 'Started late' }]))
    expect(await screen.findByText('Refund of ₹500 sent to Razorpay')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Refund order PS-1001' })).not.toBeInTheDocument()
    )
  })

  test('a full refund sends no amount (all that remains)', async () => {
    const { posted } = openDrawer()
    const { user, dialog } = await openRefundDialog()

    expect(within(dialog).getByLabelText('Full refund (₹1,499)')).toBeChecked()
    await user.type(within(dialog).getByLabelText('Reason'), 'Bought by mistake')
    await user.click(within(dialog).getByRole('button', { name: 'Review refund' }))
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹1,499' }))

    await waitFor(() =>
      expect(posted).toEqual([{ amountPaise: null, reason: 'Bought by mistake' }])
    )
  })

  test('refuses an amount above what remains, a missing reason, and says the server’s refusal', async () => {
    const { posted } = openDrawer({
      refunds: [testRefund()],
      totals: totals(50_000),
      post: {
        status: 502,
        body: {
          success: false,
          message: 'Razorpay did not make the refund: The payment has been fully refunded already',
        },
      },
    })
    const { user, dialog, drawer } = await openRefundDialog()
    // the earlier refund is listed with its status in the drawer
    expect(within(drawer).getByText('Refunded ₹500 of ₹1,499.')).toBeInTheDocument()
    expect(within(drawer).getByText('Refunded')).toBeInTheDocument()
    expect(within(drawer).getByText('The course was taken away.')).toBeInTheDocument()

    await user.click(within(dialog).getByLabelText('Part of it'))
    await user.type(within(dialog).getByLabelText('Amount to refund (₹)'), '1000')
    await user.click(within(dialog).getByRole('button', { name: 'Review refund' }))
    expect(within(dialog).getByText('At most ₹999 can still be refunded')).toBeInTheDocument()
    expect(
      within(dialog).getByText('Say why the order is refunded (at least 3 characters)')
    ).toBeInTheDocument()

    await user.clear(within(dialog).getByLabelText('Amount to refund (₹)'))
    await user.type(within(dialog).getByLabelText('Amount to refund (₹)'), '999')
    await user.type(within(dialog).getByLabelText('Reason'), 'Goodwill')
    await user.click(within(dialog).getByRole('button', { name: 'Review refund' }))
    // access was already taken by the earlier refund
    expect(within(dialog).getByText(/only gives money back/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹999' }))

    expect(
      await within(dialog).findByText(
        'Razorpay did not make the refund: The payment has been fully refunded already'
      )
    ).toBeInTheDocument()
    expect(posted).toEqual([{ amountPaise: 99_900, reason: 'Goodwill' }])
  })

  test('a failed refund shows its reason; a fully refunded order cannot be refunded again', async () => {
    openDrawer({
      refunds: [
        testRefund({
          _id: 'rf_2',
          status: 'failed',
          failureReason: 'Razorpay could not process the refund',
          revokedAccess: false,
          amountPaise: 20_000,
          processedAt: null,
          failedAt: '2026-11-22T10:00:00.000Z',
        }),
        testRefund({ amountPaise: order.amountPaise }),
      ],
      totals: totals(order.amountPaise),
    })
    const drawer = await screen.findByRole('dialog', { name: 'Order PS-1001' }, SLOW)
    expect(
      await within(drawer).findByText(
        'Failed: Razorpay could not process the refund. Access was kept.'
      )
    ).toBeInTheDocument()
    expect(
      within(drawer).getByText('Refunded ₹1,499 of ₹1,499. Fully refunded.')
    ).toBeInTheDocument()
    expect(within(drawer).getByRole('button', { name: 'Refund' })).toBeDisabled()
  })
})

describe('checkRefundForm', () => {
  test('converts rupees to paise on the digits and checks the bounds', () => {
    const reason = 'Fine'
    expect(checkRefundForm({ scope: 'partial', rupees: '19.99', reason }, 10_000)).toEqual({
      amountPaise: 1_999,
      errors: {},
    })
    expect(checkRefundForm({ scope: 'full', rupees: '', reason }, 12_345).amountPaise).toBe(12_345)
    expect(
      checkRefundForm({ scope: 'partial', rupees: '0.99', reason }, 10_000).errors.rupees
    ).toBe('The smallest refund is ₹1')
    expect(
      checkRefundForm({ scope: 'partial', rupees: '1.234', reason }, 10_000).errors.rupees
    ).toBe('Enter an amount in rupees, like 250 or 250.50')
    expect(
      checkRefundForm({ scope: 'partial', rupees: '100.01', reason }, 10_000).errors.rupees
    ).toBe('At most ₹100 can still be refunded')
    expect(
      checkRefundForm({ scope: 'full', rupees: '', reason: ' a ' }, 1).errors.reason
    ).toBeDefined()
  })
})
