import { configure, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../test/fake-api.ts'
import { renderRoute } from '../../../test/render-route.tsx'
import type { CouponQuote } from '../api/coupon-quote.ts'
import { CouponEntry } from './CouponEntry.tsx'

configure({ asyncUtilTimeout: 5000 })

// ₹1,000 before GST, 20% off: ₹944 with GST instead of ₹1,180
const QUOTE: CouponQuote = {
  code: 'Diwali20',
  itemKind: 'course',
  itemId: 'course-1',
  listPricePaise: 100_000,
  discountPaise: 20_000,
  pricePaise: 80_000,
  payablePaise: 94_400,
  description: '20% off',
}

function Harness() {
  const [applied, setApplied] = useState<CouponQuote | null>(null)
  return <CouponEntry target={{ courseId: 'course-1' }} applied={applied} onApplied={setApplied} />
}

function answers(pricesIncludeGst: boolean) {
  return {
    'GET /config': {
      body: {
        success: true,
        message: 'OK',
        data: { appName: 'Pathshala', paymentsEnabled: true, pricesIncludeGst, gstRatePercent: 18 },
      },
    },
    'POST /coupon-quotes': {
      body: {
        success: true,
        message: 'Coupon applied: 20% off',
        data: pricesIncludeGst ? { ...QUOTE, payablePaise: QUOTE.pricePaise } : QUOTE,
      },
    },
  }
}

async function applyCoupon() {
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Have a coupon?' }))
  await user.type(screen.getByLabelText('Coupon code'), 'diwali20{Enter}')
  return screen.findByRole('status')
}

describe('Have a coupon? and GST (GST_PRICES_INCLUSIVE)', () => {
  it('prices before GST: the amount to pay with GST against the one without the coupon', async () => {
    fakeApi(answers(false))
    renderRoute(<Harness />)
    const status = await applyCoupon()
    expect(status).toHaveTextContent('You pay ₹944 incl. GST instead of ₹1,180 (you save ₹236)')
  })

  it('prices including GST: the price with the coupon, as before', async () => {
    const calls = fakeApi(answers(true))
    renderRoute(<Harness />)
    await expect.poll(() => calls.some((call) => call.path === '/config')).toBe(true)
    const status = await applyCoupon()
    expect(status).toHaveTextContent('You pay ₹800 instead of ₹1,000 (you save ₹200)')
    expect(status).not.toHaveTextContent('GST')
  })
})
