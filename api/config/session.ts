import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, stores } from '@adonisjs/session'
import { redisEnabled } from '#config/redis'

/**
 * Sessions live in PostgreSQL (or in Redis when REDIS_URL is set) so a
 * sign-in survives a restart of the API, every instance behind a load
 * balancer knows it, and a logout or password reset ends the session on the
 * server.
 */
export const SESSION_COOKIE_NAME = 'pathshala-session'

const sessionConfig = defineConfig({
  enabled: true,
  cookieName: SESSION_COOKIE_NAME,
  clearWithBrowser: false,
  age: '30d',
  cookie: {
    path: '/',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
  store: env.get('SESSION_DRIVER'),
  stores: {
    cookie: stores.cookie(),
    database: stores.database({ tableName: 'sessions' }),
    ...(redisEnabled ? { redis: stores.redis({ connection: 'main' }) } : {}),
  },
})

export default sessionConfig
