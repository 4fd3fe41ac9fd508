import { test } from '@japa/runner'
import razorpayConfig from '#config/razorpay'
import { STAND_IN_KEY_ID, razorpayStandIn } from '#tests/support/razorpay_stand_in'

test.group('GET /api/v1/config (payments)', () => {
  test('tells the front ends the public key, the checkout script and the mode', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/api/v1/config')

    response.assertStatus(200)
    const { data } = response.body()
    // tests run in live mode against the stand-in (bin/test.ts)
    assert.equal(data.razorpayKeyId, STAND_IN_KEY_ID)
    assert.equal(data.razorpayCheckoutUrl, 'https://checkout.razorpay.com/v1/checkout.js')
    assert.isTrue(data.paymentsEnabled)
    assert.isFalse(data.paymentsTestMode)
    assert.equal(razorpayConfig.apiUrl, `${razorpayStandIn.origin}/v1`)
    // never a secret
    const text = JSON.stringify(response.body())
    assert.notInclude(text, razorpayConfig.keySecret)
    assert.notInclude(text, razorpayConfig.webhookSecret!)
  })

  test('says when paying is off or runs on the simulator', async ({ client, assert }) => {
    const mode = razorpayConfig.mode
    try {
      razorpayConfig.mode = 'disabled'
      const off = await client.get('/api/v1/config')
      assert.isFalse(off.body().data.paymentsEnabled)
      assert.isFalse(off.body().data.paymentsTestMode)

      razorpayConfig.mode = 'simulator'
      const simulated = await client.get('/api/v1/config')
      assert.isTrue(simulated.body().data.paymentsEnabled)
      assert.isTrue(simulated.body().data.paymentsTestMode)
    } finally {
      razorpayConfig.mode = mode
    }
  })
})
