import { defineConfig, drivers, store } from '@adonisjs/cache'
import { redisEnabled } from '#config/redis'

/**
 * The visitors' listing cache (app/core/services/listing_cache.ts). One instance
 * keeps it in memory. With REDIS_URL every instance keeps a memory copy in
 * front of Redis, and the bus tells every instance to drop its copy when an
 * admin write empties the cache on any one of them.
 */
const memory = () => drivers.memory({ maxItems: 500 })

const cacheConfig = defineConfig({
  default: 'listings',
  stores: {
    listings: redisEnabled
      ? store({ prefix: 'pathshala:listings' })
          .useL1Layer(memory())
          .useL2Layer(drivers.redis({ connectionName: 'main' }))
          .useBus(drivers.redisBus({ connectionName: 'main' }))
      : store({ prefix: 'pathshala:listings' }).useL1Layer(memory()),
  },
})

export default cacheConfig

declare module '@adonisjs/cache/types' {
  interface CacheStores extends InferStores<typeof cacheConfig> {}
}
