import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import Certificate from '#certificates/models/certificate'
import CertificateService from '#certificates/services/certificate_service'
import Course from '#catalogue/models/course'
import { UserFactory } from '#database/factories/user_factory'
import { EnrolmentFactory } from '#database/factories/enrolment_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { enrolledLearner, COURSES } from '#tests/functional/learning/helpers'
import {
  CERTIFICATES,
  certifiedLearner,
  completeLesson,
  pdfQrCodes,
  pdfText,
  revokeEnrolment,
} from '#tests/functional/certificates/helpers'
import { verifyUrl } from '#certificates/services/verify_url'
import { BACKFILL_CERTIFICATES } from '#database/migrations/1732000000220_create_certificates_table'

const countFor = async (userId: string) => {
  const [{ count }] = await db.from('certificates').where('user_id', userId).count('* as count')
  return Number(count)
}

test.group('Certificates: issued on completion', (group) => {
  withCleanDatabase(group)

  test('completing the last lesson issues one certificate, with the names of the day', async ({
    client,
    assert,
  }) => {
    const fixture = await enrolledLearner()
    await completeLesson(client, fixture, 0)
    await completeLesson(client, fixture, 1)
    assert.equal(await countFor(fixture.learner.id), 0, 'not before every lesson is complete')

    await completeLesson(client, fixture, 2)

    const certificates = await Certificate.query().where('user_id', fixture.learner.id)
    assert.lengthOf(certificates, 1)
    const [certificate] = certificates
    assert.equal(certificate.courseId, fixture.course.id)
    assert.equal(certificate.learnerName, fixture.learner.fullName)
    assert.equal(certificate.courseName, fixture.course.courseName)
    assert.match(certificate.publicId, /^[0-9A-HJKMNP-TV-Z]{12}$/)
    assert.isNull(certificate.withdrawnAt)
  })

  test('concurrent completions of the last lesson issue exactly one', async ({
    client,
    assert,
  }) => {
    const fixture = await enrolledLearner()
    await completeLesson(client, fixture, 0)
    await completeLesson(client, fixture, 1)

    // the last lesson reported complete by several tabs at once
    const answers = (await Promise.all(
      Array.from({ length: 6 }, () => completeLesson(client, fixture, 2))
    )) as { status(): number }[]
    assert.deepEqual(
      answers.map((answer) => answer.status()),
      Array(6).fill(200)
    )
    assert.equal(await countFor(fixture.learner.id), 1)

    // and the issuing itself raced directly
    const service = new CertificateService()
    const issued = await Promise.all(
      Array.from({ length: 8 }, () =>
        service.issueIfComplete(fixture.learner.id, fixture.course.id)
      )
    )
    assert.equal(new Set(issued.map((certificate) => certificate!.publicId)).size, 1)
    assert.equal(await countFor(fixture.learner.id), 1)
  })

  test('marking a lesson complete again keeps the same certificate', async ({ client, assert }) => {
    const { certificate, ...fixture } = await certifiedLearner(client)
    await client
      .post(`${COURSES}/updateCourseProgress`)
      .json({ courseId: fixture.course.id, subsectionId: fixture.lessons[1].id, completed: false })
      .loginAs(fixture.learner)
      .withCsrfToken()
    await completeLesson(client, fixture, 1)
    const again = await Certificate.query().where('user_id', fixture.learner.id)
    assert.lengthOf(again, 1)
    assert.equal(again[0].publicId, certificate.publicId)
  })

  test('a course that does not issue certificates issues none', async ({ client, assert }) => {
    const fixture = await enrolledLearner()
    await Course.query().where('id', fixture.course.id).update({ issues_certificate: false })
    for (const index of fixture.lessons.keys()) await completeLesson(client, fixture, index)
    assert.equal(await countFor(fixture.learner.id), 0)
  })

  test('an event for a learner who has not completed the course issues nothing', async ({
    assert,
  }) => {
    const fixture = await enrolledLearner()
    await emitter.emit('course:completed', {
      userId: fixture.learner.id,
      courseId: fixture.course.id,
    })
    assert.equal(await countFor(fixture.learner.id), 0)
  })
})

test.group('Certificates: withdrawn by a refund', (group) => {
  withCleanDatabase(group)

  test("'enrolment:revoked' withdraws the certificate and the page says so", async ({
    client,
    assert,
  }) => {
    const { certificate, learner, course } = await certifiedLearner(client)

    await revokeEnrolment(learner.id, course.id)

    await certificate.refresh()
    assert.isNotNull(certificate.withdrawnAt)
    assert.equal(certificate.withdrawnReason, 'refund')

    const verification = await client.get(`${CERTIFICATES}/${certificate.publicId}`)
    verification.assertStatus(200)
    assert.equal(verification.body().data.status, 'withdrawn')
    assert.isString(verification.body().data.withdrawnAt)

    const page = await client.get(`/verify/${certificate.publicId}`)
    page.assertStatus(200)
    assert.include(page.text(), 'This certificate was withdrawn')

    const pdf = await client.get(`${CERTIFICATES}/${certificate.publicId}/pdf`).loginAs(learner)
    pdf.assertStatus(410)
    assert.equal(pdf.body().message, 'This certificate was withdrawn')

    const own = await client.get(CERTIFICATES).loginAs(learner)
    assert.equal(own.body().data[0].status, 'withdrawn')
    assert.isNull(own.body().data[0].pdfUrl)
  })

  test('a repeated revocation changes nothing; another course is untouched', async ({
    client,
    assert,
  }) => {
    const { certificate, learner, course } = await certifiedLearner(client)
    await revokeEnrolment(learner.id, course.id)
    await certificate.refresh()
    const first = certificate.withdrawnAt!.toISO()
    await revokeEnrolment(learner.id, course.id)
    await revokeEnrolment(learner.id, '00000000-0000-4000-8000-000000000000')
    await certificate.refresh()
    assert.equal(certificate.withdrawnAt!.toISO(), first)
  })
})

test.group('GET /api/v1/certificates/:id (verification)', (group) => {
  withCleanDatabase(group)

  test('answers valid, the names, the date and nothing private', async ({ client, assert }) => {
    const { certificate, learner, course } = await certifiedLearner(client)

    const response = await client.get(`${CERTIFICATES}/${certificate.publicId}`)

    response.assertStatus(200)
    assert.deepEqual(response.body().data, {
      id: certificate.publicId,
      status: 'valid',
      learnerName: learner.fullName,
      courseName: course.courseName,
      issuedAt: certificate.issuedAt.toUTC().toISO(),
      withdrawnAt: null,
      verifyUrl: verifyUrl(certificate.publicId),
    })
    assert.notInclude(JSON.stringify(response.body()), learner.email)
    assert.notInclude(JSON.stringify(response.body()), learner.id)
  })

  test('takes the id as typed: lower case, O for 0', async ({ client, assert }) => {
    const { certificate } = await certifiedLearner(client)
    const typed = certificate.publicId.toLowerCase().replace(/0/g, 'o')
    const response = await client.get(`${CERTIFICATES}/${typed}`)
    response.assertStatus(200)
    assert.equal(response.body().data.id, certificate.publicId)
  })

  test('an unknown or malformed id is 404', async ({ client, assert }) => {
    for (const id of ['ABCDEFGHJKMN', 'short', 'x'.repeat(40), '%00']) {
      const response = await client.get(`${CERTIFICATES}/${encodeURIComponent(id)}`)
      response.assertStatus(404)
      assert.equal(response.body().message, 'Certificate not found')
    }
  })
})

test.group('GET /verify/:id (the public page)', (group) => {
  withCleanDatabase(group)

  test('is HTML made by the API: valid, with the names and the id', async ({ client, assert }) => {
    const { certificate, learner, course } = await certifiedLearner(client)

    const response = await client.get(`/verify/${certificate.publicId}`)

    response.assertStatus(200)
    assert.match(response.header('content-type') ?? '', /^text\/html/)
    const html = response.text()
    assert.include(html, 'Certificate verified')
    assert.include(html, learner.fullName)
    assert.include(html, course.courseName)
    assert.include(html, certificate.publicId)
    // no script to wait for but the storefront's theme one, allowed by its hash
    assert.lengthOf(html.match(/<script/g) ?? [], 1)
    assert.match(response.header('content-security-policy') ?? '', /style-src 'self' 'sha256-/)
  })

  test('an unknown id is a 404 page that says so; names are escaped', async ({
    client,
    assert,
  }) => {
    const missing = await client.get('/verify/%3Cb%3Enope')
    missing.assertStatus(404)
    assert.include(missing.text(), 'Certificate not found')
    assert.include(missing.text(), '&lt;b&gt;nope')
    assert.notInclude(missing.text(), '<b>nope')
  })
})

test.group('GET /api/v1/certificates (the learner’s own)', (group) => {
  withCleanDatabase(group)

  test('lists only the caller’s certificates, paged, with the PDF’s address', async ({
    client,
    assert,
  }) => {
    const { certificate, learner, course, ...fixture } = await certifiedLearner(client)
    // another learner of the same course has their own
    const other = await UserFactory.create()
    await EnrolmentFactory.merge({ userId: other.id, courseId: course.id }).create()
    for (const index of fixture.lessons.keys()) {
      await completeLesson(client, { ...fixture, course, learner: other }, index)
    }
    assert.equal(await countFor(other.id), 1)

    const response = await client.get(CERTIFICATES).loginAs(learner)

    response.assertStatus(200)
    assert.lengthOf(response.body().data, 1)
    assert.deepInclude(response.body().data[0], {
      id: certificate.publicId,
      courseId: course.id,
      status: 'valid',
      pdfUrl: `/api/v1/certificates/${certificate.publicId}/pdf`,
    })
    assert.deepEqual(response.body().meta, {
      totalItems: 1,
      currentPage: 1,
      totalPages: 1,
      hasNextPage: false,
      hasPrevPage: false,
      limit: 20,
    })

    const filtered = await client
      .get(CERTIFICATES)
      .qs({ courseId: '00000000-0000-4000-8000-000000000000' })
      .loginAs(learner)
    assert.lengthOf(filtered.body().data, 0)
    const ofCourse = await client.get(CERTIFICATES).qs({ courseId: course.id }).loginAs(learner)
    assert.lengthOf(ofCourse.body().data, 1)
  })

  test('needs a signed-in learner; refuses bad paging', async ({ client }) => {
    const anonymous = await client.get(CERTIFICATES)
    anonymous.assertStatus(401)
    const learner = await UserFactory.create()
    const bad = await client.get(CERTIFICATES).qs({ limit: 500 }).loginAs(learner)
    bad.assertStatus(422)
    const badCourse = await client.get(CERTIFICATES).qs({ courseId: 'nope' }).loginAs(learner)
    badCourse.assertStatus(422)
  })
})

test.group('GET /api/v1/certificates/:id/pdf', (group) => {
  withCleanDatabase(group)

  test('the owner gets a PDF with the name, course, id and a QR code of its page', async ({
    client,
    assert,
  }) => {
    const { certificate, learner, course } = await certifiedLearner(client)

    const response = await client
      .get(`${CERTIFICATES}/${certificate.publicId}/pdf`)
      .loginAs(learner)

    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'application/pdf')
    assert.include(
      response.header('content-disposition'),
      `certificate-${certificate.publicId}.pdf`
    )
    const bytes = response.body() as Buffer
    assert.equal(bytes.subarray(0, 5).toString(), '%PDF-')

    const text = await pdfText(bytes)
    assert.include(text, 'Certificate of Completion')
    assert.include(text, learner.fullName)
    assert.include(text, course.courseName)
    assert.include(text, certificate.publicId)
    assert.include(text, verifyUrl(certificate.publicId))
    // the font is embedded (a subset of DejaVu Sans)
    assert.match(bytes.toString('latin1'), /\/FontFile2/)
    assert.match(bytes.toString('latin1'), /DejaVuSans/)

    assert.deepEqual(await pdfQrCodes(bytes), [verifyUrl(certificate.publicId)])
    assert.match(verifyUrl(certificate.publicId), /\/verify\/[0-9A-Z]{12}$/)
  })

  test('names outside ASCII are written with the embedded font', async ({ client, assert }) => {
    const fixture = await enrolledLearner()
    await fixture.learner.merge({ firstName: 'Ananyā', lastName: 'Ñúñez-Łukasz' }).save()
    for (const index of fixture.lessons.keys()) await completeLesson(client, fixture, index)
    const certificate = await Certificate.findByOrFail('user_id', fixture.learner.id)
    const response = await client
      .get(`${CERTIFICATES}/${certificate.publicId}/pdf`)
      .loginAs(fixture.learner)
    response.assertStatus(200)
    assert.include(await pdfText(response.body()), 'Ananyā Ñúñez-Łukasz')
  })

  test('is the owner’s only: 404 for another learner, 401 signed out', async ({
    client,
    assert,
  }) => {
    const { certificate } = await certifiedLearner(client)
    const other = await UserFactory.create()
    const admin = await UserFactory.apply('admin').create()

    const forOther = await client.get(`${CERTIFICATES}/${certificate.publicId}/pdf`).loginAs(other)
    forOther.assertStatus(404)
    assert.equal(forOther.body().message, 'Certificate not found')
    const forAdmin = await client.get(`${CERTIFICATES}/${certificate.publicId}/pdf`).loginAs(admin)
    forAdmin.assertStatus(404)
    const anonymous = await client.get(`${CERTIFICATES}/${certificate.publicId}/pdf`)
    anonymous.assertStatus(401)
  })
})

test.group('Courses: whether they issue a certificate', (group) => {
  withCleanDatabase(group)

  test('the course answers say so; the wizard sets it', async ({ client, assert }) => {
    const fixture = await enrolledLearner()
    const page = await client.post(`${COURSES}/getACourse`).json({ courseId: fixture.course.id })
    assert.isTrue(page.body().issuesCertificate)

    const admin = await UserFactory.apply('admin').create()
    const edited = await client
      .post(`${COURSES}/editCourse`)
      .json({ courseId: fixture.course.id, issuesCertificate: false })
      .loginAs(admin)
      .withCsrfToken()
    edited.assertStatus(200)
    await fixture.course.refresh()
    assert.isFalse(fixture.course.issuesCertificate)

    const again = await client.post(`${COURSES}/getACourse`).json({ courseId: fixture.course.id })
    assert.isFalse(again.body().issuesCertificate)
  })
})

test.group('Certificates: the learners who completed a course before they existed', (group) => {
  withCleanDatabase(group)

  test('the migration issues theirs, once, dated at their last completion', async ({
    client,
    assert,
  }) => {
    const { certificate, learner, course } = await certifiedLearner(client)
    const unfinished = await UserFactory.create()
    await EnrolmentFactory.merge({ userId: unfinished.id, courseId: course.id }).create()
    await certificate.delete()

    await db.rawQuery(BACKFILL_CERTIFICATES)
    await db.rawQuery(BACKFILL_CERTIFICATES)

    const issued = await Certificate.query().where('course_id', course.id)
    assert.lengthOf(issued, 1)
    assert.equal(issued[0].userId, learner.id)
    assert.equal(issued[0].learnerName, learner.fullName)
    assert.equal(issued[0].courseName, course.courseName)
    assert.match(issued[0].publicId, /^[0-9A-HJKMNP-TV-Z]{12}$/)
    const [{ last }] = await db
      .from('lesson_progress')
      .where('user_id', learner.id)
      .max('completed_at as last')
    assert.equal(issued[0].issuedAt.toMillis(), new Date(last).getTime())
  })
})
