import { configure, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeRazorpay } from '../../../test/fake-razorpay.ts'
import { fakeApi, type FakeAnswer } from '../../../test/fake-api.ts'
import { renderRoute } from '../../../test/render-route.tsx'
import { learner, signedInAs } from '../../../test/users.ts'
import { listAnswer, storeItem } from '../test/store-fixtures.ts'
import StorePage from './StorePage.tsx'

const toasts = vi.hoisted(() => ({ showToast: vi.fn(), dismissToast: vi.fn() }))
vi.mock('@pathshala/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@pathshala/ui')>()),
  ...toasts,
}))

// The first render of a file loads the page's whole module graph: on a busy two-core machine
// that alone can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 })

const CONFIG = {
  body: {
    success: true,
    message: 'OK',
    data: {
      appName: 'Pathshala',
      googleSignIn: false,
      razorpayKeyId: 'rzp_test',
      razorpayCheckoutUrl: '/checkout.js',
      paymentsEnabled: true,
      paymentsTestMode: true,
    },
  },
}

const buyer = learner({ _id: 'user-1', contactNumber: '9876543210' })
const book = storeItem({ _id: 'book-9', title: 'Modern History Handbook', pricePaise: 99_900 })
const ORDER = { id: 'order_1', amount: 99_900, currency: 'INR', receipt: 'book_1', key: 'rzp_test' }

function setup(verify: FakeAnswer = { body: { success: true, message: 'Purchase successful!' } }) {
  let owned = false
  const fake = createFakeRazorpay()
  window.Razorpay = fake.Razorpay
  const calls = fakeApi({
    'POST /auth/validate': signedInAs(buyer),
    'GET /config': CONFIG,
    'POST /store/getAllBooks': () =>
      listAnswer([{ ...book, studentsPurchase: owned ? [{ _id: 'user-1' }] : [] }]),
    'POST /store/capture': {
      body: { success: true, message: 'Payment order created', data: ORDER },
    },
    'POST /store/verify': (request) => {
      const answer = typeof verify === 'function' ? verify(request) : verify
      if ((answer.status ?? 200) === 200) owned = true
      return answer
    },
  })
  renderRoute(<StorePage />, { at: '/home/store' })
  return { fake, calls }
}

async function buyThroughConfirm() {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Buy Now' }))
  const dialog = await screen.findByRole('dialog', { name: 'Confirm Purchase' })
  expect(within(dialog).getByText('Modern History Handbook')).toBeInTheDocument()
  await user.click(within(dialog).getByRole('button', { name: 'Pay ₹999' }))
}

/** The checkout the flow opened, once it has (the purchase's steps load on the first purchase). */
function openedCheckout(fake: ReturnType<typeof createFakeRazorpay>) {
  return vi.waitFor(() => {
    const checkout = fake.opened[0]
    if (!checkout) throw new Error('the checkout is not open yet')
    return checkout
  })
}

const toastMessages = () =>
  toasts.showToast.mock.calls.map(([kind, message]) => `${kind}: ${message}`)

beforeEach(() => {
  toasts.showToast.mockClear()
  delete window.Razorpay
})

describe('buying a store item', () => {
  it('opens the checkout with the order, verifies the payment and then offers Access', async () => {
    const { fake, calls } = setup()
    await buyThroughConfirm()

    const checkout = await openedCheckout(fake)
    expect(checkout.options).toMatchObject({
      key: 'rzp_test',
      amount: 99_900,
      currency: 'INR',
      order_id: 'order_1',
      name: 'Pathshala',
      description: 'Purchase: Modern History Handbook',
      prefill: { name: 'Demo Learner', email: 'learner@pathshala.local', contact: '9876543210' },
    })
    expect(calls.find((call) => call.path === '/store/capture')?.body).toEqual({
      bookId: 'book-9',
    })

    checkout.pay()
    expect(await screen.findByRole('button', { name: 'Access' })).toBeVisible()
    expect(calls.find((call) => call.path === '/store/verify')?.body).toEqual({
      razorpay_order_id: 'order_1',
      razorpay_payment_id: 'pay_test_1',
      razorpay_signature: 'signature',
      bookId: 'book-9',
    })
    expect(toastMessages()).toEqual([
      'loading: Processing payment...',
      'loading: Verifying payment...',
      'success: Purchase successful! Check your email for confirmation.',
    ])
  })

  it('says Payment cancelled by user when the checkout is closed', async () => {
    const { fake } = setup()
    await buyThroughConfirm()
    const checkout = await openedCheckout(fake)

    checkout.dismiss()
    await vi.waitFor(() => expect(toastMessages()).toContain('info: Payment cancelled by user'))
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeVisible()
  })

  it('asks to contact support when the payment cannot be verified', async () => {
    const { fake } = setup({ status: 400, body: { success: false, message: 'Invalid signature' } })
    await buyThroughConfirm()
    const checkout = await openedCheckout(fake)

    checkout.pay()
    await vi.waitFor(() =>
      expect(toastMessages()).toContain(
        'error: Payment verification failed. Please contact support. Invalid signature'
      )
    )
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeVisible()
  })

  it("reports the server's reason when no order can be made", async () => {
    window.Razorpay = createFakeRazorpay().Razorpay
    fakeApi({
      'POST /auth/validate': signedInAs(buyer),
      'GET /config': CONFIG,
      'POST /store/getAllBooks': listAnswer([book]),
      'POST /store/capture': {
        status: 503,
        body: { success: false, message: 'Payments are not available right now' },
      },
    })
    renderRoute(<StorePage />, { at: '/home/store' })
    await buyThroughConfirm()
    await vi.waitFor(() =>
      expect(toastMessages()).toContain('error: Payments are not available right now')
    )
  })
})
