import { test } from '@japa/runner'
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import type User from '#accounts/models/user'
import { UserFactory } from '#database/factories/user_factory'
import { CourseFactory } from '#database/factories/course_factory'
import { EnrolmentFactory } from '#database/factories/enrolment_factory'
import { StoreItemFactory } from '#database/factories/store_item_factory'
import { PurchaseFactory } from '#database/factories/purchase_factory'
import CloudinaryMediaStorage from '#media/services/cloudinary_media_storage'
import { useMediaStorage } from '#media/services/main'
import { OWN_MEDIA_MESSAGE } from '#accounts/validators/profile'
import { withCleanDatabase } from '#tests/helpers/database'
import { bodyOf } from '#tests/helpers/responses'
import { assertFieldError } from '#tests/support/assertions'
import { failedStart } from '#tests/support/failed_start'
import { builder, category, courseBody } from '../builder/helpers.js'
import { contentFormBody, storedPdf, storedThumbnail, withCleanMedia } from '../store/helpers.js'
import {
  BASE_URL,
  PRESETS,
  SIGNATURE_PATH,
  fetchUrl,
  pngImage,
  postUpload,
  signedFields,
} from './helpers.js'

/** What a picture of the local store is kept as (docs/api-contract.md#media). */
const COURSE_PICTURE = '/api/v1/media/image/pathshala/courses/polity.png'
const PROFILE_PICTURE = '/api/v1/media/image/pathshala/profile/asha.jpg'
const CLOUDINARY_PICTURE = 'https://res.cloudinary.com/pathshala-demo/image/upload/v1/history.png'
const GOOGLE_PICTURE = 'https://lh3.googleusercontent.com/a/ACg8ocK-picture=s96-c'

type Setting = 'APP_URL' | 'MEDIA_PUBLIC_URL'

/**
 * Runs the rest of a test with these settings (both are read on every request), as a server
 * restarted with them would answer; `cleanup` puts the suite's own back.
 */
function useSettings(values: Partial<Record<Setting, string>>, cleanup: (fn: () => void) => void) {
  const before = { APP_URL: env.get('APP_URL'), MEDIA_PUBLIC_URL: env.get('MEDIA_PUBLIC_URL') }
  for (const [key, value] of Object.entries(values)) env.set(key as Setting, value)
  cleanup(() => {
    env.set('APP_URL', before.APP_URL)
    env.set('MEDIA_PUBLIC_URL', before.MEDIA_PUBLIC_URL ?? '')
  })
}

/**
 * A CDN in front of the API: it serves the API's own paths under `/pathshala`, fetching each
 * from the API (what a pull zone with an origin path does).
 */
async function cdnStandIn() {
  const fetched: string[] = []
  const server: Server = createServer((incoming, outgoing) => {
    const path = incoming.url!.replace(/^\/pathshala(?=\/)/, '')
    fetched.push(path)
    const upstream = httpRequest(`${BASE_URL}${path}`, (answer) => {
      outgoing.writeHead(answer.statusCode!, answer.headers)
      answer.pipe(outgoing)
    })
    upstream.on('error', () => outgoing.writeHead(502).end())
    upstream.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: `${origin}/pathshala`,
    fetched,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A picture uploaded as the admin app uploads one (signature, then the file). */
async function uploadPicture(client: ApiClient, user: User, preset: string) {
  const signed = await client
    .post(SIGNATURE_PATH)
    .json({ uploadPreset: preset })
    .loginAs(user)
    .withCsrfToken()
  const answer = await postUpload(
    signed.body().uploadUrl,
    { bytes: pngImage(8, 6), name: 'picture.png', type: 'image/png' },
    signedFields(signed.body())
  )
  return answer.body as { secure_url: string; public_id: string; format: string }
}

/** The stored value of a column for one row. */
async function storedValue(table: string, column: string, id: string) {
  const row = await db.from(table).where('id', id).select(column).firstOrFail()
  return row[column] as string | null
}

/**
 * Every answer that names a picture, for rows already stored: the catalogue (list, course,
 * the learner's courses), the store (list, item), the signed-in user (with what they own) and the admin's view
 * of a user. Answers each picture by where it came from.
 */
async function answeredPictures(client: ApiClient) {
  const admin = await UserFactory.apply('admin').create()
  const learner = await UserFactory.merge({ image: PROFILE_PICTURE }).create()
  const googleUser = await UserFactory.merge({ image: GOOGLE_PICTURE }).create()
  const local = await CourseFactory.merge({
    thumbnail: COURSE_PICTURE,
    courseName: 'Local',
  }).create()
  await CourseFactory.merge({ thumbnail: CLOUDINARY_PICTURE, courseName: 'Cloudinary' }).create()
  const item = await StoreItemFactory.merge({ thumbnailUrl: COURSE_PICTURE }).create()
  await EnrolmentFactory.merge({ userId: learner.id, courseId: local.id }).create()
  await PurchaseFactory.merge({ userId: learner.id, storeItemId: item.id }).create()

  const courses = await bodyOf(client.post('/api/v1/courses/getAllCourses').json({}))
  const course = await bodyOf(
    client.post('/api/v1/courses/getACourse').json({ courseId: local.id })
  )
  const enrolled = await bodyOf(
    client.post('/api/v1/profile/getEnrolledCourses').json({}).loginAs(learner).withCsrfToken()
  )
  const books = await bodyOf(client.post('/api/v1/store/getAllBooks').json({}))
  const book = await bodyOf(client.get(`/api/v1/store/books/${item.id}`))
  const me = await bodyOf(
    client.post('/api/v1/auth/validate').json({}).loginAs(learner).withCsrfToken()
  )
  const google = await bodyOf(
    client.post('/api/v1/auth/validate').json({}).loginAs(googleUser).withCsrfToken()
  )
  const detail = await bodyOf(client.get(`/api/v1/admin/users/${learner.id}`).loginAs(admin))
  const byName = Object.fromEntries(
    courses.data.map((card: any) => [card.courseName, card.thumbnail])
  )
  return {
    course: [
      byName.Local,
      course.thumbnail,
      enrolled.courses[0].thumbnail,
      books.data[0].thumbnailUrl,
      book.data.thumbnailUrl,
      me.user.materials[0].thumbnailUrl,
      detail.data.enrolments[0].course.thumbnail,
      detail.data.storeItems[0].item.thumbnailUrl,
    ],
    profile: [me.user.image, detail.data.image],
    cloudinary: byName.Cloudinary,
    google: google.user.image,
  }
}

test.group('Image addresses: stored without a host, answered from the settings', (group) => {
  withCleanDatabase(group)
  withCleanMedia(group)

  test('answers build every stored picture’s address from the current APP_URL', async ({
    client,
    assert,
    cleanup,
  }) => {
    useSettings({ APP_URL: 'https://pathshala.example.com' }, cleanup)

    const pictures = await answeredPictures(client)

    for (const url of pictures.course) {
      assert.equal(url, `https://pathshala.example.com${COURSE_PICTURE}`)
    }
    for (const url of pictures.profile) {
      assert.equal(url, `https://pathshala.example.com${PROFILE_PICTURE}`)
    }
    // pictures kept elsewhere are answered as they were given
    assert.equal(pictures.cloudinary, CLOUDINARY_PICTURE)
    assert.equal(pictures.google, GOOGLE_PICTURE)
  })

  test('with MEDIA_PUBLIC_URL, answers name the pictures there', async ({
    client,
    assert,
    cleanup,
  }) => {
    useSettings({ MEDIA_PUBLIC_URL: 'https://cdn.example.net/pathshala/' }, cleanup)

    const pictures = await answeredPictures(client)

    for (const url of pictures.course) {
      assert.equal(url, `https://cdn.example.net/pathshala${COURSE_PICTURE}`)
    }
    for (const url of pictures.profile) {
      assert.equal(url, `https://cdn.example.net/pathshala${PROFILE_PICTURE}`)
    }
    assert.equal(pictures.cloudinary, CLOUDINARY_PICTURE)
    assert.equal(pictures.google, GOOGLE_PICTURE)
  })

  test('a course thumbnail given as an address of this API is stored as its path', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const api = builder(client, admin)
    const first = await storedThumbnail()
    const second = await storedThumbnail()
    const { id: categoryId } = await category()

    const created = await api.post(
      'createCourse',
      courseBody(categoryId, { thumbnail: first.secure_url })
    )
    created.assertStatus(200)
    const courseId = created.body().data._id
    assert.equal(created.body().data.thumbnail, first.secure_url)
    assert.equal(
      await storedValue('courses', 'thumbnail', courseId),
      `/api/v1/media/image/${first.public_id}.png`
    )

    const edited = await api.post('editCourse', { courseId, thumbnail: second.secure_url })
    edited.assertStatus(200)
    assert.equal(edited.body().data.thumbnail, second.secure_url)
    assert.equal(
      await storedValue('courses', 'thumbnail', courseId),
      `/api/v1/media/image/${second.public_id}.png`
    )

    // another site's picture is kept as given (course thumbnails may be anywhere)
    await api.post('editCourse', { courseId, thumbnail: CLOUDINARY_PICTURE }).then((answer) => {
      answer.assertStatus(200)
      assert.equal(answer.body().data.thumbnail, CLOUDINARY_PICTURE)
    })
    assert.equal(await storedValue('courses', 'thumbnail', courseId), CLOUDINARY_PICTURE)
  })

  test('store thumbnails given as addresses of this API are stored as their paths', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const form = await contentFormBody()

    const created = await client
      .post('/api/v1/store/createProduct')
      .json(form)
      .loginAs(admin)
      .withCsrfToken()
    created.assertStatus(201)
    const itemId = created.body().data._id
    assert.equal(created.body().data.thumbnailUrl, form.thumbnailUrl)
    assert.equal(
      await storedValue('store_items', 'thumbnail_url', itemId),
      `/api/v1/media/image/${form.thumbnail_public_id}.png`
    )

    const cover = await storedThumbnail()
    const updated = await client
      .post('/api/v1/store/updateBook')
      .json({ id: itemId, thumbnailUrl: cover.secure_url, thumbnail_public_id: cover.public_id })
      .loginAs(admin)
      .withCsrfToken()
    updated.assertStatus(200)
    assert.equal(updated.body().data.thumbnailUrl, cover.secure_url)
    assert.equal(
      await storedValue('store_items', 'thumbnail_url', itemId),
      `/api/v1/media/image/${cover.public_id}.png`
    )

    const pdf = await storedPdf()
    const bulkThumbnail = await storedThumbnail()
    const bulk = await client
      .post('/api/v1/store/bulkCreate')
      .json({
        items: [
          {
            title: 'Bulk Notes',
            type: 'Notes',
            author: 'Meera Iyer',
            price: 10,
            thumbnailUrl: bulkThumbnail.secure_url,
            pdf_public_id: pdf.public_id,
            pdf_format: pdf.format,
          },
        ],
      })
      .loginAs(admin)
      .withCsrfToken()
    bulk.assertStatus(201)
    assert.equal(bulk.body().data[0].thumbnailUrl, bulkThumbnail.secure_url)
    assert.equal(
      await storedValue('store_items', 'thumbnail_url', bulk.body().data[0]._id),
      `/api/v1/media/image/${bulkThumbnail.public_id}.png`
    )
  })

  test('a profile picture given as an address of this API is stored as its path', async ({
    client,
    assert,
  }) => {
    const learner = await UserFactory.create()
    const picture = await uploadPicture(client, learner, PRESETS.profile)
    assert.isTrue(
      picture.secure_url.startsWith(`${BASE_URL}/api/v1/media/image/pathshala/profile/`)
    )
    const path = `/api/v1/media/image/${picture.public_id}.png`

    const set = await client
      .put('/api/v1/profile/updateDisplayPicture')
      .json({ imageUrl: picture.secure_url })
      .loginAs(learner)
      .withCsrfToken()
    set.assertStatus(200)
    assert.equal(set.body().data.image, picture.secure_url)
    assert.equal(await storedValue('users', 'image', learner.id), path)

    // the profile form sends the picture back as it was answered: it stays
    const profile = await client
      .put('/api/v1/profile/updateProfile')
      .json({ about: 'Hello', image: picture.secure_url })
      .loginAs(learner)
      .withCsrfToken()
    profile.assertStatus(200)
    assert.equal(profile.body().user.image, picture.secure_url)
    assert.equal(await storedValue('users', 'image', learner.id), path)
  })
})

test.group('Image addresses: MEDIA_PUBLIC_URL in front of the API (a CDN)', (group) => {
  withCleanDatabase(group)
  withCleanMedia(group)

  test('uploads answer the CDN’s address, which delivers the picture, and it is taken back as a picture of this API', async ({
    client,
    assert,
    cleanup,
  }) => {
    const cdn = await cdnStandIn()
    cleanup(() => cdn.close())
    useSettings({ MEDIA_PUBLIC_URL: cdn.url }, cleanup)
    const learner = await UserFactory.create()

    const picture = await uploadPicture(client, learner, PRESETS.profile)
    const path = `/api/v1/media/image/${picture.public_id}.png`
    assert.equal(picture.secure_url, `${cdn.url}${path}`)
    const delivered = await fetchUrl(picture.secure_url)
    assert.equal(delivered.status, 200)
    assert.equal(delivered.headers.get('content-type'), 'image/png')
    assert.deepEqual(cdn.fetched, [path])

    // the CDN's address and this API's own both name a picture of ours
    for (const imageUrl of [picture.secure_url, `${BASE_URL}${path}`]) {
      const set = await client
        .put('/api/v1/profile/updateDisplayPicture')
        .json({ imageUrl })
        .loginAs(learner)
        .withCsrfToken()
      set.assertStatus(200)
      assert.equal(set.body().data.image, picture.secure_url)
      assert.equal(await storedValue('users', 'image', learner.id), path)
    }

    // an address of another host (the port the site was once started on) stays refused
    const elsewhere = await client
      .put('/api/v1/profile/updateDisplayPicture')
      .json({ imageUrl: `http://127.0.0.1:9${path}` })
      .loginAs(learner)
      .withCsrfToken()
    assertFieldError(elsewhere, 'imageUrl', OWN_MEDIA_MESSAGE)
    assert.equal(await storedValue('users', 'image', learner.id), path)
  })
})

test.group('Image addresses: with Cloudinary', (group) => {
  withCleanDatabase(group)

  test('Cloudinary pictures are stored and answered as given; pictures kept before by the API are still answered whole', async ({
    client,
    assert,
    cleanup,
  }) => {
    useMediaStorage(
      new CloudinaryMediaStorage({ cloudName: 'pathshala-demo', apiKey: '1', apiSecret: 's' })
    )
    cleanup(() => useMediaStorage(undefined))
    const learner = await UserFactory.create()

    const set = await client
      .put('/api/v1/profile/updateDisplayPicture')
      .json({ imageUrl: CLOUDINARY_PICTURE })
      .loginAs(learner)
      .withCsrfToken()
    set.assertStatus(200)
    assert.equal(set.body().data.image, CLOUDINARY_PICTURE)
    assert.equal(await storedValue('users', 'image', learner.id), CLOUDINARY_PICTURE)

    const pictures = await answeredPictures(client)
    assert.equal(pictures.cloudinary, CLOUDINARY_PICTURE)
    for (const url of pictures.course) assert.equal(url, `${BASE_URL}${COURSE_PICTURE}`)
  })
})

test.group('Image addresses: MEDIA_PUBLIC_URL checked at start', () => {
  test(
    'a start with a MEDIA_PUBLIC_URL that is no plain http(s) address stops and names it ({$self})'
  )
    .with(['cdn.example.com', 'ftp://cdn.example.com', 'https://cdn.example.com/?v=2'])
    .run(async ({ assert }, value) => {
      const failure = await failedStart({ MEDIA_PUBLIC_URL: value })

      assert.isNotNull(failure, 'the server started')
      assert.equal(failure!.code, 1)
      assert.include(failure!.stderr, `Cannot start: MEDIA_PUBLIC_URL "${value}"`)
    })
    .timeout(60_000)
})
