import { test } from '@japa/runner'
import { mediaSettingsProblems } from '#media/services/s3_settings'
import { needsLocalMediaLock } from '#start/runtime/cluster'

const BUCKET = {
  MEDIA_DRIVER: 's3',
  S3_BUCKET: 'pathshala-media',
  S3_REGION: 'eu-central-1',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret',
}

test.group('Media storage settings (MEDIA_DRIVER, S3_*)', () => {
  test('the default and a complete bucket have no problems', ({ assert }) => {
    assert.deepEqual(mediaSettingsProblems({}), [])
    assert.deepEqual(mediaSettingsProblems({ MEDIA_DRIVER: 'fs' }), [])
    assert.deepEqual(mediaSettingsProblems(BUCKET), [])
    assert.deepEqual(mediaSettingsProblems({ ...BUCKET, S3_ENDPOINT: 'http://127.0.0.1:9000' }), [])
  })

  test('each wrong or missing setting is named', ({ assert }) => {
    assert.deepEqual(mediaSettingsProblems({ MEDIA_DRIVER: 's3' }), [
      'MEDIA_DRIVER=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    ])
    assert.deepEqual(mediaSettingsProblems({ S3_BUCKET: 'pathshala-media' }), [
      'S3_BUCKET is set but MEDIA_DRIVER is not s3; set MEDIA_DRIVER=s3 to keep media in the bucket, or remove them',
    ])
    const problems = mediaSettingsProblems({
      ...BUCKET,
      CLOUDINARY_URL: 'cloudinary://k:s@c',
      S3_BUCKET: 'Pathshala_Media',
      S3_REGION: 'Frankfurt 1',
      S3_ENDPOINT: 'minio:9000',
    })
    assert.lengthOf(problems, 4)
    assert.match(problems[0], /choose one media storage/)
    assert.match(problems[1], /S3_BUCKET "Pathshala_Media" is not a bucket name/)
    assert.match(problems[2], /S3_REGION "Frankfurt 1" is not a region name/)
    assert.match(problems[3], /S3_ENDPOINT "minio:9000" is not an http\(s\) URL/)
  })

  test('a clustered instance on the bucket needs no local media lock', ({ assert }) => {
    const shared = { CLUSTER: 'true', DATABASE_URL: 'postgres://db', REDIS_URL: 'redis://r' }
    assert.isTrue(needsLocalMediaLock(shared))
    assert.isTrue(needsLocalMediaLock({ ...shared, MEDIA_DRIVER: 'fs' }))
    assert.isFalse(needsLocalMediaLock({ ...shared, ...BUCKET }))
  })
})
