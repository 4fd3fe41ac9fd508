import { test } from '@japa/runner'
import { readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import mediaConfig from '#config/media'
import { UserFactory } from '#database/factories/user_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { localMediaStorage } from '#media/services/main'
import UploadSignatureLedger from '#media/services/upload_signature_ledger'
import {
  BASE_URL,
  GIF_1X1,
  PRESETS,
  SIGNATURE_PATH,
  WEBP_1X1,
  fetchUrl,
  jpegImage,
  pdfDocument,
  pngImage,
  postUpload,
  signedFields,
} from './helpers.js'

const IMAGE_UPLOAD = '/api/v1/media/upload/image'
const RAW_UPLOAD = '/api/v1/media/upload/raw'

function preset(name: string) {
  return mediaConfig.presets.find((entry) => entry.name === name)!
}

/** Fields signed now (or at `at`) for a preset, as generateSignature gives them. */
async function fieldsFor(name: string, at?: Date) {
  return signedFields(
    await new UploadSignatureLedger().issue(localMediaStorage(), preset(name), at)
  )
}

/** Every file under the media root (temporary ones included). */
async function storedFiles(): Promise<string[]> {
  try {
    const entries = await readdir(mediaConfig.localRoot, { recursive: true, withFileTypes: true })
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
  } catch {
    return []
  }
}

test.group('POST /api/v1/media/upload/:resourceType (local mode)', (group) => {
  withCleanDatabase(group)
  const limits = { ...mediaConfig.limits }
  group.each.teardown(() => {
    Object.assign(mediaConfig.limits, limits)
  })
  group.setup(() => rm(mediaConfig.localRoot, { recursive: true, force: true }))
  group.teardown(() => rm(mediaConfig.localRoot, { recursive: true, force: true }))

  test('stores a PNG signed by generateSignature and serves it publicly', async ({
    client,
    assert,
  }) => {
    const learner = await UserFactory.create()
    const signed = await client
      .post(SIGNATURE_PATH)
      .json({ uploadPreset: PRESETS.profile })
      .loginAs(learner)
      .withCsrfToken()
    const png = pngImage(7, 3)

    const upload = await postUpload(
      signed.body().uploadUrl,
      { bytes: png, name: 'avatar.png', type: 'image/png' },
      signedFields(signed.body())
    )

    assert.equal(upload.status, 200, JSON.stringify(upload.body))
    assert.isTrue(upload.body.success)
    assert.match(upload.body.public_id, /^pathshala\/profile\/[0-9a-f]{20}$/)
    assert.include(upload.body, {
      format: 'png',
      bytes: png.length,
      resource_type: 'image',
      type: 'upload',
      width: 7,
      height: 3,
    })
    assert.equal(
      upload.body.secure_url,
      `${BASE_URL}/api/v1/media/image/${upload.body.public_id}.png`
    )

    // public, cacheable, byte for byte, to a visitor without cookies
    const image = await fetchUrl(upload.body.secure_url)
    assert.equal(image.status, 200)
    assert.equal(image.headers.get('content-type'), 'image/png')
    assert.include(image.headers.get('cache-control')!, 'public')
    assert.include(image.headers.get('cache-control')!, 'max-age=31536000')
    assert.isTrue(image.bytes.equals(png))
  })

  test('stores a JPEG for the course preset with its size', async ({ assert }) => {
    const jpeg = jpegImage(9, 6)

    const upload = await postUpload(
      IMAGE_UPLOAD,
      { bytes: jpeg, name: 'thumb.jpg', type: 'image/jpeg' },
      { ...(await fieldsFor(PRESETS.course)), resource_type: 'image' }
    )

    assert.equal(upload.status, 200, JSON.stringify(upload.body))
    assert.match(upload.body.public_id, /^pathshala\/courses\//)
    assert.include(upload.body, { format: 'jpg', bytes: jpeg.length, width: 9, height: 6 })
    const image = await fetchUrl(upload.body.secure_url)
    assert.equal(image.headers.get('content-type'), 'image/jpeg')
    assert.isTrue(image.bytes.equals(jpeg))
  })

  test('accepts GIF and WebP images by their content ({format})')
    .with([
      { format: 'gif', bytes: GIF_1X1, type: 'image/gif' },
      { format: 'webp', bytes: WEBP_1X1, type: 'image/webp' },
    ])
    .run(async ({ assert }, sample) => {
      const upload = await postUpload(
        IMAGE_UPLOAD,
        // a misleading name and type: the content decides
        { bytes: sample.bytes, name: 'picture.bin', type: 'application/octet-stream' },
        await fieldsFor(PRESETS.profile)
      )

      assert.equal(upload.status, 200, JSON.stringify(upload.body))
      assert.include(upload.body, { format: sample.format, width: 1, height: 1 })
      const image = await fetchUrl(upload.body.secure_url)
      assert.equal(image.status, 200)
      assert.equal(image.headers.get('content-type'), sample.type)
    })

  test('stores a PDF as an authenticated raw file that no public URL serves', async ({
    assert,
  }) => {
    const pdf = pdfDocument()

    const upload = await postUpload(
      RAW_UPLOAD,
      { bytes: pdf, name: 'notes.pdf', type: 'application/pdf' },
      { ...(await fieldsFor(PRESETS.bookPdf)), resource_type: 'raw' }
    )

    assert.equal(upload.status, 200, JSON.stringify(upload.body))
    assert.match(upload.body.public_id, /^pathshala\/books\/[0-9a-f]{20}$/)
    assert.include(upload.body, {
      format: 'pdf',
      bytes: pdf.length,
      resource_type: 'raw',
      type: 'authenticated',
    })
    assert.notProperty(upload.body, 'width')

    const direct = await fetchUrl(upload.body.secure_url)
    assert.equal(direct.status, 403)
    assert.notInclude(direct.bytes.toString('latin1'), '%PDF')

    const asImage = await fetchUrl(`${BASE_URL}/api/v1/media/image/${upload.body.public_id}.pdf`)
    assert.equal(asImage.status, 404)
    const guessed = await fetchUrl(`${BASE_URL}/api/v1/media/image/${upload.body.public_id}.png`)
    assert.equal(guessed.status, 404)

    const check = await localMediaStorage().checkPdf(upload.body.public_id)
    assert.deepEqual(check, { status: 'ok', bytes: pdf.length })
  })

  test('refuses a forged signature without keeping the file', async ({ assert }) => {
    const fields = await fieldsFor(PRESETS.profile)
    const before = await storedFiles()

    const upload = await postUpload(
      IMAGE_UPLOAD,
      { bytes: pngImage(), name: 'a.png', type: 'image/png' },
      { ...fields, signature: 'f'.repeat(40) }
    )

    assert.equal(upload.status, 401)
    assert.deepEqual(upload.body, {
      success: false,
      message: 'Invalid Signature',
      error: { message: 'Invalid Signature' },
    })
    assert.deepEqual(await storedFiles(), before)
  })

  test('refuses a signature used for another preset or with unsigned fields', async ({
    assert,
  }) => {
    const profile = await fieldsFor(PRESETS.profile)

    const otherPreset = await postUpload(
      IMAGE_UPLOAD,
      { bytes: pngImage(), name: 'a.png', type: 'image/png' },
      { ...profile, upload_preset: PRESETS.course }
    )
    assert.equal(otherPreset.status, 401)

    const extraFolder = await postUpload(
      IMAGE_UPLOAD,
      { bytes: pngImage(), name: 'a.png', type: 'image/png' },
      { ...profile, folder: 'pathshala/courses' }
    )
    assert.equal(extraFolder.status, 401)
    assert.equal(extraFolder.body.error.message, 'Invalid Signature')
  })

  test('refuses an expired signature (timestamp over an hour old)', async ({ assert }) => {
    const old = await fieldsFor(PRESETS.profile, new Date(Date.now() - 61 * 60 * 1000))

    const upload = await postUpload(
      IMAGE_UPLOAD,
      { bytes: pngImage(), name: 'a.png', type: 'image/png' },
      old
    )

    assert.equal(upload.status, 401)
    assert.match(upload.body.error.message, /^Stale request/)
    assert.equal(upload.body.message, upload.body.error.message)
  })

  test('refuses a wrong or missing api_key', async ({ assert }) => {
    const fields = await fieldsFor(PRESETS.profile)
    const file = { bytes: pngImage(), name: 'a.png', type: 'image/png' }

    const wrong = await postUpload(IMAGE_UPLOAD, file, { ...fields, api_key: '123456' })
    assert.equal(wrong.status, 401)
    assert.equal(wrong.body.error.message, 'Invalid api_key')

    const missing = await postUpload(IMAGE_UPLOAD, file, { ...fields, api_key: undefined })
    assert.equal(missing.status, 401)
  })

  test('judges by content: a PDF named .png is not an image', async ({ assert }) => {
    const before = await storedFiles()

    const upload = await postUpload(
      IMAGE_UPLOAD,
      { bytes: pdfDocument(), name: 'photo.png', type: 'image/png' },
      await fieldsFor(PRESETS.profile)
    )

    assert.equal(upload.status, 422)
    assert.deepEqual(upload.body, {
      success: false,
      message: 'The file given is not an image',
      error: { message: 'The file given is not an image' },
    })
    assert.deepEqual(await storedFiles(), before)
  })

  test('judges by content: a PNG named .pdf is not a PDF', async ({ assert }) => {
    const upload = await postUpload(
      RAW_UPLOAD,
      { bytes: pngImage(), name: 'notes.pdf', type: 'application/pdf' },
      await fieldsFor(PRESETS.bookPdf)
    )

    assert.equal(upload.status, 422)
    assert.equal(upload.body.error.message, 'The file given is not a PDF document')
  })

  test('refuses text and empty files as images', async ({ assert }) => {
    const text = await postUpload(
      IMAGE_UPLOAD,
      {
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        name: 'a.svg',
        type: 'image/svg+xml',
      },
      await fieldsFor(PRESETS.profile)
    )
    assert.equal(text.status, 422)

    const empty = await postUpload(
      IMAGE_UPLOAD,
      { bytes: Buffer.alloc(0), name: 'a.png', type: 'image/png' },
      await fieldsFor(PRESETS.profile)
    )
    assert.include([400, 422], empty.status)
  })

  test('answers 413 for an image over the limit, keeping nothing', async ({ assert }) => {
    mediaConfig.limits.image = 4 * 1024
    const before = await storedFiles()

    const upload = await postUpload(
      IMAGE_UPLOAD,
      { bytes: pngImage(3, 2, 8 * 1024), name: 'big.png', type: 'image/png' },
      await fieldsFor(PRESETS.profile)
    )

    assert.equal(upload.status, 413)
    assert.equal(upload.body.error.message, 'The image is larger than the 4 KB limit')
    assert.deepEqual(await storedFiles(), before)

    // the same file within the limit is fine
    mediaConfig.limits.image = 64 * 1024
    const fits = await postUpload(
      IMAGE_UPLOAD,
      { bytes: pngImage(3, 2, 8 * 1024), name: 'big.png', type: 'image/png' },
      await fieldsFor(PRESETS.profile)
    )
    assert.equal(fits.status, 200)
  })

  test('answers 413 for a PDF over the limit', async ({ assert }) => {
    mediaConfig.limits.raw = 1024 * 1024

    const upload = await postUpload(
      RAW_UPLOAD,
      { bytes: pdfDocument('Large', 1536 * 1024), name: 'big.pdf', type: 'application/pdf' },
      await fieldsFor(PRESETS.bookPdf)
    )

    assert.equal(upload.status, 413)
    assert.equal(upload.body.error.message, 'The PDF is larger than the 1 MB limit')
  })

  test('refuses a preset of the other resource type', async ({ assert }) => {
    const upload = await postUpload(
      RAW_UPLOAD,
      { bytes: pdfDocument(), name: 'a.pdf', type: 'application/pdf' },
      await fieldsFor(PRESETS.profile)
    )

    assert.equal(upload.status, 400)
    assert.include(upload.body.error.message, 'is for image files')
  })

  test('refuses an upload without a file, or not sent as multipart', async ({ assert }) => {
    const noFile = await postUpload(IMAGE_UPLOAD, null, await fieldsFor(PRESETS.profile))
    assert.equal(noFile.status, 400)
    assert.equal(noFile.body.error.message, 'Missing required parameter - file')

    const json = await fetch(`${BASE_URL}${IMAGE_UPLOAD}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await fieldsFor(PRESETS.profile)),
    })
    assert.equal(json.status, 400)
    const refusal = (await json.json()) as { error: { message: string } }
    assert.equal(refusal.error.message, 'Send the file as multipart/form-data')
  })

  test('has no upload address for other resource types', async ({ assert }) => {
    const upload = await postUpload(
      '/api/v1/media/upload/video',
      { bytes: pngImage(), name: 'a.png', type: 'image/png' },
      await fieldsFor(PRESETS.profile)
    )
    // no upload route: the API's not-found answer, the CSRF refusal every unknown POST
    // meets first, or the refusal of a multipart body where no file is taken
    assert.include([403, 404, 415], upload.status)
    assert.isUndefined(upload.body.public_id)
  })

  test('refuses path tricks on the public image route', async ({ assert }) => {
    for (const path of ['../app_key', '..%2F..%2Fapp_key.png', 'raw/pathshala/books/x.pdf']) {
      const response = await fetchUrl(`${BASE_URL}/api/v1/media/image/${path}`)
      assert.include([403, 404], response.status, path)
    }
  })
})
