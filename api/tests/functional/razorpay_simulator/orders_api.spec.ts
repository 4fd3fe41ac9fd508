import { test } from '@japa/runner'
import razorpayConfig from '#config/razorpay'
import { withCleanDatabase } from '#tests/helpers/database'
import {
  captureSimulatorWebhooks,
  checkoutCall,
  createOrder,
  SIMULATOR_URL,
  simulatorSdk,
} from './helpers.js'

const basicAuth = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`

/** What the SDK rejects with: `{ statusCode, error }` from Razorpay's error JSON. */
async function sdkFailure(call: Promise<unknown>) {
  try {
    await call
  } catch (error: any) {
    return error as { statusCode: number; error: { code: string; description: string } }
  }
  throw new Error('the SDK call succeeded')
}

test.group('Razorpay simulator | Orders API through the razorpay SDK', (group) => {
  withCleanDatabase(group)
  captureSimulatorWebhooks(group)

  test('creates an order and answers Razorpay’s order entity', async ({ assert }) => {
    const order = await createOrder(49_900, { courseId: 'course-1' })

    assert.match(order.id, /^order_[0-9A-Za-z]{14}$/)
    assert.containsSubset(order, {
      entity: 'order',
      amount: 49_900,
      amount_paid: 0,
      amount_due: 49_900,
      currency: 'INR',
      receipt: 'rcpt_test',
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: { courseId: 'course-1' },
    })
    assert.isNumber(order.created_at)
    assert.approximately(order.created_at, Date.now() / 1000, 5)
  })

  test('fetches an order and lists its payments', async ({ assert }) => {
    const sdk = simulatorSdk()
    const order = await createOrder(12_345)

    const fetched = await sdk.orders.fetch(order.id)
    assert.deepEqual(fetched, order)
    // Razorpay answers empty notes as an empty array
    assert.deepEqual(fetched.notes as unknown, [])

    const none = await sdk.orders.fetchPayments(order.id)
    assert.deepEqual(none as unknown, { entity: 'collection', count: 0, items: [] })

    const failed = await checkoutCall('fail', {
      order_id: order.id,
      key: razorpayConfig.simulator.keyId,
    })
    const paid = await checkoutCall('settle', {
      order_id: order.id,
      key: razorpayConfig.simulator.keyId,
      method: 'card',
      email: 'learner@example.com',
      contact: '+919876543210',
    })
    assert.equal(paid.status, 200)

    const payments = await sdk.orders.fetchPayments(order.id)
    assert.equal(payments.entity, 'collection')
    assert.equal(payments.count, 2)
    assert.deepEqual(
      payments.items.map((payment) => [payment.id, payment.status]),
      [
        [failed.body.error.metadata.payment_id, 'failed'],
        [paid.body.razorpay_payment_id, 'captured'],
      ]
    )
    assert.containsSubset(payments.items[1], {
      entity: 'payment',
      amount: 12_345,
      currency: 'INR',
      order_id: order.id,
      method: 'card',
      captured: true,
      email: 'learner@example.com',
      contact: '+919876543210',
      error_code: null,
    })
    assert.containsSubset(payments.items[0], {
      status: 'failed',
      captured: false,
      error_code: 'BAD_REQUEST_ERROR',
      error_reason: 'payment_failed',
    })

    const after = await sdk.orders.fetch(order.id)
    assert.containsSubset(after, {
      status: 'paid',
      attempts: 2,
      amount_paid: 12_345,
      amount_due: 0,
    })

    const payment = await sdk.payments.fetch(paid.body.razorpay_payment_id)
    assert.deepEqual(payment, payments.items[1])
  })

  test('lists orders newest first, by receipt and page', async ({ assert }) => {
    const sdk = simulatorSdk()
    const first = await createOrder(10_000)
    const second = await sdk.orders.create({ amount: 20_000, currency: 'INR', receipt: 'other' })

    const all = await sdk.orders.all()
    assert.deepEqual(
      all.items.map((order) => order.id),
      [second.id, first.id]
    )
    const byReceipt = await sdk.orders.all({ receipt: 'other' })
    assert.deepEqual(
      byReceipt.items.map((order) => order.id),
      [second.id]
    )
    const page = await sdk.orders.all({ count: 1, skip: 1 })
    assert.deepEqual(
      page.items.map((order) => order.id),
      [first.id]
    )
  })

  test('refuses wrong credentials with Razorpay’s 401', async ({ assert }) => {
    const order = await createOrder()

    const wrongSecret = await sdkFailure(
      simulatorSdk(razorpayConfig.simulator.keyId, 'not-the-secret').orders.fetch(order.id)
    )
    assert.equal(wrongSecret.statusCode, 401)
    assert.deepInclude(wrongSecret.error, {
      code: 'BAD_REQUEST_ERROR',
      description: 'Authentication failed',
    })

    const wrongKey = await sdkFailure(
      simulatorSdk('rzp_test_someone_else', razorpayConfig.simulator.keySecret).orders.create({
        amount: 10_000,
        currency: 'INR',
      })
    )
    assert.equal(wrongKey.statusCode, 401)

    for (const authorization of [
      undefined,
      'Bearer token',
      basicAuth(razorpayConfig.simulator.keyId, ''),
      `Basic ${Buffer.from(razorpayConfig.simulator.keyId).toString('base64')}`,
      'Basic !!!',
    ]) {
      const response = await fetch(`${SIMULATOR_URL}/v1/orders/${order.id}`, {
        headers: authorization ? { authorization } : {},
      })
      assert.equal(response.status, 401, String(authorization))
      const body = (await response.json()) as any
      assert.equal(body.error.code, 'BAD_REQUEST_ERROR')
      assert.isUndefined(response.headers.get('set-cookie') ?? undefined)
    }
  })

  test('refuses bad orders with Razorpay’s 400, never a 500', async ({ assert }) => {
    const sdk = simulatorSdk()
    const cases: [Record<string, unknown>, string][] = [
      [{ currency: 'INR' }, 'amount'],
      [{ amount: 99, currency: 'INR' }, 'amount'],
      [{ amount: 150.5, currency: 'INR' }, 'amount'],
      [{ amount: 'lots', currency: 'INR' }, 'amount'],
      [{ amount: 1e12, currency: 'INR' }, 'amount'],
      [{ amount: 10_000, currency: 'USD' }, 'currency'],
      [{ amount: 10_000, currency: 'INR', receipt: 'r'.repeat(41) }, 'receipt'],
      [{ amount: 10_000, currency: 'INR', notes: 'text' }, 'notes'],
      [{ amount: 10_000, currency: 'INR', notes: { a: { nested: true } } }, 'notes'],
    ]
    for (const [body, field] of cases) {
      const failure = await sdkFailure(sdk.orders.create(body as any))
      assert.equal(failure.statusCode, 400, JSON.stringify(body))
      assert.equal(failure.error.code, 'BAD_REQUEST_ERROR')
      assert.equal((failure.error as any).field, field)
    }

    const minimum = await sdk.orders.create({ amount: 100, currency: 'INR' })
    assert.equal(minimum.amount, 100)
    assert.equal(minimum.receipt, null)
  })

  test('accepts a form-encoded order as Razorpay does', async ({ assert }) => {
    const response = await fetch(`${SIMULATOR_URL}/v1/orders`, {
      method: 'POST',
      headers: {
        'authorization': basicAuth(
          razorpayConfig.simulator.keyId,
          razorpayConfig.simulator.keySecret
        ),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'amount=50000&currency=INR&receipt=form_1&notes[bookId]=b-1',
    })
    assert.equal(response.status, 200)
    const order = (await response.json()) as any
    assert.containsSubset(order, { amount: 50_000, receipt: 'form_1', notes: { bookId: 'b-1' } })
  })

  test('answers unknown and malformed ids as Razorpay does', async ({ assert }) => {
    const sdk = simulatorSdk()
    for (const call of [
      () => sdk.orders.fetch('order_AAAAAAAAAAAAAA'),
      () => sdk.orders.fetch('not-an-id'),
      () => sdk.orders.fetchPayments('order_AAAAAAAAAAAAAA'),
      () => sdk.payments.fetch('pay_AAAAAAAAAAAAAA'),
    ]) {
      const failure = await sdkFailure(call())
      assert.equal(failure.statusCode, 400)
      assert.equal(failure.error.description, 'The id provided does not exist')
    }
  })

  test('refuses to capture a payment that was captured at once', async ({ assert }) => {
    const order = await createOrder()
    const paid = await checkoutCall('settle', {
      order_id: order.id,
      key: razorpayConfig.simulator.keyId,
    })
    const failure = await sdkFailure(
      simulatorSdk().payments.capture(paid.body.razorpay_payment_id, 49_900, 'INR')
    )
    assert.equal(failure.statusCode, 400)
    assert.equal(failure.error.description, 'This payment has already been captured')
  })
})
