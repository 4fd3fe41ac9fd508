import { test } from '@japa/runner'
import env from '#start/env'
import CloudinaryMediaStorage from '#media/services/cloudinary_media_storage'
import { useMediaStorage } from '#media/services/main'

/** Runs the rest of a test with this MEDIA_PUBLIC_URL (read on every request). */
function useMediaPublicUrl(value: string, cleanup: (fn: () => void) => void) {
  const before = env.get('MEDIA_PUBLIC_URL')
  env.set('MEDIA_PUBLIC_URL', value)
  cleanup(() => env.set('MEDIA_PUBLIC_URL', before ?? ''))
}

test.group('GET /api/v1/config (mediaOrigin)', () => {
  test('names this API as the pictures’ origin by default', async ({ client, assert }) => {
    const response = await client.get('/api/v1/config')

    response.assertStatus(200)
    assert.equal(response.body().data.mediaOrigin, new URL(env.get('APP_URL')).origin)
  })

  test('names MEDIA_PUBLIC_URL’s origin, without its path prefix', async ({
    client,
    assert,
    cleanup,
  }) => {
    useMediaPublicUrl('https://cdn.example.net:8443/pathshala/', cleanup)

    const response = await client.get('/api/v1/config')

    response.assertStatus(200)
    assert.equal(response.body().data.mediaOrigin, 'https://cdn.example.net:8443')
  })

  test('names Cloudinary’s delivery host when the pictures live there', async ({
    client,
    assert,
    cleanup,
  }) => {
    useMediaStorage(
      new CloudinaryMediaStorage({ cloudName: 'pathshala-demo', apiKey: '1', apiSecret: 's' })
    )
    cleanup(() => useMediaStorage(undefined))

    const response = await client.get('/api/v1/config')

    response.assertStatus(200)
    assert.equal(response.body().data.mediaOrigin, 'https://res.cloudinary.com')
  })
})
