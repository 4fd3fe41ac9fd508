import { test } from '@japa/runner'
import { v2 as cloudinary } from 'cloudinary'
import { UserFactory } from '#database/factories/user_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { assertFieldError } from '#tests/support/assertions'
import { signParams, parseCloudinaryUrl } from '#media/services/cloudinary_signature'
import { BASE_URL, PRESETS, SIGNATURE_PATH, localUploadSecret } from './helpers.js'

test.group('Cloudinary signature algorithm', () => {
  test('matches the documented example vector', ({ assert }) => {
    // Cloudinary's authentication-signatures documentation: secret 'abcd'
    const params = {
      eager: 'w_400,h_300,c_pad|w_260,h_200,c_crop',
      public_id: 'sample_image',
      timestamp: 1315060510,
    }
    assert.equal(signParams(params, 'abcd'), 'bfd09f95f331f558cbd1320e67aa8d488770583e')
    assert.equal(cloudinary.utils.api_sign_request(params, 'abcd'), signParams(params, 'abcd'))
  })

  test('agrees with the SDK on sorting, blanks, lists and "&" in values', ({ assert }) => {
    const params = {
      upload_preset: 'pathshala_books_pdf',
      timestamp: 1732000000,
      folder: 'a&b',
      tags: ['x', 'y'],
      context: '',
      type: 'authenticated',
      public_id: null,
    }
    assert.equal(signParams(params, 's3cret'), cloudinary.utils.api_sign_request(params, 's3cret'))
  })

  test('reads CLOUDINARY_URL with an upload_prefix', ({ assert }) => {
    const account = parseCloudinaryUrl(
      `cloudinary://123456:abc%2Fdef@demo?upload_prefix=${encodeURIComponent('http://127.0.0.1:9')}`
    )
    assert.deepEqual(account, {
      cloudName: 'demo',
      apiKey: '123456',
      apiSecret: 'abc/def',
      uploadPrefix: 'http://127.0.0.1:9',
    })
    assert.throws(() => parseCloudinaryUrl('https://example.com'))
    assert.throws(() => parseCloudinaryUrl('cloudinary://key@demo'))
  })
})

test.group('POST /api/v1/generate/generateSignature (local mode)', (group) => {
  withCleanDatabase(group)

  test('signs the profile preset for a learner, as Cloudinary would', async ({
    client,
    assert,
  }) => {
    const learner = await UserFactory.create()
    const before = Math.floor(Date.now() / 1000)

    const response = await client
      .post(SIGNATURE_PATH)
      .json({ uploadPreset: PRESETS.profile })
      .loginAs(learner)
      .withCsrfToken()

    response.assertStatus(200)
    const body = response.body()
    assert.isTrue(body.success)
    assert.isString(body.message)
    assert.approximately(body.timestamp, before, 5)
    assert.equal(
      body.signature,
      signParams({ timestamp: body.timestamp, upload_preset: PRESETS.profile }, localUploadSecret())
    )
    assert.match(body.signature, /^[0-9a-f]{40}$/)
    assert.equal(body.apiKey, 'local')
    assert.equal(body.cloudName, 'local')
    assert.equal(body.uploadUrl, `${BASE_URL}/api/v1/media/upload/image`)
    assert.equal(body.folder, 'pathshala/profile')
    assert.equal(body.uploadPreset, PRESETS.profile)
    assert.equal(body.resourceType, 'image')
    assert.equal(body.type, 'upload')
  })

  test('signs the course image and book PDF presets for an admin', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()

    const course = await client
      .post(SIGNATURE_PATH)
      .json({ uploadPreset: PRESETS.course, resourceType: 'image' })
      .loginAs(admin)
      .withCsrfToken()
    course.assertStatus(200)
    assert.include(course.body(), {
      folder: 'pathshala/courses',
      resourceType: 'image',
      type: 'upload',
    })

    const pdf = await client
      .post(SIGNATURE_PATH)
      .json({ uploadPreset: PRESETS.bookPdf, resourceType: 'raw' })
      .loginAs(admin)
      .withCsrfToken()
    pdf.assertStatus(200)
    assert.include(pdf.body(), {
      folder: 'pathshala/books',
      resourceType: 'raw',
      type: 'authenticated',
      uploadUrl: `${BASE_URL}/api/v1/media/upload/raw`,
    })
    assert.equal(
      pdf.body().signature,
      signParams(
        { timestamp: pdf.body().timestamp, upload_preset: PRESETS.bookPdf },
        localUploadSecret()
      )
    )
  })

  test('refuses the content presets to a learner ({$self})')
    .with([PRESETS.course, PRESETS.bookPdf])
    .run(async ({ client }, uploadPreset) => {
      const learner = await UserFactory.create()

      const response = await client
        .post(SIGNATURE_PATH)
        .json({ uploadPreset })
        .loginAs(learner)
        .withCsrfToken()

      response.assertStatus(403)
      response.assertBodyContains({ success: false })
    })

  test('refuses a visitor ({$self})')
    .with([PRESETS.profile, PRESETS.course, PRESETS.bookPdf])
    .run(async ({ client }, uploadPreset) => {
      const response = await client.post(SIGNATURE_PATH).json({ uploadPreset }).withCsrfToken()

      response.assertStatus(401)
      response.assertBody({ success: false, message: 'Please sign in to continue' })
    })

  test('answers 422 for an unknown or missing preset', async ({ client }) => {
    const admin = await UserFactory.apply('admin').create()

    const unknown = await client
      .post(SIGNATURE_PATH)
      .json({ uploadPreset: 'someone_elses_preset' })
      .loginAs(admin)
      .withCsrfToken()
    assertFieldError(unknown, 'uploadPreset', 'Unknown upload preset')

    const missing = await client.post(SIGNATURE_PATH).json({}).loginAs(admin).withCsrfToken()
    assertFieldError(missing, 'uploadPreset', 'Please provide uploadPreset')
  })

  test('answers 422 when resourceType does not fit the preset', async ({ client }) => {
    const admin = await UserFactory.apply('admin').create()

    const wrongKind = await client
      .post(SIGNATURE_PATH)
      .json({ uploadPreset: PRESETS.bookPdf, resourceType: 'image' })
      .loginAs(admin)
      .withCsrfToken()
    assertFieldError(wrongKind, 'resourceType', 'The pathshala_books_pdf preset uploads raw files')

    const unknownKind = await client
      .post(SIGNATURE_PATH)
      .json({ uploadPreset: PRESETS.course, resourceType: 'video' })
      .loginAs(admin)
      .withCsrfToken()
    assertFieldError(unknownKind, 'resourceType', 'resourceType must be image or raw')
  })

  test('works with a bearer token and no CSRF token', async ({ client }) => {
    const admin = await UserFactory.apply('admin').create()

    const response = await client
      .post(SIGNATURE_PATH)
      .json({ uploadPreset: PRESETS.bookPdf })
      .withGuard('api')
      .loginAs(admin)

    response.assertStatus(200)
  })

  test('needs the CSRF token with a session', async ({ client }) => {
    const learner = await UserFactory.create()

    const response = await client
      .post(SIGNATURE_PATH)
      .json({ uploadPreset: PRESETS.profile })
      .loginAs(learner)

    response.assertStatus(403)
  })
})
