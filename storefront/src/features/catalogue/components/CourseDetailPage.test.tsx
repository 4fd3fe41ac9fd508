import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, SIGNED_OUT, type FakeAnswer } from '../../../test/fake-api.ts'
import { LocationProbe, renderRoute } from '../../../test/render-route.tsx'
import { signedInAs } from '../../../test/users.ts'
import { createFakeRazorpay, eventually } from '../../../test/fake-razorpay.ts'
import { courseDetail } from '../../../test/catalogue-fixtures.ts'
import CourseDetailPage from './CourseDetailPage.tsx'

const toasts = vi.hoisted(() => ({ showToast: vi.fn(), dismissToast: vi.fn() }))
vi.mock('@pathshala/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@pathshala/ui')>()),
  ...toasts,
}))

const COURSE_ID = '59f8bb8d-253b-428f-b795-549f63ed1d2d'

function config(overrides: Record<string, unknown> = {}) {
  return {
    status: 200,
    body: {
      success: true,
      message: 'OK',
      data: {
        appName: 'Pathshala',
        googleSignIn: false,
        razorpayKeyId: 'rzp_test',
        razorpayCheckoutUrl: '/api/v1/razorpay-simulator/checkout.js',
        paymentsEnabled: true,
        paymentsTestMode: true,
        ...overrides,
      },
    },
  }
}

const courseAnswer = (overrides: Parameters<typeof courseDetail>[0] = {}) => ({
  status: 200,
  body: {
    success: true,
    message: 'Course fetched successfully',
    ...courseDetail({ _id: COURSE_ID, ...overrides }),
  },
})

function renderDetail(routes: Record<string, FakeAnswer>, at = `/home/course?id=${COURSE_ID}`) {
  const calls = fakeApi({ 'GET /config': config(), ...routes })
  const view = renderRoute(
    <>
      <CourseDetailPage />
      <LocationProbe />
    </>,
    {
      at,
      path: '/home/course',
      routes: {
        '/login': <LocationProbe />,
        '/home/enrolled': <LocationProbe />,
        '/home/explore': <LocationProbe />,
      },
    }
  )
  return { calls, ...view }
}

const toastMessages = () => toasts.showToast.mock.calls.map((call) => [call[0], call[1]])

beforeEach(() => toasts.showToast.mockClear())
afterEach(() => {
  delete window.Razorpay
})

describe('CourseDetailPage', () => {
  it('shows the Certificate badge only on a course that issues one', async () => {
    renderDetail({
      'POST /auth/validate': SIGNED_OUT,
      'POST /courses/getACourse': courseAnswer({ issuesCertificate: false }),
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Indian Polity Foundation' })
    ).toBeVisible()
    expect(screen.getByText('Self-paced')).toBeVisible()
    expect(screen.queryByText('Certificate')).not.toBeInTheDocument()
  })

  it('says it is loading, then shows the course with its real rating, length and content', async () => {
    renderDetail({ 'POST /auth/validate': SIGNED_OUT, 'POST /courses/getACourse': courseAnswer() })
    expect(screen.getByText('Loading course data...')).toBeInTheDocument()

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Indian Polity Foundation' })
    ).toBeVisible()
    expect(screen.getByText('UPSC Prelims')).toBeVisible()
    expect(screen.getByText('24m 56s')).toBeVisible()
    expect(screen.getByText('Self-paced')).toBeVisible()
    expect(screen.getByText('Certificate')).toBeVisible()
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5 from 12 ratings' })).toBeVisible()
    expect(screen.getByText('₹2,999')).toBeVisible()
    const learn = screen.getByRole('region', { name: 'What you will learn' })
    expect(
      within(learn)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    ).toEqual(['Preamble', 'Fundamental rights', 'Parliament'])
    expect(screen.getByText('Read the bare act alongside')).toBeVisible()

    // the first section starts open; the empty one says so when opened
    const first = screen.getByRole('button', { name: /The Constitution/ })
    const second = screen.getByRole('button', { name: /Parliament/ })
    expect(first).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Preamble', { selector: '.content-lesson-title' })).toBeVisible()
    expect(second).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(second)
    expect(second).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('No Content')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Collapse all' }))
    expect(first).toHaveAttribute('aria-expanded', 'false')
  })

  it('shows a not-found state with the way back for an unknown or missing id', async () => {
    renderDetail({
      'POST /auth/validate': SIGNED_OUT,
      'POST /courses/getACourse': {
        status: 404,
        body: { success: false, message: 'Course not found' },
      },
    })
    expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Browse all courses' })).toHaveAttribute(
      'href',
      '/home/explore'
    )
  })

  it('shows the server’s message, or Something went wrong, when the course fails', async () => {
    renderDetail({
      'POST /auth/validate': SIGNED_OUT,
      'POST /courses/getACourse': {
        status: 500,
        body: { success: false, message: 'Database down' },
      },
    })
    expect(await screen.findByRole('heading', { name: 'Database down' })).toBeVisible()
  })

  it('falls back to Something went wrong without a message', async () => {
    renderDetail({
      'POST /auth/validate': SIGNED_OUT,
      'POST /courses/getACourse': { status: 502, body: '' },
    })
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  })

  it('sends a visitor to /login and remembers the course', async () => {
    renderDetail({ 'POST /auth/validate': SIGNED_OUT, 'POST /courses/getACourse': courseAnswer() })
    await userEvent.click(await screen.findByRole('button', { name: 'Enroll Now' }))
    const location = screen.getByTestId('location')
    expect(location).toHaveTextContent('/login')
    expect(location).toHaveAttribute('data-from', `/home/course?id=${COURSE_ID}`)
  })

  it('enrols a signed-in learner in a free course at once', async () => {
    const { calls } = renderDetail({
      'POST /auth/validate': signedInAs(),
      'POST /courses/getACourse': courseAnswer({ price: 0, pricePaise: 0, isFree: true }),
      'POST /payment/capturePayment': {
        status: 200,
        body: {
          success: true,
          message: 'You are now enrolled in the course',
          data: {
            id: 'enrolment-1',
            entity: 'order',
            amount: 0,
            amount_paid: 0,
            amount_due: 0,
            currency: 'INR',
            status: 'paid',
            free: true,
            enrolled: true,
            courseId: COURSE_ID,
          },
          enrolled: true,
        },
      },
    })
    expect(await screen.findByText('Free')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Enroll Now' }))

    await vi.waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/home/enrolled?id=${COURSE_ID}`)
    )
    expect(calls.find((call) => call.path === '/payment/capturePayment')?.body).toEqual({
      courseId: COURSE_ID,
    })
    expect(document.querySelector('script[src*="checkout.js"]')).toBeNull()
    expect(toastMessages()).toEqual([['success', 'You are now enrolled in the course']])
  })

  it('buys a paid course through the checkout, verifies it and opens the learning view', async () => {
    const fake = createFakeRazorpay()
    window.Razorpay = fake.Razorpay
    const order = {
      id: 'order_1',
      amount: 299_900,
      currency: 'INR',
      receipt: 'r1',
      key: 'rzp_test',
    }
    const { calls } = renderDetail({
      'POST /auth/validate': signedInAs(),
      'POST /courses/getACourse': courseAnswer(),
      'POST /payment/capturePayment': {
        status: 200,
        body: { success: true, message: 'Payment order created', data: order },
      },
      'POST /payment/verifyPayment': {
        status: 200,
        body: { success: true, message: 'Payment successful! You are now enrolled in the course.' },
      },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Enroll Now' }))

    const checkout = await eventually(() => fake.opened[0])
    expect(checkout.options).toMatchObject({
      key: 'rzp_test',
      amount: 299_900,
      currency: 'INR',
      order_id: 'order_1',
      name: 'Pathshala',
      description: 'Course Purchase',
      prefill: { name: 'Demo Learner', email: 'learner@pathshala.local' },
    })
    expect(screen.getByRole('button', { name: 'Complete the payment...' })).toBeDisabled()
    checkout.pay({ razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' })

    await vi.waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/home/enrolled?id=${COURSE_ID}`)
    )
    expect(calls.find((call) => call.path === '/payment/verifyPayment')?.body).toEqual({
      razorpay_order_id: 'order_1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'sig',
      courseId: COURSE_ID,
    })
    expect(toastMessages()).toEqual([
      ['loading', 'Processing payment...'],
      ['loading', 'Verifying payment and enrolling...'],
      ['success', 'Payment successful! You are now enrolled in the course.'],
    ])
  })

  it('stays on the page when the checkout is closed, ready to try again', async () => {
    const fake = createFakeRazorpay()
    window.Razorpay = fake.Razorpay
    renderDetail({
      'POST /auth/validate': signedInAs(),
      'POST /courses/getACourse': courseAnswer(),
      'POST /payment/capturePayment': {
        status: 200,
        body: {
          success: true,
          message: 'Payment order created',
          data: { id: 'order_2', amount: 299_900, currency: 'INR', receipt: 'r2', key: 'rzp_test' },
        },
      },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Enroll Now' }))
    const checkout = await eventually(() => fake.opened[0])
    checkout.dismiss()

    expect(await screen.findByText('Payment cancelled')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Enroll Now' })).toBeEnabled()
    expect(screen.getByTestId('location')).toHaveTextContent(`/home/course?id=${COURSE_ID}`)
    expect(toastMessages().at(-1)).toEqual(['info', 'Payment cancelled'])
  })

  it('shows Continue Learning to an enrolled learner', async () => {
    renderDetail({
      'POST /auth/validate': signedInAs(),
      'POST /courses/getACourse': courseAnswer({ studentsEnroled: [{ _id: 'user-1' }] }),
    })
    expect(await screen.findByRole('link', { name: 'Continue Learning' })).toHaveAttribute(
      'href',
      `/home/enrolled?id=${COURSE_ID}`
    )
    expect(screen.getByText('Enrolled')).toBeVisible()
  })

  it('explains that payments are unavailable when the server cannot take them', async () => {
    fakeApi({})
    const calls = renderDetail({
      'GET /config': config({ paymentsEnabled: false }),
      'POST /auth/validate': signedInAs(),
      'POST /courses/getACourse': courseAnswer(),
    })
    expect(await screen.findByRole('button', { name: 'Payments unavailable' })).toBeDisabled()
    expect(screen.getByRole('note')).toHaveTextContent('Online payments are switched off')
    expect(calls.calls.some((call) => call.path === '/payment/capturePayment')).toBe(false)
  })
})
