import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import User from '#accounts/models/user'
import { UserFactory, USER_FACTORY_PASSWORD } from '#database/factories/user_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { assertFieldError } from '#tests/support/assertions'
import { mediaHost } from '#media/services/media_host'

/** A picture of the product's own media host (the local store in tests). */
const OWN_PICTURE = `${mediaHost().imagePrefix}pathshala/profile/profile.png`

const PATH = '/api/v1/profile/updateProfile'
const DATE_MESSAGE = 'Date of birth must be a real date written as DD.MM.YYYY'

function learner() {
  return UserFactory.merge({
    firstName: 'Asha',
    lastName: 'Verma',
    email: 'asha@example.com',
    contactNumber: '9876543210',
  }).create()
}

test.group('PUT /api/v1/profile/updateProfile', (group) => {
  withCleanDatabase(group)

  test('refuses a visitor who is not signed in', async ({ client }) => {
    const response = await client.put(PATH).json({ firstName: 'Nobody' }).withCsrfToken()

    response.assertStatus(401)
    response.assertBody({ success: false, message: 'Please sign in to continue' })
  })

  test('stores every field and answers the updated user', async ({ client, assert }) => {
    const user = await learner()

    const response = await client
      .put(PATH)
      .json({
        firstName: 'Ashalata',
        lastName: 'Sharma',
        email: 'asha@example.com',
        dateOfBirth: '15.08.1995',
        contactNumber: '9123456780',
        about: 'Preparing for the civil services exam.',
        gender: 'female',
        image: OWN_PICTURE,
      })
      .loginAs(user)
      .withCsrfToken()

    response.assertStatus(200)
    const body = response.body()
    assert.isTrue(body.success)
    assert.equal(body.message, 'Profile Updated')
    assert.containsSubset(body.user, {
      _id: user.id,
      firstName: 'Ashalata',
      lastName: 'Sharma',
      name: 'Ashalata Sharma',
      email: 'asha@example.com',
      accountType: 'Student',
      image: OWN_PICTURE,
      contactNumber: '9123456780',
      additionalDetails: {
        dateOfBirth: '15.08.1995',
        contactNumber: '9123456780',
        about: 'Preparing for the civil services exam.',
        gender: 'female',
      },
    })
    assert.deepEqual(body.updatedUserDetails, body.user)
    assert.notProperty(body.user, 'password')
    assert.notProperty(body.user, 'googleId')

    const row = await db.from('users').where('id', user.id).firstOrFail()
    assert.equal(row.first_name, 'Ashalata')
    assert.equal(row.last_name, 'Sharma')
    assert.equal(row.contact_number, '9123456780')
    assert.equal(row.about, 'Preparing for the civil services exam.')
    assert.equal(row.gender, 'female')
    assert.equal(DateTime.fromJSDate(row.date_of_birth).toISODate(), '1995-08-15')

    // the next validate (which the client sends after a 200) shows the same
    const validate = await client.post('/api/v1/auth/validate').loginAs(user).withCsrfToken()
    validate.assertStatus(200)
    assert.deepEqual(validate.body().user, body.user)
  })

  test('leaves the fields sent empty as they were', async ({ client, assert }) => {
    const user = await learner()
    await client
      .put(PATH)
      .json({ about: 'Before', gender: 'male', dateOfBirth: '01.01.2000' })
      .loginAs(user)
      .withCsrfToken()

    const response = await client
      .put(PATH)
      .json({
        firstName: '',
        lastName: '',
        email: '',
        dateOfBirth: '',
        contactNumber: '',
        about: '   ',
        gender: '',
        image: '',
        lastNameExtra: 'ignored',
      })
      .loginAs(user)
      .withCsrfToken()

    response.assertStatus(200)
    assert.containsSubset(response.body().user, {
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha@example.com',
      contactNumber: '9876543210',
      image: null,
      additionalDetails: {
        dateOfBirth: '01.01.2000',
        contactNumber: '9876543210',
        about: 'Before',
        gender: 'male',
      },
    })
  })

  test('an empty body changes nothing and still answers 200', async ({ client, assert }) => {
    const user = await learner()

    const response = await client.put(PATH).json({}).loginAs(user).withCsrfToken()

    response.assertStatus(200)
    assert.equal(response.body().user.firstName, 'Asha')
  })

  test('accepts the current email in any case but refuses another one', async ({
    client,
    assert,
  }) => {
    const user = await learner()

    const same = await client
      .put(PATH)
      .json({ email: 'ASHA@example.com', firstName: 'Asha2' })
      .loginAs(user)
      .withCsrfToken()
    same.assertStatus(200)
    assert.equal(same.body().user.firstName, 'Asha2')

    const other = await client
      .put(PATH)
      .json({ email: 'someone.else@example.com', firstName: 'Changed' })
      .loginAs(user)
      .withCsrfToken()
    assertFieldError(other, 'email', 'Email cannot be changed')

    await user.refresh()
    assert.equal(user.email, 'asha@example.com')
    // nothing of a refused update is kept
    assert.equal(user.firstName, 'Asha2')
  })

  test('ignores fields a learner may not set: account type, password, id', async ({
    client,
    assert,
  }) => {
    const user = await learner()

    const response = await client
      .put(PATH)
      .json({
        accountType: 'Admin',
        password: 'Hacked#1234',
        _id: '00000000-0000-0000-0000-000000000000',
        id: '00000000-0000-0000-0000-000000000000',
        provider: 'google',
        googleId: '1234567890',
        about: 'Only this changes',
      })
      .loginAs(user)
      .withCsrfToken()

    response.assertStatus(200)
    assert.equal(response.body().user.accountType, 'Student')
    assert.equal(response.body().user._id, user.id)
    const row = await User.findOrFail(user.id)
    assert.equal(row.accountType, 'Student')
    assert.equal(row.provider, 'email')
    assert.isNull(row.googleId)
    assert.equal(row.about, 'Only this changes')
    assert.isTrue(await hash.verify(row.password!, USER_FACTORY_PASSWORD))
  })

  test('refuses a date of birth that is not a real past DD.MM.YYYY date ({$self})')
    .with(() => [
      '31.02.2000',
      '2000-01-01',
      '1.1.2000',
      '01/01/2000',
      '32.01.2000',
      '01.13.2000',
      '01.01.1899',
      'yesterday',
      DateTime.utc().plus({ days: 2 }).toFormat('dd.MM.yyyy'),
    ])
    .run(async ({ client, assert }, dateOfBirth) => {
      const user = await learner()

      const response = await client.put(PATH).json({ dateOfBirth }).loginAs(user).withCsrfToken()

      assertFieldError(response, 'dateOfBirth', DATE_MESSAGE)
      await user.refresh()
      assert.isNull(user.dateOfBirth)
    })

  test('accepts today and 29 February of a leap year as a date of birth', async ({
    client,
    assert,
  }) => {
    const user = await learner()
    const today = DateTime.utc().toFormat('dd.MM.yyyy')

    for (const dateOfBirth of ['29.02.2000', today]) {
      const response = await client.put(PATH).json({ dateOfBirth }).loginAs(user).withCsrfToken()
      response.assertStatus(200)
      assert.equal(response.body().user.additionalDetails.dateOfBirth, dateOfBirth)
    }
  })

  test('refuses a contact number that is not exactly 10 digits ({$self})')
    .with(['12345', '98765432101', '98765 4321', 'abcdefghij', '+919876543'])
    .run(async ({ client, assert }, contactNumber) => {
      const user = await learner()

      const response = await client.put(PATH).json({ contactNumber }).loginAs(user).withCsrfToken()

      assertFieldError(response, 'contactNumber', 'Contact number must be exactly 10 digits')
      await user.refresh()
      assert.equal(user.contactNumber, '9876543210')
    })

  test('takes gender in any case and refuses other values', async ({ client, assert }) => {
    const user = await learner()

    const male = await client.put(PATH).json({ gender: 'Male' }).loginAs(user).withCsrfToken()
    male.assertStatus(200)
    assert.equal(male.body().user.additionalDetails.gender, 'male')

    const other = await client.put(PATH).json({ gender: 'OTHER' }).loginAs(user).withCsrfToken()
    assert.equal(other.body().user.additionalDetails.gender, 'other')

    const robot = await client.put(PATH).json({ gender: 'robot' }).loginAs(user).withCsrfToken()
    assertFieldError(robot, 'gender', 'Gender must be male, female or other')
    await user.refresh()
    assert.equal(user.gender, 'other')
  })

  test('takes an http(s) image URL and refuses anything else ({$self})')
    .with([
      'javascript:alert(1)',
      'ftp://files.example.com/me.png',
      'not a url',
      '//cdn.example.com/me.png',
      'data:image/png;base64,AAAA',
    ])
    .run(async ({ client, assert }, image) => {
      const user = await learner()

      const response = await client.put(PATH).json({ image }).loginAs(user).withCsrfToken()

      assertFieldError(response, 'image', 'The image must be an http(s) URL')
      await user.refresh()
      assert.isNull(user.image)
    })

  test('keeps an http image URL of the local media as given', async ({ client, assert }) => {
    const user = await learner()
    // the test server's APP_URL is http, as in development
    const image = `${mediaHost().imagePrefix}pathshala/profile/me.png`
    assert.match(image, /^http:/)

    const response = await client.put(PATH).json({ image }).loginAs(user).withCsrfToken()

    response.assertStatus(200)
    assert.equal(response.body().user.image, image)
  })

  test('limits names to 50 characters and about to 500', async ({ client, assert }) => {
    const user = await learner()

    const longName = await client
      .put(PATH)
      .json({ firstName: 'A'.repeat(51) })
      .loginAs(user)
      .withCsrfToken()
    assertFieldError(longName, 'firstName', 'Names must not exceed 50 characters')

    const longLastName = await client
      .put(PATH)
      .json({ lastName: 'B'.repeat(51) })
      .loginAs(user)
      .withCsrfToken()
    assertFieldError(longLastName, 'lastName', 'Names must not exceed 50 characters')

    // only spaces count as left empty: the name stays
    const blankName = await client
      .put(PATH)
      .json({ firstName: '   ', lastName: ' \t ' })
      .loginAs(user)
      .withCsrfToken()
    blankName.assertStatus(200)
    assert.containsSubset(blankName.body().user, { firstName: 'Asha', lastName: 'Verma' })

    const notText = await client.put(PATH).json({ firstName: 42 }).loginAs(user).withCsrfToken()
    assertFieldError(notText, 'firstName', 'First Name is required')

    const longAbout = await client
      .put(PATH)
      .json({ about: 'x'.repeat(501) })
      .loginAs(user)
      .withCsrfToken()
    assertFieldError(longAbout, 'about', 'About must not exceed 500 characters')

    const fits = await client
      .put(PATH)
      .json({ firstName: 'A'.repeat(50), about: 'x'.repeat(500) })
      .loginAs(user)
      .withCsrfToken()
    fits.assertStatus(200)
  })

  test('reports every invalid field at once', async ({ client, assert }) => {
    const user = await learner()

    const response = await client
      .put(PATH)
      .json({ dateOfBirth: '2000-01-01', contactNumber: '1', gender: 'robot' })
      .loginAs(user)
      .withCsrfToken()

    response.assertStatus(422)
    const fields = response.body().errors.map((error: { field: string }) => error.field)
    assert.sameMembers(fields, ['dateOfBirth', 'contactNumber', 'gender'])
  })

  test('needs the CSRF token with a session', async ({ client, assert }) => {
    const user = await learner()

    const response = await client.put(PATH).json({ firstName: 'Forged' }).loginAs(user)

    response.assertStatus(403)
    response.assertBodyContains({ success: false })
    await user.refresh()
    assert.equal(user.firstName, 'Asha')
  })

  test('works with a bearer token and no CSRF token', async ({ client, assert }) => {
    const user = await learner()

    const response = await client
      .put(PATH)
      .json({ about: 'From the desktop app' })
      .withGuard('api')
      .loginAs(user)

    response.assertStatus(200)
    response.assertBodyContains({ success: true, message: 'Profile Updated' })
    assert.equal(response.body().user.additionalDetails.about, 'From the desktop app')
  })
})
