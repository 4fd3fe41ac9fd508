import { test } from '@japa/runner'
import Invoice from '#invoicing/models/invoice'
import { UserFactory } from '#database/factories/user_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { withFakeMail, confirmations } from '../payments/helpers.js'
import { openOrder, payOrder, withSeller } from './helpers.js'

test.group('Invoice numbers under concurrency', (group) => {
  withCleanDatabase(group)
  withSeller(group)
  const fake = withFakeMail(group)

  test('twenty orders fulfilled at once: numbers 1 to 20, gapless and unique', async ({
    assert,
  }) => {
    const learners = await UserFactory.createMany(20)
    const orders = []
    for (const [i, learner] of learners.entries()) orders.push(await openOrder(learner, 10000 + i))
    // every fulfilment (and the invoice its listener issues) races the others
    await Promise.all(orders.map(({ order }) => payOrder(order)))

    const invoices = await Invoice.query().orderBy('sequence')
    assert.lengthOf(invoices, 20)
    assert.deepEqual(
      invoices.map((invoice) => invoice.sequence),
      Array.from({ length: 20 }, (_, i) => i + 1)
    )
    assert.equal(new Set(invoices.map((invoice) => invoice.number)).size, 20)
    assert.equal(new Set(invoices.map((invoice) => invoice.orderId)).size, 20)
    for (const invoice of invoices) {
      assert.match(invoice.number, /^PS\/\d{2}-\d{2}\/\d{6}$/)
      assert.isAtMost(invoice.number.length, 16)
    }
    assert.lengthOf(await confirmations(fake.mailer), 20)
  })
})
