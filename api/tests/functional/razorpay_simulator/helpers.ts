import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Group } from '@japa/runner/core'
import Razorpay from 'razorpay'
import razorpayConfig from '#config/razorpay'
import webhookDispatcher from '#dev/razorpay_simulator/services/webhook_dispatcher'

/** The test server's simulator. */
export const SIMULATOR_URL = `http://${process.env.HOST}:${process.env.PORT}/api/v1/razorpay-simulator`

/**
 * The `razorpay` SDK pointed at the simulator the way the payments core does:
 * its host is hard-coded, so the axios instance's base URL is replaced (the
 * SDK adds `/v1/...` itself).
 */
export function simulatorSdk(
  keyId = razorpayConfig.simulator.keyId,
  keySecret = razorpayConfig.simulator.keySecret
): Razorpay {
  const instance = new Razorpay({ key_id: keyId, key_secret: keySecret })
  ;(instance.api as any).rq.defaults.baseURL = SIMULATOR_URL
  return instance
}

/** A simulator order made through the SDK. */
export async function createOrder(amount = 49_900, notes: Record<string, string> = {}) {
  return simulatorSdk().orders.create({ amount, currency: 'INR', receipt: 'rcpt_test', notes })
}

/** POSTs JSON to the simulator's checkout, as its script does (no cookies). */
export async function checkoutCall(path: 'settle' | 'fail', body: Record<string, unknown>) {
  const response = await fetch(`${SIMULATOR_URL}/checkout/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept': 'application/json' },
    body: JSON.stringify(body),
  })
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as any,
  }
}

export interface CapturedWebhook {
  headers: IncomingHttpHeaders
  /** The body exactly as received. */
  raw: string
  at: number
}

/**
 * A local listener standing in for the API's webhook endpoint: it records
 * what the simulator sends and answers the statuses queued in `statuses`
 * (200 once they run out).
 */
export async function webhookCapture() {
  const received: CapturedWebhook[] = []
  const statuses: number[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk) => chunks.push(chunk))
    request.on('end', () => {
      received.push({
        headers: request.headers,
        raw: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      })
      response.writeHead(statuses.shift() ?? 200, { 'content-type': 'application/json' })
      response.end('{"ok":true}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`
  return {
    url,
    received,
    statuses,
    clear() {
      received.length = 0
      statuses.length = 0
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type WebhookCapture = Awaited<ReturnType<typeof webhookCapture>>

/**
 * Points the simulator's webhooks at a capture server for the group's tests,
 * without the delay and with quick retries; every test waits for its
 * deliveries to end, so none leaks into the next.
 */
export function captureSimulatorWebhooks(group: Group) {
  const holder: { capture?: WebhookCapture } = {}
  group.setup(async () => {
    holder.capture = await webhookCapture()
    webhookDispatcher.settings.targetUrl = holder.capture.url
    webhookDispatcher.settings.delayMs = 0
    webhookDispatcher.settings.retryDelaysMs = [20, 40]
    return async () => {
      await webhookDispatcher.idle()
      webhookDispatcher.reset()
      await holder.capture!.close()
    }
  })
  group.each.setup(() => holder.capture!.clear())
  group.each.teardown(() => webhookDispatcher.idle())
  return {
    get capture() {
      return holder.capture!
    },
  }
}
