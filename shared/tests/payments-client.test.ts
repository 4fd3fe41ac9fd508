import { describe, expect, it, vi } from 'vitest'
import { sent, setupClient } from './client-harness.ts'

const courseId = '6f1c2b7e-0a4d-4c1e-9b8a-1d2e3f4a5b6c'
const bookId = '5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c'
const checkoutAnswer = {
  razorpay_order_id: 'order_abc',
  razorpay_payment_id: 'pay_def',
  razorpay_signature: '0f1e2d',
}

describe('payment calls', () => {
  it('send the documented method, path and body', async () => {
    const { client, calls } = setupClient()
    await client.payments.capturePayment({ courseId })
    await client.payments.verifyPayment({ ...checkoutAnswer, courseId })
    await client.payments.captureStoreItem({ bookId })
    await client.payments.verifyStoreItem({ ...checkoutAnswer, bookId })

    expect(sent(calls)).toEqual([
      ['POST', '/payment/capturePayment', { courseId }],
      ['POST', '/payment/verifyPayment', { ...checkoutAnswer, courseId }],
      ['POST', '/store/capture', { bookId }],
      ['POST', '/store/verify', { ...checkoutAnswer, bookId }],
    ])
  })

  it('read the order of a paid course and the enrolment of a free one', async () => {
    const order = { id: 'order_abc', amount: 149900, currency: 'INR', receipt: 'r1', key: 'rzp' }
    const { client } = setupClient(
      { kind: 'cookie' },
      { status: 200, body: { success: true, message: 'Payment order created', data: order } },
      { status: 200, body: { success: true, message: 'Enrolled', data: null, enrolled: true } }
    )
    const paid = await client.payments.capturePayment({ courseId })
    const free = await client.payments.capturePayment({ courseId })
    expect(paid.body.data).toEqual(order)
    expect(free.body.data).toBeNull()
    expect(free.body.enrolled).toBe(true)
  })

  it('reject with the server’s message and status (409 already enrolled)', async () => {
    const { client } = setupClient(
      { kind: 'cookie' },
      {
        status: 409,
        body: { success: false, message: 'You are already enrolled in this course' },
      }
    )
    await expect(client.payments.capturePayment({ courseId })).rejects.toMatchObject({
      name: 'ApiError',
      status: 409,
      message: 'You are already enrolled in this course',
    })
  })

  it('send the XSRF header and the session cookie', async () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=tok' })
    const { client, calls } = setupClient()
    await client.payments.verifyStoreItem({ ...checkoutAnswer, bookId })
    expect(calls[0]?.headers['X-XSRF-TOKEN']).toBe('tok')
    expect(calls[0]?.credentials).toBe('include')
  })
})
