import { configure, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../test/fake-api.ts'
import { renderRoute } from '../../../test/render-route.tsx'
import type { CouponQuote } from '../api/coupon-quote.ts'
import { CouponEntry } from './CouponEntry.tsx'

configure({ asyncUtilTimeout: 5000 })

const QUOTE: CouponQuote = {
  code: 'Diwali20',
  itemKind: 'course',
  itemId: 'course-1',
  listPricePaise: 149_900,
  discountPaise: 29_980,
  pricePaise: 119_920,
  payablePaise: 119_920,
  description: '20% off',
}

function Harness({ onApplied }: { onApplied?: (quote: CouponQuote | null) => void }) {
  const [applied, setApplied] = useState<CouponQuote | null>(null)
  return (
    <CouponEntry
      target={{ courseId: 'course-1' }}
      applied={applied}
      onApplied={(quote) => {
        setApplied(quote)
        onApplied?.(quote)
      }}
    />
  )
}

describe('Have a coupon?', () => {
  it('shows the refusal in words, then the discounted price the server computed', async () => {
    const calls = fakeApi({
      'POST /coupon-quotes': (request) =>
        (request.body as { code: string }).code === 'diwali20'
          ? { body: { success: true, message: 'Coupon applied: 20% off', data: QUOTE } }
          : {
              status: 422,
              body: {
                success: false,
                message: 'The coupon OLD10 expired on 1 Feb 2026, 5:30 AM IST',
                reason: 'expired',
              },
            },
    })
    const chosen: (CouponQuote | null)[] = []
    renderRoute(<Harness onApplied={(quote) => chosen.push(quote)} />, { at: '/' })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Have a coupon?' }))
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a coupon code')

    await user.type(screen.getByLabelText('Coupon code'), 'OLD10')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The coupon OLD10 expired on 1 Feb 2026, 5:30 AM IST'
    )
    expect(screen.getByLabelText('Coupon code')).toHaveAttribute('aria-invalid', 'true')

    await user.clear(screen.getByLabelText('Coupon code'))
    await user.type(screen.getByLabelText('Coupon code'), 'diwali20{Enter}')
    const status = await screen.findByRole('status')
    expect(status).toHaveTextContent('DIWALI20 applied: 20% off')
    expect(status).toHaveTextContent('You pay ₹1,199.20 instead of ₹1,499 (you save ₹299.80)')
    expect(calls.at(-1)).toMatchObject({
      path: '/coupon-quotes',
      body: { code: 'diwali20', courseId: 'course-1' },
    })
    expect(chosen.at(-1)).toEqual(QUOTE)

    await user.click(screen.getByRole('button', { name: 'Remove the coupon Diwali20' }))
    expect(chosen.at(-1)).toBeNull()
    expect(screen.getByLabelText('Coupon code')).toHaveValue('')
  })
})
