import { test } from '@japa/runner'
import { rm } from 'node:fs/promises'
import sharp from 'sharp'
import mediaConfig from '#config/media'
import { UserFactory } from '#database/factories/user_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { localMediaStorage } from '#media/services/main'
import { variantPathOf } from '#media/services/image_variants'
import { PRESETS, SIGNATURE_PATH, fetchUrl, pngImage, postUpload, signedFields } from './helpers.js'

/** A photo-like picture (a noisy gradient), as a course thumbnail would be. */
async function photoPng(width = 1280, height = 720) {
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < pixels.length; i++) {
    pixels[i] = ((i % (width * 3)) / 6 + Math.floor(i / (width * 3)) / 3 + ((i * 7919) % 23)) & 0xff
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
}

const variantUrl = (url: string, width: number) => url.replace(/\.[a-z]+$/, `-w${width}.webp`)

test.group('Pictures in the widths the cards show them (local mode)', (group) => {
  withCleanDatabase(group)
  group.setup(() => rm(mediaConfig.localRoot, { recursive: true, force: true }))
  group.teardown(() => rm(mediaConfig.localRoot, { recursive: true, force: true }))

  async function upload(client: any, bytes: Buffer) {
    const admin = await UserFactory.apply('admin').create()
    const signed = await client
      .post(SIGNATURE_PATH)
      .json({ uploadPreset: PRESETS.course })
      .loginAs(admin)
      .withCsrfToken()
    const answer = await postUpload(
      signed.body().uploadUrl,
      { bytes, name: 'thumbnail.png', type: 'image/png' },
      signedFields(signed.body())
    )
    return answer.body as { secure_url: string }
  }

  test('an uploaded picture is also served as WebP 320 and 640 pixels wide, much smaller', async ({
    client,
    assert,
  }) => {
    const original = await photoPng()
    const stored = await upload(client, original)

    for (const width of [320, 640]) {
      const variant = await fetchUrl(variantUrl(stored.secure_url, width))
      assert.equal(variant.status, 200)
      assert.equal(variant.headers.get('content-type'), 'image/webp')
      assert.include(variant.headers.get('cache-control')!, 'max-age=31536000')
      const metadata = await sharp(variant.bytes).metadata()
      assert.equal(metadata.format, 'webp')
      assert.equal(metadata.width, width)
      assert.equal(metadata.height, Math.round((width * 720) / 1280))
      assert.isBelow(variant.bytes.length, original.length / 4)
    }
  })

  test('a picture smaller than a width is not enlarged', async ({ client, assert }) => {
    const stored = await upload(client, await photoPng(400, 225))
    const variant = await fetchUrl(variantUrl(stored.secure_url, 640))
    const metadata = await sharp(variant.bytes).metadata()
    assert.equal(metadata.width, 400)
  })

  test('without its copies (stored before, or unreadable) the picture is sent whole', async ({
    client,
    assert,
  }) => {
    const original = await photoPng(640, 360)
    const stored = await upload(client, original)
    const file = await localMediaStorage().publicImagePath(
      new URL(stored.secure_url).pathname.replace('/api/v1/media/image/', '')
    )
    await rm(variantPathOf(file!, 320))

    const fallback = await fetchUrl(variantUrl(stored.secure_url, 320))
    assert.equal(fallback.status, 200)
    assert.equal(fallback.headers.get('content-type'), 'image/png')
    assert.isTrue(fallback.bytes.equals(original))
  })

  test('a picture sharp cannot read is stored and served, without copies and without a 500', async ({
    client,
    assert,
  }) => {
    // a PNG signature and header with pixel data cut off
    const broken = pngImage(50, 50).subarray(0, 40)
    const stored = await upload(client, broken)
    assert.exists(stored.secure_url)
    const variant = await fetchUrl(variantUrl(stored.secure_url, 320))
    assert.equal(variant.status, 200)
    assert.isTrue(variant.bytes.equals(broken))
  })

  test('only the widths the cards use exist; others are not found', async ({ client, assert }) => {
    const stored = await upload(client, await photoPng(640, 360))
    const other = await fetchUrl(variantUrl(stored.secure_url, 999))
    assert.equal(other.status, 404)
  })

  test("the demo seed's pictures get their copies the same way", async ({ assert }) => {
    const stored = await localMediaStorage().storeLocalFile({
      resourceType: 'image',
      folder: 'pathshala/courses',
      data: await photoPng(800, 450),
      name: 'seeded-thumbnail',
    })
    const variant = await fetchUrl(variantUrl(stored.secure_url, 320))
    assert.equal(variant.headers.get('content-type'), 'image/webp')
    const metadata = await sharp(variant.bytes).metadata()
    assert.equal(metadata.width, 320)
  })
})
