import { test } from '@japa/runner'
import Invoice from '#invoicing/models/invoice'
import { UserFactory } from '#database/factories/user_factory'
import { CourseFactory } from '#database/factories/course_factory'
import { StoreItemFactory } from '#database/factories/store_item_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import {
  confirmations,
  postAs,
  razorpayStandIn,
  storedOrder,
  withFakeMail,
  withRazorpayStandIn,
} from '../payments/helpers.js'
import { profileState, withSeller } from './helpers.js'

test.group('Checkout: the buyer state', (group) => {
  withCleanDatabase(group)
  withRazorpayStandIn(group)
  withSeller(group)
  const fake = withFakeMail(group)

  test('a state given at checkout is saved on the profile and is the place of supply', async ({
    assert,
    client,
  }) => {
    const learner = await UserFactory.create()
    const course = await CourseFactory.merge({ pricePaise: 118000 }).create()
    const capture = await postAs(client, learner, '/payment/capturePayment', {
      courseId: course.id,
      state: '07',
    })
    capture.assertStatus(200)
    assert.equal(await profileState(learner.id), '07')

    const orderId = capture.body().data.id
    const payment = razorpayStandIn.pay(orderId)
    const verify = await postAs(client, learner, '/payment/verifyPayment', {
      ...razorpayStandIn.checkoutAnswer(orderId, payment.id),
      courseId: course.id,
    })
    verify.assertStatus(200)
    await confirmations(fake.mailer)
    const order = await storedOrder(orderId)
    const invoice = await Invoice.findByOrFail('order_id', order.id)
    assert.equal(invoice.placeOfSupply, '07')
    assert.equal(invoice.igstPaise, 18000)
  })

  test('a store item: the state is saved the same way; a bad one is refused', async ({
    assert,
    client,
  }) => {
    const learner = await UserFactory.create()
    const item = await StoreItemFactory.create()
    const refused = await postAs(client, learner, '/store/capture', {
      bookId: item.id,
      state: 'xx',
    })
    refused.assertStatus(422)
    const capture = await postAs(client, learner, '/store/capture', {
      bookId: item.id,
      state: '33',
    })
    capture.assertStatus(200)
    assert.equal(await profileState(learner.id), '33')
  })

  test("the old client's call (no state) works unchanged and keeps the profile's", async ({
    assert,
    client,
  }) => {
    const learner = await UserFactory.merge({ state: '29' }).create()
    const course = await CourseFactory.create()
    const capture = await postAs(client, learner, '/payment/capturePayment', {
      courseId: course.id,
    })
    capture.assertStatus(200)
    assert.equal(await profileState(learner.id), '29')
  })
})
