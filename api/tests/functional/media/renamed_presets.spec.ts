import { test } from '@japa/runner'
import env from '#start/env'
import { UserFactory } from '#database/factories/user_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { assertFieldError } from '#tests/support/assertions'
import { signParams } from '#media/services/cloudinary_signature'
import { PRESETS, SIGNATURE_PATH, localUploadSecret } from './helpers.js'

/** A deployment that renamed every preset (UPLOAD_PRESET_*). */
const RENAMED = {
  UPLOAD_PRESET_PROFILE: 'acme_profile_pictures',
  UPLOAD_PRESET_COURSE: 'acme_course_images',
  UPLOAD_PRESET_BOOK_PDF: 'acme_book_pdfs',
} as const

test.group('Renamed upload presets (UPLOAD_PRESET_*)', (group) => {
  withCleanDatabase(group)
  group.each.setup(() => {
    const configured = Object.keys(RENAMED).map((key) => [
      key,
      env.get(key as keyof typeof RENAMED),
    ])
    for (const [key, name] of Object.entries(RENAMED)) env.set(key as keyof typeof RENAMED, name)
    return () => {
      for (const [key, value] of configured) env.set(key as keyof typeof RENAMED, value ?? '')
    }
  })

  test('GET /api/v1/config tells the front ends the configured names', async ({ client }) => {
    const response = await client.get('/api/v1/config')

    response.assertStatus(200)
    response.assertBodyContains({
      success: true,
      data: {
        uploadPresets: {
          profile: RENAMED.UPLOAD_PRESET_PROFILE,
          course: RENAMED.UPLOAD_PRESET_COURSE,
          bookPdf: RENAMED.UPLOAD_PRESET_BOOK_PDF,
        },
      },
    })
  })

  test('generateSignature signs the renamed presets', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()

    for (const [uploadPreset, folder] of [
      [RENAMED.UPLOAD_PRESET_PROFILE, 'pathshala/profile'],
      [RENAMED.UPLOAD_PRESET_COURSE, 'pathshala/courses'],
      [RENAMED.UPLOAD_PRESET_BOOK_PDF, 'pathshala/books'],
    ]) {
      const response = await client
        .post(SIGNATURE_PATH)
        .json({ uploadPreset })
        .loginAs(admin)
        .withCsrfToken()
      response.assertStatus(200)
      assert.include(response.body(), { uploadPreset, folder })
      assert.equal(
        response.body().signature,
        signParams(
          { timestamp: response.body().timestamp, upload_preset: uploadPreset },
          localUploadSecret()
        )
      )
    }
  })

  test('generateSignature refuses the default name {$self}')
    .with([PRESETS.profile, PRESETS.course, PRESETS.bookPdf])
    .run(async ({ client }, uploadPreset) => {
      const admin = await UserFactory.apply('admin').create()

      const response = await client
        .post(SIGNATURE_PATH)
        .json({ uploadPreset })
        .loginAs(admin)
        .withCsrfToken()
      assertFieldError(response, 'uploadPreset', 'Unknown upload preset')
    })
})

test.group('Upload presets not renamed', () => {
  test('GET /api/v1/config answers the default names', async ({ client }) => {
    const response = await client.get('/api/v1/config')

    response.assertBodyContains({ data: { uploadPresets: PRESETS } })
  })
})
