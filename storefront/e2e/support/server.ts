import { setTimeout as sleep } from 'node:timers/promises'
import { API_DIR, SERVER_LOG, STOREFRONT_DIR } from './paths.ts'
import { runToEnd, startGroup, stopGroup } from './processes.ts'

/**
 * Builds the storefront for production into `outDir`: the build `npm start` serves (purged
 * stylesheet, the landing's shared chunk, prerendered landing pages, compressed copies).
 */
export async function buildStorefront(outDir: string) {
  await runToEnd(
    process.execPath,
    ['scripts/build.mjs', '--outDir', outDir, '--logLevel', 'warn'],
    STOREFRONT_DIR,
    SERVER_LOG
  )
}

// Settings of the developer's shell that would point the server at real services or data.
const INHERITED_BUT_UNWANTED = [
  'DATABASE_URL',
  'TEST_DATABASE_URL',
  'CLOUDINARY_URL',
  'SESSION_DRIVER',
  'SMTP_USERNAME',
  'SMTP_PASSWORD',
  'SMTP_SECURE',
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
  'RAZORPAY_API_URL',
  'RAZORPAY_CHECKOUT_URL',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'MEDIA_ROOT',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'SUPPORT_EMAIL',
  'APP_KEY',
  'SEED_DEMO',
]

/**
 * Every run renames the upload presets (UPLOAD_PRESET_*), so the front ends' uploads prove they
 * sign with the names GET /config answers, never the defaults.
 */
const E2E_UPLOAD_PRESETS = {
  UPLOAD_PRESET_PROFILE: 'e2e_profile_pictures',
  UPLOAD_PRESET_COURSE: 'e2e_course_images',
  UPLOAD_PRESET_BOOK_PDF: 'e2e_book_pdfs',
}

interface ServerSettings {
  port: number
  storageDir: string
  storefrontDir: string
  smtpPort: number
}

/**
 * Starts the product as `npm start` runs it (npm start in api/: bin/server.ts on Node 24) on a
 * fresh data folder: the embedded PostgreSQL seeds the demo data on first start, mails go to
 * the SMTP stand-in, payments to the built-in Razorpay simulator (no keys, development mode).
 * Resolves once GET /api/v1/health answers 200.
 */
export async function startServer(settings: ServerSettings) {
  const origin = `http://127.0.0.1:${settings.port}`
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const name of INHERITED_BUT_UNWANTED) delete env[name]
  Object.assign(env, {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(settings.port),
    APP_URL: origin,
    STORAGE_DIR: settings.storageDir,
    STOREFRONT_DIR: settings.storefrontDir,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(settings.smtpPort),
    MAIL_FROM: 'Pathshala <no-reply@pathshala.test>',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
    // a visitor's listing must show what a test just changed, not a page cached seconds ago
    LISTING_CACHE_SECONDS: '0',
    // a registered seller: paid orders get GST tax invoices (docs/decisions.md#gst-invoices)
    SELLER_LEGAL_NAME: 'Pathshala Learning Private Limited',
    SELLER_ADDRESS: '12 MG Road, Bengaluru 560001',
    SELLER_GSTIN: '29ABCDE1234F1Z5',
    ...E2E_UPLOAD_PRESETS,
  })
  const group = startGroup('npm', ['start'], { cwd: API_DIR, env, log: SERVER_LOG })
  const stop = () => stopGroup(group)

  const deadline = Date.now() + 180_000
  let exitCode: number | string | undefined
  void group.exited.then((code) => (exitCode = code))
  for (;;) {
    if (exitCode !== undefined) {
      await stop()
      throw new Error(`The API exited (${exitCode}) before it answered; see ${SERVER_LOG}`)
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`The API did not answer ${origin} within 180 s; see ${SERVER_LOG}`)
    }
    try {
      const response = await fetch(`${origin}/api/v1/health`, { signal: AbortSignal.timeout(2000) })
      if (response.ok) break
    } catch {
      // not listening yet
    }
    await sleep(250)
  }
  return { origin, stop }
}
