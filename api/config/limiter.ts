import env from '#start/env'
import { defineConfig, stores } from '@adonisjs/limiter'
import { redisEnabled } from '#config/redis'

/**
 * Rate-limit counters are shared by every instance: in PostgreSQL, or in Redis
 * when REDIS_URL is set (start/runtime/environment.ts picks the default).
 */
const limiterConfig = defineConfig({
  default: env.get('LIMITER_STORE'),
  stores: {
    database: stores.database({ tableName: 'rate_limits' }),
    memory: stores.memory({}),
    // listed only with REDIS_URL: resolving it opens the connection
    ...((redisEnabled ? { redis: stores.redis({ connectionName: 'main' }) } : {}) as {
      redis: ReturnType<typeof stores.redis>
    }),
  },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}
