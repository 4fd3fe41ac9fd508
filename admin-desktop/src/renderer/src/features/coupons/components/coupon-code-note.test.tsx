import { render, screen } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import { describe, expect, test, vi } from 'vitest'
import { createQueryClient } from '../../../app/query-client.ts'
import { createDesktopPlatform } from '../../../platform/desktop-platform.ts'
import { PlatformProvider } from '../../../platform/index.ts'
import { listMeta } from '../../../test/admin-fixtures.ts'
import { answerApi } from '../../../test/fake-api.ts'
import { fakeBridge, testUser } from '../../../test/fake-bridge.ts'
import { CouponCodeNote } from './CouponCodeNote.tsx'

vi.setConfig({ testTimeout: 20_000 })

const COUPON = {
  _id: 'c1',
  code: 'POLITY10',
  discountType: 'percent',
  discountValue: 10,
  minOrderPaise: 0,
  maxDiscountPaise: null,
  validFrom: null,
  validUntil: null,
  totalUses: null,
  usesPerLearner: null,
  appliesTo: 'courses',
  courses: [],
  storeItems: [],
  paused: false,
  state: 'active',
  usesCount: 0,
  paidUses: 0,
  discountGivenPaise: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
}

function show(code: string) {
  const bridge = fakeBridge({ user: testUser() })
  const asked = answerApi(bridge, {
    '/coupons': (url) => ({
      body: {
        success: true,
        message: 'ok',
        data: url.searchParams.get('code')?.toLowerCase() === 'polity10' ? [COUPON] : [],
        meta: listMeta(1),
      },
    }),
  })
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { retry: false } })
  render(
    <PlatformProvider platform={createDesktopPlatform(bridge, 'http://127.0.0.1:3333', vi.fn())}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <CouponCodeNote code={code} />
        </MemoryRouter>
      </QueryClientProvider>
    </PlatformProvider>
  )
  return asked
}

describe("the course wizard's coupon code", () => {
  test('a coupon of that code: says it will be linked to the course', async () => {
    const asked = show('polity10')
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Coupon POLITY10: 10% off. Saving links it to this course.'
    )
    expect(asked.at(-1)!.searchParams.get('code')).toBe('polity10')
  })

  test('no coupon of that code: says so and offers the Coupons screen', async () => {
    show('summer')
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No coupon has the code SUMMER yet, so this course has no discount.'
    )
    expect(screen.getByRole('link', { name: 'Create it in Coupons' })).toHaveAttribute(
      'href',
      '/coupons?new=summer'
    )
  })
})
