import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { responsiveImage } from '@pathshala/shared'
import env from '#start/env'
import User from '#accounts/models/user'
import { withCleanDatabase } from '#tests/helpers/database'
import { bodyOf } from '#tests/helpers/responses'
import DemoDataService, { DEMO_LOGINS } from '#dev/demo/demo_data_service'
import { localMediaStorage } from '#media/services/main'
import { BASE_URL, fetchUrl } from '../media/helpers.js'

test.group('Demo data', (group) => {
  withCleanDatabase(group)

  test('an empty database gets the whole demo catalogue, once', async ({ assert, client }) => {
    const demo = new DemoDataService()
    assert.isTrue(await demo.seedIfEmpty())
    assert.isFalse(await demo.seedIfEmpty())

    const courses = await db.from('courses').where('status', 'published').count('* as total')
    assert.equal(Number(courses[0].total), 12)
    const withoutLessons = await db
      .from('courses')
      .whereNotExists((query) =>
        query
          .from('sections')
          .join('lessons', 'lessons.section_id', 'sections.id')
          .whereRaw('sections.course_id = courses.id')
      )
      .count('* as total')
    assert.equal(Number(withoutLessons[0].total), 0)

    const items = await db
      .from('store_items')
      .select('type', 'price_paise', 'title', 'pdf_public_id')
    assert.lengthOf(items, 30)
    assert.sameMembers(
      [...new Set(items.map((item) => item.type))],
      ['Notes', 'TestSeries', 'Material', 'Books']
    )
    assert.isTrue(items.some((item) => item.price_paise === 0))
    assert.isTrue(items.some((item) => item.price_paise > 0))
    assert.equal(new Set(items.map((item) => item.title)).size, 30)

    // the generated files are real: a PNG thumbnail and a PDF per item
    const pdf = await localMediaStorage().checkPdf(items[0].pdf_public_id)
    assert.equal(pdf.status, 'ok')

    // the demo learner signs in and already studies a free course
    const [, learner] = DEMO_LOGINS
    const login = await client
      .post('/api/v1/auth/login')
      .json({ email: learner.email, password: learner.password })
      .withCsrfToken()
    login.assertStatus(200)
    const enrolments = await db.from('enrolments').count('* as total')
    assert.equal(Number(enrolments[0].total), 1)
    // drawing every demo picture and PDF is CPU work: seen past 30 s with every core busy
  }).timeout(180_000)

  test('seeded on one address, every demo picture loads when the site answers on another', async ({
    client,
    assert,
  }) => {
    // `npm start` on port 9 seeds the demo; the next start, on the suite's own port, shows it
    const servedAt = env.get('APP_URL')
    env.set('APP_URL', 'http://127.0.0.1:9')
    try {
      await new DemoDataService().seed()
    } finally {
      env.set('APP_URL', servedAt)
    }
    assert.equal(servedAt, BASE_URL)

    const admin = await User.findByOrFail('email', DEMO_LOGINS[0].email)
    const [, learnerLogin] = DEMO_LOGINS
    const learner = await User.findByOrFail('email', learnerLogin.email)
    const courses = await bodyOf(client.post('/api/v1/courses/getAllCourses').json({ limit: 100 }))
    const course = await bodyOf(
      client.post('/api/v1/courses/getACourse').json({ courseId: courses.data[0]._id })
    )
    const items = await bodyOf(
      client
        .post('/api/v1/store/getAllBooks')
        .json({ adminView: true, status: 'all', limit: 100 })
        .loginAs(admin)
        .withCsrfToken()
    )
    const published = items.data.find((book: any) => book.status === 'published')
    const item = await bodyOf(client.get(`/api/v1/store/books/${published._id}`))
    const enrolled = await bodyOf(
      client.post('/api/v1/profile/getEnrolledCourses').json({}).loginAs(learner).withCsrfToken()
    )
    assert.lengthOf(courses.data, 12)
    assert.lengthOf(items.data, 30)
    assert.isAbove(enrolled.courses.length, 0)

    const pictures = [
      ...courses.data.map((card: any) => card.thumbnail),
      course.thumbnail,
      ...items.data.map((book: any) => book.thumbnailUrl),
      item.data.thumbnailUrl,
      ...enrolled.courses.map((entry: any) => entry.thumbnail),
    ]
    // the pages ask for the smaller copies too (responsiveImage, as the front ends build them)
    const addresses = pictures.flatMap((url: string) => {
      const { src, srcSet } = responsiveImage(url)
      return [url, src, ...(srcSet ?? '').split(', ').map((entry) => entry.split(' ')[0])]
    })
    for (const address of new Set(addresses.filter(Boolean))) {
      assert.isTrue(address.startsWith(`${BASE_URL}/api/v1/media/image/`), address)
      const { status, headers } = await fetchUrl(address)
      assert.equal(status, 200, address)
      assert.match(headers.get('content-type') ?? '', /^image\//, address)
    }
  }).timeout(180_000)
})
