import { configure, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../test/fake-api.ts'
import { renderRoute } from '../../../test/render-route.tsx'
import { storeItem } from '../test/store-fixtures.ts'
import { BookCard } from './BookCard.tsx'
import { BookDetailsDialog } from './BookDetailsDialog.tsx'
import { PurchaseConfirmDialog } from './PurchaseConfirmDialog.tsx'

configure({ asyncUtilTimeout: 5000 })

function config(pricesIncludeGst: boolean) {
  return {
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
        pricesIncludeGst,
        gstRatePercent: 18,
      },
    },
  }
}

// ₹499 + 18% GST is ₹588.82; the flat ₹100 coupon is taken off that at checkout
const QUOTE = {
  code: 'HUNDRED',
  itemKind: 'store_item',
  itemId: 'book-1',
  listPricePaise: 49_900,
  discountPaise: 10_000,
  pricePaise: 39_900,
  payablePaise: 48_882,
  description: '₹100 off',
}

function renderDialog(onConfirm = vi.fn()) {
  renderRoute(
    <PurchaseConfirmDialog
      book={storeItem({ pricePaise: 49_900, price: 499 })}
      signedIn
      paymentsEnabled
      busy={false}
      onClose={() => {}}
      onConfirm={onConfirm}
    />
  )
  return onConfirm
}

describe('The purchase dialog and GST (GST_PRICES_INCLUSIVE)', () => {
  it('prices before GST: + 18% GST beside the price, the total, and Pay with GST', async () => {
    fakeApi({ 'GET /config': config(false) })
    renderDialog()
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByText('+ 18% GST')).toBeInTheDocument()
    expect(dialog).toHaveTextContent('You pay ₹588.82 incl. GST')
    expect(within(dialog).getByRole('button', { name: 'Pay ₹588.82' })).toBeInTheDocument()
  })

  it('prices before GST, with a coupon: what checkout will charge, the quote’s payable', async () => {
    fakeApi({
      'GET /config': config(false),
      'POST /coupon-quotes': {
        body: { success: true, message: 'Coupon applied: ₹100 off', data: QUOTE },
      },
    })
    const onConfirm = renderDialog()
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByText('+ 18% GST')
    const user = userEvent.setup()
    await user.click(within(dialog).getByRole('button', { name: 'Have a coupon?' }))
    await user.type(within(dialog).getByLabelText('Coupon code'), 'hundred{Enter}')
    const status = await within(dialog).findByRole('status')
    expect(status).toHaveTextContent('You pay ₹488.82 incl. GST instead of ₹588.82 (you save ₹100)')
    expect(dialog).toHaveTextContent('You pay ₹488.82 incl. GST')
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹488.82' }))
    expect(onConfirm).toHaveBeenCalledWith(expect.anything(), undefined, 'HUNDRED')
  })

  it('prices including GST (the default): the price alone, and Pay the price', async () => {
    const calls = fakeApi({ 'GET /config': config(true) })
    renderDialog()
    const dialog = await screen.findByRole('dialog')
    await expect.poll(() => calls.some((call) => call.path === '/config')).toBe(true)
    expect(within(dialog).getByRole('button', { name: 'Pay ₹499' })).toBeInTheDocument()
    expect(within(dialog).queryByText(/GST/)).not.toBeInTheDocument()
  })

  it('a store card says + 18% GST beside a paid price, not for an item the learner owns', async () => {
    fakeApi({ 'GET /config': config(false) })
    const book = storeItem({ pricePaise: 49_900 })
    const props = { view: 'grid', busy: false, onDetails: () => {}, onAction: () => {} } as const
    renderRoute(
      <>
        <BookCard
          book={book}
          action={{ kind: 'buy', label: 'Buy Now', needsSignIn: false }}
          {...props}
        />
        <BookCard
          book={{ ...book, _id: 'book-2' }}
          action={{ kind: 'access', label: 'Access', needsSignIn: false }}
          {...props}
        />
      </>
    )
    expect(await screen.findAllByText('+ 18% GST')).toHaveLength(1)
  })

  it('the details dialog says + 18% GST beside a paid price', async () => {
    fakeApi({ 'GET /config': config(false) })
    renderRoute(
      <BookDetailsDialog
        book={storeItem({ pricePaise: 49_900 })}
        action={{ kind: 'buy', label: 'Buy Now', needsSignIn: false }}
        busy={false}
        onClose={() => {}}
        onAction={() => {}}
      />
    )
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByText('+ 18% GST')).toBeInTheDocument()
  })
})
