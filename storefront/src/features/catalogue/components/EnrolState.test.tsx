import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../test/fake-api.ts'
import { renderRoute } from '../../../test/render-route.tsx'
import { learner, signedInAs } from '../../../test/users.ts'
import { courseDetail } from '../../../test/catalogue-fixtures.ts'
import { createFakeRazorpay } from '../../../test/fake-razorpay.ts'
import { EnrolAction } from './EnrolAction.tsx'

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

const withoutState = learner()
const withState = learner({
  additionalDetails: { ...learner().additionalDetails, state: '29' },
})

describe('The enrol card asks for the state (GST invoice)', () => {
  it('the course enrol card asks a learner without a state and sends the one chosen', async () => {
    window.Razorpay = createFakeRazorpay().Razorpay
    const calls = fakeApi({
      'POST /auth/validate': signedInAs(withoutState),
      'GET /config': CONFIG,
      'POST /payment/capturePayment': {
        body: {
          success: true,
          message: 'Payment order created',
          data: { id: 'order_1', amount: 99_900, currency: 'INR', receipt: 'r1', key: 'rzp_test' },
        },
      },
    })
    renderRoute(<EnrolAction course={courseDetail({ pricePaise: 99_900 })} />, {
      at: '/home/course',
      path: '/home/course',
    })
    const field = await screen.findByRole('combobox', { name: 'Your state' })
    expect(
      screen.getByText('For your GST invoice (optional); saved to your profile.')
    ).toBeVisible()
    await userEvent.selectOptions(field, 'Maharashtra')
    await userEvent.click(screen.getByRole('button', { name: 'Enroll Now' }))
    await vi.waitFor(() =>
      expect(calls.find((call) => call.path === '/payment/capturePayment')?.body).toEqual({
        courseId: courseDetail()._id,
        state: '27',
      })
    )
  })

  it('does not ask a learner whose profile has a state, nor for a free course', async () => {
    fakeApi({ 'POST /auth/validate': signedInAs(withState), 'GET /config': CONFIG })
    const { unmount } = renderRoute(<EnrolAction course={courseDetail({ pricePaise: 99_900 })} />, {
      at: '/home/course',
      path: '/home/course',
    })
    expect(await screen.findByRole('button', { name: 'Enroll Now' })).toBeVisible()
    expect(screen.queryByRole('combobox', { name: 'Your state' })).not.toBeInTheDocument()
    unmount()

    fakeApi({ 'POST /auth/validate': signedInAs(withoutState), 'GET /config': CONFIG })
    renderRoute(<EnrolAction course={courseDetail({ pricePaise: 0, price: 0, isFree: true })} />, {
      at: '/home/course',
      path: '/home/course',
    })
    expect(await screen.findByRole('button', { name: 'Enroll Now' })).toBeVisible()
    expect(screen.queryByRole('combobox', { name: 'Your state' })).not.toBeInTheDocument()
  })
})
