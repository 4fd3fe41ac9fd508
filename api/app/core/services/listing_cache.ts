import cache from '@adonisjs/cache/services/main'
import env from '#start/env'

interface Entry {
  expiresAt: number
  value: Promise<unknown>
}

/**
 * A short-lived, in-process cache of answers (the admin dashboard's figures).
 * Concurrent misses share one database round trip; a failed answer is not
 * kept.
 */
export class ListingCache {
  private entries = new Map<string, Entry>()

  constructor(
    public ttlSeconds: number,
    private maxEntries = 500
  ) {}

  async remember<T>(key: string, produce: () => Promise<T>): Promise<T> {
    if (this.ttlSeconds <= 0) return produce()
    const now = Date.now()
    const hit = this.entries.get(key)
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>

    const value = produce()
    this.entries.set(key, { expiresAt: now + this.ttlSeconds * 1000, value })
    // a failed answer is not kept
    value.catch(() => this.entries.delete(key))
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    return value
  }

  clear() {
    this.entries.clear()
  }
}

/**
 * The visitors' catalogue and store pages, through @adonisjs/cache
 * (config/cache.ts). The answer for a visitor depends only on the filters,
 * popular pages are asked for constantly, and on a small machine the
 * database's work per listing sets the ceiling (see bench/RESULTS.md).
 * Concurrent misses share one database round trip. Admin writes clear it
 * (InvalidateListingsMiddleware); with REDIS_URL that clears the shared copy
 * and, through the cache's bus, every instance's memory copy. Otherwise
 * counts such as enrolments may lag by up to `ttlSeconds`.
 */
export class SharedListingCache {
  constructor(public ttlSeconds: number) {}

  async remember<T>(key: string, produce: () => Promise<T>): Promise<T> {
    if (this.ttlSeconds <= 0) return produce()
    return cache.getOrSet({ key, factory: produce, ttl: this.ttlSeconds * 1000 })
  }

  async clear() {
    await cache.clear()
  }
}

export const listingCache = new SharedListingCache(
  env.get('LISTING_CACHE_SECONDS') ?? (env.get('NODE_ENV') === 'test' ? 0 : 10)
)

/**
 * The number of published courses or store items matching a filter (the
 * listings' `totalCourses` and `meta.totalItems`), kept apart from the pages
 * and even with `LISTING_CACHE_SECONDS=0`: counting every match was most of a
 * listing's database work (a store search over 50,000 items counted some
 * 2,000 rows on every page; see bench/RESULTS.md), while a count changes only
 * when an admin publishes, edits or deletes. It lives in the same store as the
 * pages, so the admin write that empties `listingCache` empties it too (on
 * every instance with REDIS_URL).
 */
export const listingCounts = new SharedListingCache(
  env.get('LISTING_COUNT_CACHE_SECONDS') ?? (env.get('NODE_ENV') === 'test' ? 0 : 30)
)
