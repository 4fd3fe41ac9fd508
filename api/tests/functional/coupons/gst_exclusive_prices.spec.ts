import { test } from '@japa/runner'
import env from '#start/env'
import { UserFactory } from '#database/factories/user_factory'
import { CourseFactory } from '#database/factories/course_factory'
import { StoreItemFactory } from '#database/factories/store_item_factory'
import { CouponFactory } from '#database/factories/coupon_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { postAs, razorpayStandIn, withFakeMail, withRazorpayStandIn } from '../payments/helpers.js'
import { API } from './helpers.js'

/** Runs the rest of a test with this GST_PRICES_INCLUSIVE (read on every request). */
function usePricesInclusive(value: boolean, cleanup: (fn: () => void) => void) {
  const before = env.get('GST_PRICES_INCLUSIVE')
  env.set('GST_PRICES_INCLUSIVE', value)
  cleanup(() => {
    env.set('GST_PRICES_INCLUSIVE', before as boolean)
    // process.env keeps only strings: an unset value would read back as 'undefined'
    if (before === undefined) delete process.env.GST_PRICES_INCLUSIVE
  })
}

function quote(client: any, body: object) {
  return client.post(`${API}/coupon-quotes`).json(body).withCsrfToken()
}

test.group('GST_PRICES_INCLUSIVE: what GET /config and the coupon quote say', (group) => {
  withCleanDatabase(group)
  withRazorpayStandIn(group)
  withFakeMail(group)

  test('by default prices include GST, and the quote’s payable is its price', async ({
    client,
    assert,
  }) => {
    const config = await client.get(`${API}/config`)
    config.assertStatus(200)
    assert.isTrue(config.body().data.pricesIncludeGst)
    assert.equal(config.body().data.gstRatePercent, 18)

    const learner = await UserFactory.create()
    const course = await CourseFactory.merge({ pricePaise: 100_000 }).create()
    await CouponFactory.merge({ code: 'TWENTY', discountValue: 20 }).create()
    const quoted = await quote(client, { code: 'twenty', courseId: course.id })
    quoted.assertStatus(200)
    assert.deepInclude(quoted.body().data, {
      listPricePaise: 100_000,
      discountPaise: 20_000,
      pricePaise: 80_000,
      payablePaise: 80_000,
    })
    const checkout = await postAs(client, learner, '/payment/capturePayment', {
      courseId: course.id,
      couponCode: 'twenty',
    })
    checkout.assertStatus(200)
    assert.equal(razorpayStandIn.orderCreations[0].body.amount, quoted.body().data.payablePaise)
  })

  test('prices before GST: GET /config says so', async ({ client, assert, cleanup }) => {
    usePricesInclusive(false, cleanup)
    const config = await client.get(`${API}/config`)
    config.assertStatus(200)
    assert.isFalse(config.body().data.pricesIncludeGst)
    assert.equal(config.body().data.gstRatePercent, 18)
  })

  test('prices before GST: a percent coupon’s quote is what Razorpay is asked for', async ({
    client,
    assert,
    cleanup,
  }) => {
    usePricesInclusive(false, cleanup)
    const learner = await UserFactory.create()
    const course = await CourseFactory.merge({ pricePaise: 100_000 }).create()
    await CouponFactory.merge({ code: 'TWENTY', discountValue: 20 }).create()

    const quoted = await quote(client, { code: 'twenty', courseId: course.id })
    quoted.assertStatus(200)
    // ₹1,000 less 20% is ₹800 before GST; with 18% GST the learner pays ₹944
    assert.deepInclude(quoted.body().data, {
      listPricePaise: 100_000,
      discountPaise: 20_000,
      pricePaise: 80_000,
      payablePaise: 94_400,
    })

    const checkout = await postAs(client, learner, '/payment/capturePayment', {
      courseId: course.id,
      couponCode: 'twenty',
    })
    checkout.assertStatus(200)
    assert.equal(checkout.body().data.amount, 94_400)
    assert.equal(razorpayStandIn.orderCreations[0].body.amount, quoted.body().data.payablePaise)
  })

  test('prices before GST: a flat coupon on a store item, quoted as checkout charges it', async ({
    client,
    assert,
    cleanup,
  }) => {
    usePricesInclusive(false, cleanup)
    const learner = await UserFactory.create()
    const item = await StoreItemFactory.merge({ pricePaise: 49_900 }).create()
    await CouponFactory.merge({ code: 'HUNDRED' }).apply('flat').create()

    const quoted = await quote(client, { code: 'hundred', storeItemId: item.id })
    quoted.assertStatus(200)
    const { payablePaise, pricePaise } = quoted.body().data
    assert.equal(pricePaise, 39_900)
    // ₹499 + 18% GST is ₹588.82; the ₹100 off is taken from what is charged
    assert.equal(payablePaise, 48_882)

    const checkout = await postAs(client, learner, '/store/capture', {
      bookId: item.id,
      couponCode: 'hundred',
    })
    checkout.assertStatus(200)
    assert.equal(razorpayStandIn.orderCreations[0].body.amount, payablePaise)
  })

  test('prices before GST: without a coupon, checkout asks the price plus 18%', async ({
    client,
    assert,
    cleanup,
  }) => {
    usePricesInclusive(false, cleanup)
    const learner = await UserFactory.create()
    const course = await CourseFactory.merge({ pricePaise: 100_000 }).create()
    const checkout = await postAs(client, learner, '/payment/capturePayment', {
      courseId: course.id,
    })
    checkout.assertStatus(200)
    assert.equal(razorpayStandIn.orderCreations[0].body.amount, 118_000)
  })
})
