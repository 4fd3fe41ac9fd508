import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, stores } from '@adonisjs/session'

/**
 * Sessions live in PostgreSQL so a sign-in survives a restart of the API and
 * a logout or password reset ends the session on the server.
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
  },
})

export default sessionConfig
