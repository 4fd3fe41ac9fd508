import { configure, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi, SIGNED_OUT } from '../../../test/fake-api.ts'
import { renderRoute } from '../../../test/render-route.tsx'
import { courseCard, courseDetail } from '../../../test/catalogue-fixtures.ts'
import { EnrolCard } from './EnrolCard.tsx'
import { CourseCard } from './CourseCard.tsx'

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

describe('Course prices and GST (GST_PRICES_INCLUSIVE)', () => {
  it('prices before GST: the enrol card says + 18% GST and the total to pay', async () => {
    fakeApi({ 'GET /config': config(false), 'POST /auth/validate': SIGNED_OUT })
    renderRoute(<EnrolCard course={courseDetail({ pricePaise: 100_000, price: 1000 })} />)
    const price = screen.getByRole('group', { name: 'Price' })
    expect(await screen.findByText('+ 18% GST')).toBeInTheDocument()
    expect(price).toHaveTextContent('₹1,000+ 18% GST')
    expect(price).toHaveTextContent('You pay ₹1,180 incl. GST')
  })

  it('prices including GST (the default): the enrol card shows the price alone', async () => {
    const calls = fakeApi({ 'GET /config': config(true), 'POST /auth/validate': SIGNED_OUT })
    renderRoute(<EnrolCard course={courseDetail({ pricePaise: 100_000, price: 1000 })} />)
    await screen.findByRole('button', { name: 'Enroll Now' })
    await expect.poll(() => calls.some((call) => call.path === '/config')).toBe(true)
    const price = screen.getByRole('group', { name: 'Price' })
    expect(price).toHaveTextContent(/^₹1,000$/)
    expect(screen.queryByText(/GST/)).not.toBeInTheDocument()
  })

  it('a course card shows the note beside a paid price, not beside Free or Enrolled', () => {
    fakeApi({})
    renderRoute(
      <>
        <CourseCard course={courseCard({ _id: 'paid' })} userId={null} priceNote="+ 18% GST" />
        <CourseCard
          course={courseCard({ _id: 'free', pricePaise: 0, price: 0 })}
          userId={null}
          priceNote="+ 18% GST"
        />
        <CourseCard course={courseCard({ _id: 'plain' })} userId={null} />
      </>
    )
    expect(screen.getAllByText('+ 18% GST')).toHaveLength(1)
    expect(screen.getByText('Free')).toBeInTheDocument()
  })
})
