import { test } from '@japa/runner'
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils.js'
import razorpayConfig from '#config/razorpay'
import { withCleanDatabase } from '#tests/helpers/database'
import { captureSimulatorWebhooks, checkoutCall, createOrder, SIMULATOR_URL } from './helpers.js'

test.group('Razorpay simulator | checkout', (group) => {
  withCleanDatabase(group)
  captureSimulatorWebhooks(group)

  test('serves the checkout script as JavaScript, labelled Test mode', async ({ assert }) => {
    const response = await fetch(`${SIMULATOR_URL}/checkout.js`)

    assert.equal(response.status, 200)
    assert.match(response.headers.get('content-type')!, /^application\/javascript\b/)
    assert.isNull(response.headers.get('set-cookie'))
    const script = await response.text()
    assert.include(script, 'Test mode')
    assert.include(script, 'window.Razorpay = Razorpay')
    assert.include(script, JSON.stringify(razorpayConfig.simulator.base))
    assert.notInclude(script, '__SIMULATOR_BASE__')
    // no dependencies: nothing is imported or loaded from elsewhere
    assert.notMatch(script, /\bimport\s*\(|\brequire\(|<script/)
  })

  test('Pay answers a result the razorpay SDK verifies with the key secret', async ({ assert }) => {
    const order = await createOrder()

    const settled = await checkoutCall('settle', {
      order_id: order.id,
      key: razorpayConfig.simulator.keyId,
      method: 'card',
    })

    assert.equal(settled.status, 200)
    assert.isNull(settled.headers.get('set-cookie'))
    assert.equal(settled.body.razorpay_order_id, order.id)
    assert.match(settled.body.razorpay_payment_id, /^pay_[0-9A-Za-z]{14}$/)
    assert.match(settled.body.razorpay_signature, /^[0-9a-f]{64}$/)
    assert.isTrue(
      validatePaymentVerification(
        { order_id: order.id, payment_id: settled.body.razorpay_payment_id },
        settled.body.razorpay_signature,
        razorpayConfig.simulator.keySecret
      )
    )
    assert.isFalse(
      validatePaymentVerification(
        { order_id: order.id, payment_id: settled.body.razorpay_payment_id },
        settled.body.razorpay_signature,
        'another-secret'
      )
    )
  })

  test('an order is paid once: settling again answers the same payment', async ({ assert }) => {
    const order = await createOrder()
    const attempt = { order_id: order.id, key: razorpayConfig.simulator.keyId, method: 'card' }

    const first = await checkoutCall('settle', attempt)
    const again = await Promise.all([
      checkoutCall('settle', attempt),
      checkoutCall('settle', attempt),
      checkoutCall('settle', { ...attempt, method: 'upi' }),
    ])

    assert.equal(first.status, 200)
    for (const answer of again) {
      assert.equal(answer.status, 200)
      assert.deepEqual(answer.body, first.body)
    }
    const payments = await fetch(`${SIMULATOR_URL}/v1/orders/${order.id}/payments`, {
      headers: {
        authorization: `Basic ${Buffer.from(`${razorpayConfig.simulator.keyId}:${razorpayConfig.simulator.keySecret}`).toString('base64')}`,
      },
    }).then((response) => response.json() as Promise<any>)
    assert.equal(payments.count, 1)
  })

  test('settles concurrently exactly once', async ({ assert }) => {
    const order = await createOrder()
    const attempt = { order_id: order.id, key: razorpayConfig.simulator.keyId }

    const answers = await Promise.all(
      Array.from({ length: 8 }, () => checkoutCall('settle', attempt))
    )

    const paymentIds = new Set(answers.map((answer) => answer.body.razorpay_payment_id))
    assert.deepEqual(
      answers.map((answer) => answer.status),
      Array(8).fill(200)
    )
    assert.equal(paymentIds.size, 1)
  })

  test('refuses unknown orders 404, a wrong key 401, missing fields 400', async ({ assert }) => {
    const order = await createOrder()
    const cases: [Record<string, unknown>, number][] = [
      [{ order_id: 'order_AAAAAAAAAAAAAA', key: razorpayConfig.simulator.keyId }, 404],
      [{ order_id: 'order_1', key: razorpayConfig.simulator.keyId }, 404],
      [{ order_id: order.id, key: 'rzp_test_someone_else' }, 401],
      [{ order_id: order.id }, 400],
      [{ key: razorpayConfig.simulator.keyId }, 400],
      [{ order_id: ['x'], key: razorpayConfig.simulator.keyId }, 400],
      [{ order_id: order.id, key: razorpayConfig.simulator.keyId, method: 'cash' }, 400],
    ]
    for (const [body, status] of cases) {
      for (const path of ['settle', 'fail'] as const) {
        const answer = await checkoutCall(path, body)
        assert.equal(answer.status, status, `${path} ${JSON.stringify(body)}`)
        assert.equal(answer.body.error.code, 'BAD_REQUEST_ERROR')
      }
    }

    const lookup = await fetch(`${SIMULATOR_URL}/checkout/orders/order_AAAAAAAAAAAAAA?key_id=x`)
    assert.equal(lookup.status, 401)
  })

  test('the checkout window reads the order by its id and the key id', async ({ assert }) => {
    const order = await createOrder(14_950)
    const url = `${SIMULATOR_URL}/checkout/orders/${order.id}`

    const shown = await fetch(`${url}?key_id=${razorpayConfig.simulator.keyId}`)
    assert.equal(shown.status, 200)
    assert.deepEqual(await shown.json(), {
      id: order.id,
      amount: 14_950,
      currency: 'INR',
      status: 'created',
    })
    const keyless = await fetch(url)
    assert.equal(keyless.status, 401)
    const unknown = await fetch(
      `${SIMULATOR_URL}/checkout/orders/order_BBBBBBBBBBBBBB?key_id=${razorpayConfig.simulator.keyId}`
    )
    assert.equal(unknown.status, 404)
  })

  test('a simulated failure answers Razorpay’s payment.failed object', async ({ assert }) => {
    const order = await createOrder()

    const failed = await checkoutCall('fail', {
      order_id: order.id,
      key: razorpayConfig.simulator.keyId,
    })

    assert.equal(failed.status, 200)
    assert.deepEqual(failed.body.error, {
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed (simulated in test mode)',
      source: 'customer',
      step: 'payment_authentication',
      reason: 'payment_failed',
      metadata: { order_id: order.id, payment_id: failed.body.error.metadata.payment_id },
    })
    assert.match(failed.body.error.metadata.payment_id, /^pay_/)

    // the order can still be paid, and then no longer fail
    const paid = await checkoutCall('settle', {
      order_id: order.id,
      key: razorpayConfig.simulator.keyId,
    })
    assert.equal(paid.status, 200)
    assert.notEqual(paid.body.razorpay_payment_id, failed.body.error.metadata.payment_id)
    const late = await checkoutCall('fail', {
      order_id: order.id,
      key: razorpayConfig.simulator.keyId,
    })
    assert.equal(late.status, 409)
  })

  test('needs no session or CSRF token, and starts none', async ({ assert }) => {
    const order = await createOrder()
    const response = await fetch(`${SIMULATOR_URL}/checkout/settle`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'origin': 'http://localhost:5173',
        'cookie': 'adonis-session=forged',
      },
      body: JSON.stringify({ order_id: order.id, key: razorpayConfig.simulator.keyId }),
    })
    assert.equal(response.status, 200)
    assert.isNull(response.headers.get('set-cookie'))
    assert.equal(response.headers.get('access-control-allow-origin'), 'http://localhost:5173')
  })
})
