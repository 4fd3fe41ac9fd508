import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { test } from '@japa/runner'
import { failedStart } from '#tests/support/failed_start'
import razorpayConfig from '#config/razorpay'
import { STAND_IN_KEY_ID, STAND_IN_KEY_SECRET } from '#tests/support/razorpay_stand_in'
import { SIMULATOR_URL } from './helpers.js'

const API_ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/**
 * The route patterns a fresh start of the API registers with these settings,
 * as `node ace list:routes --json` reads them (the app boots in a child
 * process, so the mounting decision made at start is what is checked; the
 * database is never reached).
 */
async function routePatterns(settings: Record<string, string>) {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'development',
    APP_KEY: 'a-development-key-of-32-characters!!',
    LOG_LEVEL: 'silent',
    DATABASE_URL: 'postgres://pathshala@127.0.0.1:9/never_used',
    ...settings,
  }
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['ace.js', 'list:routes', '--json'],
    { cwd: API_ROOT, env, maxBuffer: 16 * 1024 * 1024 }
  )
  const domains = JSON.parse(stdout) as { routes: { pattern: string }[] }[]
  return domains.flatMap((domain) => domain.routes.map((route) => route.pattern))
}

const simulatorRoutes = (patterns: string[]) =>
  patterns.filter((pattern) => pattern.startsWith('/api/v1/razorpay-simulator'))

test.group('Razorpay simulator: mounted only without Razorpay keys', () => {
  test('with keys configured (development), no simulator route exists', async ({ assert }) => {
    const patterns = await routePatterns({
      RAZORPAY_KEY_ID: 'rzp_live_0123456789abcd',
      RAZORPAY_KEY_SECRET: 'a-live-secret',
    })

    assert.include(patterns, '/api/v1/payment/capturePayment')
    assert.deepEqual(simulatorRoutes(patterns), [])
  }).timeout(60_000)

  test('without keys (development), the simulator is mounted', async ({ assert }) => {
    const patterns = await routePatterns({})

    assert.includeMembers(simulatorRoutes(patterns), [
      '/api/v1/razorpay-simulator/checkout.js',
      '/api/v1/razorpay-simulator/v1/orders',
    ])
  }).timeout(60_000)

  test('without keys in production, paying is off and nothing is mounted', async ({ assert }) => {
    const patterns = await routePatterns({
      NODE_ENV: 'production',
      APP_URL: 'https://pathshala.example.com',
      SMTP_HOST: '127.0.0.1',
      MAIL_FROM: 'Pathshala <no-reply@pathshala.example.com>',
    })

    assert.include(patterns, '/api/v1/payment/capturePayment')
    assert.deepEqual(simulatorRoutes(patterns), [])
  }).timeout(60_000)
})

test.group('Razorpay keys: both or neither', () => {
  test('a start with half a key pair stops with a clear message', async ({ assert }) => {
    const failure = await failedStart({
      RAZORPAY_KEY_ID: 'rzp_live_0123456789abcd',
    })
    assert.isNotNull(failure, 'the server started')
    assert.equal(failure!.code, 1)
    assert.include(failure!.stderr, 'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET go together')
  }).timeout(60_000)
})

test.group('Razorpay simulator: never holds the live keys', () => {
  test('it has a key pair of its own, not the configured one', async ({ assert }) => {
    // the test runner pays in live mode (against a stand-in) and mounts the simulator beside it
    assert.equal(razorpayConfig.mode, 'live')
    assert.equal(razorpayConfig.keyId, STAND_IN_KEY_ID)
    assert.notEqual(razorpayConfig.simulator.keyId, STAND_IN_KEY_ID)
    assert.notEqual(razorpayConfig.simulator.keySecret, STAND_IN_KEY_SECRET)
    assert.notEqual(razorpayConfig.simulator.webhookSecret, razorpayConfig.webhookSecret)
  })

  test('its Orders API refuses the live key pair', async ({ assert }) => {
    const live = Buffer.from(`${STAND_IN_KEY_ID}:${STAND_IN_KEY_SECRET}`).toString('base64')

    const response = await fetch(`${SIMULATOR_URL}/v1/orders`, {
      method: 'POST',
      headers: { 'authorization': `Basic ${live}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 49_900, currency: 'INR' }),
    })

    assert.equal(response.status, 401)
  })
})
