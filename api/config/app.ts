import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/core/http'
import { trustedProxyCheck } from '#start/runtime/trusted_proxies'

export const appKey = env.get('APP_KEY')
export const appUrl = env.get('APP_URL')
export const appName = env.get('APP_NAME')

let compiled: { entries: string[]; check: (address: string, hop: number) => boolean } | undefined

/**
 * Forwarded client addresses and protocols are believed only from the
 * proxies in TRUSTED_PROXIES (loopback by default), in every environment:
 * anyone else could name any address in X-Forwarded-For and slip past the
 * per-IP limits. The list is read on each call (compiled once per value), so
 * a changed setting takes effect without a restart.
 */
function isTrustedProxy(address: string, hop: number) {
  const entries = env.get('TRUSTED_PROXIES')
  if (compiled?.entries !== entries) compiled = { entries, check: trustedProxyCheck(entries) }
  return compiled.check(address, hop)
}

export const http = defineConfig({
  generateRequestId: true,
  allowMethodSpoofing: false,
  useAsyncLocalStorage: false,
  trustProxy: (address: string, hop: number) => isTrustedProxy(address, hop),
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})
