import { test } from '@japa/runner'
import { checkClusterSettings, needsLocalMediaLock } from '#start/runtime/cluster'

const SHARED = { DATABASE_URL: 'postgres://db/pathshala', REDIS_URL: 'redis://cache:6379' }

test.group('Cluster settings', () => {
  test('one instance needs none of them', ({ assert }) => {
    assert.doesNotThrow(() => checkClusterSettings({}))
    assert.isFalse(needsLocalMediaLock({}))
  })

  test('CLUSTER=true without a shared database or Redis stops the start', ({ assert }) => {
    assert.throws(() => checkClusterSettings({ CLUSTER: 'true' }), /DATABASE_URL.*REDIS_URL/)
    assert.throws(
      () => checkClusterSettings({ CLUSTER: 'true', DATABASE_URL: SHARED.DATABASE_URL }),
      /needs REDIS_URL/
    )
    assert.doesNotThrow(() => checkClusterSettings({ CLUSTER: 'true', ...SHARED }))
  })

  test('local media in a cluster is allowed to one instance unless it is shared', ({ assert }) => {
    assert.isTrue(needsLocalMediaLock({ CLUSTER: 'true', ...SHARED }))
    assert.isFalse(needsLocalMediaLock({ CLUSTER: 'true', ...SHARED, MEDIA_SHARED: 'true' }))
    assert.isFalse(
      needsLocalMediaLock({ CLUSTER: 'true', ...SHARED, CLOUDINARY_URL: 'cloudinary://k:s@c' })
    )
  })
})
