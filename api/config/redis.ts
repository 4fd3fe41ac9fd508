import env from '#start/env'
import { defineConfig } from '@adonisjs/redis'
import type { InferConnections } from '@adonisjs/redis/types'

/**
 * Redis is optional: one instance needs none. With REDIS_URL (several
 * instances behind a load balancer) sessions, rate limits and the visitors'
 * listing cache live there, shared by every instance. Connections are opened
 * on first use, so without REDIS_URL nothing ever dials this default.
 */
export const redisEnabled = Boolean(env.get('REDIS_URL'))

function connectionFromUrl(value: string | undefined) {
  const url = new URL(value || 'redis://127.0.0.1:6379')
  const database = url.pathname.replace(/^\//, '')
  return {
    host: url.hostname || '127.0.0.1',
    port: url.port || 6379,
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: database ? Number(database) : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
    keyPrefix: '',
    // a Redis outage fails the calls that need it instead of queueing them forever
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
  }
}

const redisConfig = defineConfig({
  connection: 'main',
  connections: {
    main: connectionFromUrl(env.get('REDIS_URL')),
  },
})

export default redisConfig

declare module '@adonisjs/redis/types' {
  export interface RedisConnections extends InferConnections<typeof redisConfig> {}
}
