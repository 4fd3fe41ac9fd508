import { existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { test } from '@japa/runner'
import { chromium, type Browser, type Page } from 'playwright-core'
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils.js'
import razorpayConfig from '#config/razorpay'
import webhookDispatcher from '#dev/razorpay_simulator/services/webhook_dispatcher'
import { withCleanDatabase } from '#tests/helpers/database'
import { captureSimulatorWebhooks, createOrder, SIMULATOR_URL } from './helpers.js'

// Debian's Chromium, as for the storefront's end-to-end suite; .ci/run installs it
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const TEST_SERVER = `http://${process.env.HOST}:${process.env.PORT}`

const SHOP_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Shop</title></head>
<body><main><h1>Course</h1><button id="buy" type="button">Buy now</button></main></body></html>`

/**
 * Puts the shop page on `page` at the test server's origin (a page of the
 * test server, then replaced by a blank shop page in place), loads the
 * checkout script as the front ends do, and makes the Buy button open the
 * checkout for `orderId` with the options the storefront passes. What the
 * callbacks receive is collected in `window.checkoutEvents`.
 */
async function openShop(page: Page, orderId: string, origin = TEST_SERVER) {
  await page.goto(origin === TEST_SERVER ? `${TEST_SERVER}/api/v1/health` : origin)
  if (origin === TEST_SERVER) await page.setContent(SHOP_PAGE)
  await page.addScriptTag({ url: `${SIMULATOR_URL}/checkout.js` })
  await page.evaluate(
    ({ key, order }) => {
      const w = globalThis as any
      w.checkoutEvents = []
      w.document.getElementById('buy').addEventListener('click', () => {
        const checkout = new w.Razorpay({
          key,
          amount: 149_900,
          currency: 'INR',
          order_id: order,
          name: 'Administrative World',
          description: 'Course Purchase',
          prefill: { name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210' },
          theme: { color: '#3B82F6' },
          handler: (response: unknown) => w.checkoutEvents.push({ type: 'handler', response }),
          modal: { ondismiss: () => w.checkoutEvents.push({ type: 'dismiss' }) },
        })
        checkout.on('payment.failed', (response: unknown) =>
          w.checkoutEvents.push({ type: 'failed', response })
        )
        checkout.open()
      })
    },
    { key: razorpayConfig.simulator.keyId, order: orderId }
  )
  await page.click('#buy')
}

const checkoutEvents = (page: Page) =>
  page.evaluate(() => (globalThis as any).checkoutEvents as { type: string; response?: any }[])

/** Whether keyboard focus is inside the checkout dialog. */
const focusInDialog = (page: Page) =>
  page.evaluate(() => {
    const document = (globalThis as any).document
    return Boolean(document.querySelector('[role=dialog]')?.contains(document.activeElement))
  })

function launchChromium() {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

test.group('Razorpay simulator | checkout window in Chromium', (group) => {
  withCleanDatabase(group)
  const webhooks = captureSimulatorWebhooks(group)
  let browser: Browser | undefined

  group.setup(async () => {
    // a missing browser fails the group: these tests are never skipped quietly
    if (!existsSync(CHROMIUM)) {
      throw new Error(`Chromium is not installed at ${CHROMIUM} (apt-get install -y chromium)`)
    }
    browser = await launchChromium()
    return async () => {
      await browser?.close()
    }
  })

  test('Pay hands the handler a correctly signed response', async ({ assert }) => {
    const order = await createOrder(149_900)
    const page = await browser!.newPage()
    try {
      await openShop(page, order.id)

      const dialog = page.getByRole('dialog', { name: 'Administrative World' })
      await dialog.waitFor()
      assert.equal(await dialog.getAttribute('aria-modal'), 'true')
      const text = await dialog.innerText()
      for (const expected of [
        'Test mode',
        'Course Purchase',
        '₹1,499',
        'Asha Rao',
        'asha@example.com',
        '9876543210',
      ]) {
        assert.include(text, expected)
      }
      // the page behind is out of reach
      assert.isTrue(await page.locator('main').evaluate((main: any) => main.inert))

      const pay = dialog.getByRole('button', { name: 'Pay ₹1,499' })
      await pay.click()
      await dialog.waitFor({ state: 'detached' })

      const events = await checkoutEvents(page)
      assert.deepEqual(
        events.map((event) => event.type),
        ['handler']
      )
      const response = events[0].response
      assert.deepEqual(Object.keys(response).sort(), [
        'razorpay_order_id',
        'razorpay_payment_id',
        'razorpay_signature',
      ])
      assert.equal(response.razorpay_order_id, order.id)
      assert.isTrue(
        validatePaymentVerification(
          { order_id: order.id, payment_id: response.razorpay_payment_id },
          response.razorpay_signature,
          razorpayConfig.simulator.keySecret
        )
      )
      assert.isFalse(await page.locator('main').evaluate((main: any) => main.inert))

      await webhookDispatcher.idle()
      assert.deepEqual(
        webhooks.capture.received.map((webhook) => JSON.parse(webhook.raw).event),
        ['payment.captured', 'order.paid']
      )
    } finally {
      await page.close()
    }
  })

  test('keeps focus inside, reports a simulated failure, and Escape dismisses', async ({
    assert,
  }) => {
    const order = await createOrder(14_950)
    const page = await browser!.newPage()
    try {
      await openShop(page, order.id)
      const dialog = page.getByRole('dialog')
      const pay = dialog.getByRole('button', { name: 'Pay ₹149.50' })
      await pay.waitFor()
      await page.waitForFunction(() => {
        const document = (globalThis as any).document
        return document.activeElement?.textContent === 'Pay ₹149.50'
      })

      for (let press = 0; press < 5; press++) {
        await page.keyboard.press('Tab')
        assert.isTrue(await focusInDialog(page), `after Tab ${press + 1}`)
      }
      for (let press = 0; press < 5; press++) {
        await page.keyboard.press('Shift+Tab')
        assert.isTrue(await focusInDialog(page), `after Shift+Tab ${press + 1}`)
      }

      await dialog.getByRole('button', { name: 'Simulate failure' }).click()
      await dialog.getByRole('alert').filter({ hasText: 'Payment failed' }).waitFor()
      const [failed] = await checkoutEvents(page)
      assert.equal(failed.type, 'failed')
      assert.containsSubset(failed.response.error, {
        code: 'BAD_REQUEST_ERROR',
        reason: 'payment_failed',
        metadata: { order_id: order.id },
      })
      assert.match(failed.response.error.metadata.payment_id, /^pay_/)

      // like Razorpay's, the window stays open after a failure; Escape closes it
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      const events = await checkoutEvents(page)
      assert.deepEqual(
        events.map((event) => event.type),
        ['failed', 'dismiss']
      )
      // focus goes back to what opened the checkout
      await page.waitForFunction(() => (globalThis as any).document.activeElement?.id === 'buy')

      await webhookDispatcher.idle()
      assert.deepEqual(
        webhooks.capture.received.map((webhook) => JSON.parse(webhook.raw).event),
        ['payment.failed']
      )
    } finally {
      await page.close()
    }
  })

  test('Cancel dismisses; an unknown order cannot be paid', async ({ assert }) => {
    const page = await browser!.newPage()
    try {
      await openShop(page, 'order_AAAAAAAAAAAAAA')
      const dialog = page.getByRole('dialog')
      await dialog
        .getByRole('alert')
        .filter({ hasText: 'The id provided does not exist' })
        .waitFor()
      assert.isTrue(await dialog.getByRole('button', { name: /^Pay/ }).isDisabled())

      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await dialog.waitFor({ state: 'detached' })
      const events = await checkoutEvents(page)
      assert.deepEqual(
        events.map((event) => event.type),
        ['dismiss']
      )
    } finally {
      await page.close()
    }
  })

  test('works from a front end on another origin (a Vite dev server)', async ({ assert }) => {
    const shop: Server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(SHOP_PAGE)
    })
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/`
    const order = await createOrder()
    const page = await browser!.newPage()
    try {
      await openShop(page, order.id, origin)
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: 'Pay ₹499' }).click()
      await dialog.waitFor({ state: 'detached' })
      const [paid] = await checkoutEvents(page)
      assert.equal(paid.type, 'handler')
      assert.equal(paid.response.razorpay_order_id, order.id)
    } finally {
      await page.close()
      await new Promise((resolve) => shop.close(resolve))
    }
  })
})
