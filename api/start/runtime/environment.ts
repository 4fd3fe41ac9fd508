import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { parseEnv } from 'node:util'
import { storagePath } from './paths.js'
import { parseTrustedProxies } from './trusted_proxies.js'
import { checkClusterSettings } from './cluster.js'
import { parseMediaPublicUrl } from '../../app/core/services/media_public_url.js'

/**
 * Settings a production start cannot do without. Development and tests get
 * working defaults instead, so `npm start` runs on a fresh machine.
 */
const REQUIRED_IN_PRODUCTION = ['APP_KEY', 'APP_URL', 'DATABASE_URL', 'SMTP_HOST', 'MAIL_FROM']

function setDefault(name: string, value: string) {
  if (process.env[name] === undefined || process.env[name] === '') {
    process.env[name] = value
  }
}

/**
 * Values from api/.env fill what the shell did not set, so DATABASE_URL from
 * .env is known before the database is chosen.
 */
function loadDotEnv() {
  const file = new URL('../../.env', import.meta.url)
  if (!existsSync(file)) return
  const values = parseEnv(readFileSync(file, 'utf8'))
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined) setDefault(name, value)
  }
}

/**
 * Development keeps one generated APP_KEY in the storage folder so sessions
 * and encrypted cookies survive restarts.
 */
function developmentAppKey() {
  const file = storagePath('app_key')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(storagePath(), { recursive: true })
  const key = randomBytes(32).toString('base64url')
  writeFileSync(file, key, { mode: 0o600 })
  return key
}

export function prepareEnvironment(role: 'server' | 'console' | 'test') {
  loadDotEnv()
  setDefault('NODE_ENV', role === 'test' ? 'test' : 'development')
  const production = process.env.NODE_ENV === 'production'

  if (production) {
    const missing = REQUIRED_IN_PRODUCTION.filter((name) => !process.env[name])
    if (missing.length > 0) {
      throw new Error(
        `missing required settings for production: ${missing.join(', ')}. ` +
          'Set them in the environment (see README, "Environment").'
      )
    }
  }

  // a typo here would trust the wrong peers with the client's address: stop before anything starts
  parseTrustedProxies(process.env.TRUSTED_PROXIES)
  // every picture's address is built on it: a malformed one would break them all
  parseMediaPublicUrl(process.env.MEDIA_PUBLIC_URL)

  // half a key pair would leave payments to the built-in simulator while a real account was meant
  if (Boolean(process.env.RAZORPAY_KEY_ID) !== Boolean(process.env.RAZORPAY_KEY_SECRET)) {
    throw new Error(
      'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET go together: set both (a Razorpay account) ' +
        'or neither (the built-in simulator; in production, paying is off)'
    )
  }

  setDefault('HOST', '127.0.0.1')
  setDefault('PORT', '3333')
  const publicHost = ['0.0.0.0', '::'].includes(process.env.HOST!) ? 'localhost' : process.env.HOST!
  setDefault('APP_URL', `http://${publicHost}:${process.env.PORT}`)
  setDefault('APP_NAME', 'Pathshala')
  setDefault('LOG_LEVEL', role === 'test' ? 'silent' : 'info')
  // with Redis, sessions and limits live where every instance finds them fast
  const redis = Boolean(process.env.REDIS_URL)
  setDefault('SESSION_DRIVER', role === 'test' ? 'memory' : redis ? 'redis' : 'database')
  setDefault('LIMITER_STORE', redis && role !== 'test' ? 'redis' : 'database')
  for (const name of ['SESSION_DRIVER', 'LIMITER_STORE']) {
    if (process.env[name] === 'redis' && !redis) {
      throw new Error(`${name}=redis needs REDIS_URL (redis://host:6379)`)
    }
  }
  if (role === 'server') checkClusterSettings(process.env)
  setDefault('TZ', 'UTC')
  if (!production) {
    setDefault(
      'APP_KEY',
      role === 'test' ? randomBytes(32).toString('base64url') : developmentAppKey()
    )
  }
}
