import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { withCleanDatabase } from '#tests/helpers/database'
import DemoDataService, { DEMO_LOGINS } from '#dev/demo/demo_data_service'
import { localMediaStorage } from '#media/services/main'

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
})
