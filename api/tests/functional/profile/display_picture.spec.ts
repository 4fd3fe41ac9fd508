import { test } from '@japa/runner'
import User from '#accounts/models/user'
import { UserFactory } from '#database/factories/user_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { assertFieldError } from '#tests/support/assertions'
import { mediaHost } from '#media/services/media_host'

const PATH = '/api/v1/profile/updateDisplayPicture'
/** A picture of the product's own media host (the local store in tests). */
const IMAGE = `${mediaHost().imagePrefix}pathshala/profile/asha.jpg`
/** What is kept of it: its path, without the host (docs/api-contract.md#picture-addresses). */
const STORED_IMAGE = '/api/v1/media/image/pathshala/profile/asha.jpg'
const URL_MESSAGE = 'The image must be an http(s) URL'

async function pictureOf(user: User) {
  const stored = await User.findOrFail(user.id)
  return stored.image
}

test.group('PUT /api/v1/profile/updateDisplayPicture', (group) => {
  withCleanDatabase(group)

  test('stores the picture and answers it as data.image', async ({ client, assert }) => {
    const user = await UserFactory.create()

    const response = await client.put(PATH).json({ imageUrl: IMAGE }).loginAs(user).withCsrfToken()

    response.assertStatus(200)
    const body = response.body()
    assert.isTrue(body.success)
    assert.isString(body.message)
    assert.equal(body.data.image, IMAGE)
    assert.equal(body.data._id, user.id)
    assert.equal(body.data.email, user.email)
    assert.notProperty(body.data, 'password')
    assert.equal(await pictureOf(user), STORED_IMAGE)

    // a later profile update without an image keeps the picture
    const profile = await client
      .put('/api/v1/profile/updateProfile')
      .json({ about: 'Hello' })
      .loginAs(user)
      .withCsrfToken()
    assert.equal(profile.body().user.image, IMAGE)
  })

  test('replaces an earlier picture', async ({ client, assert }) => {
    const user = await UserFactory.merge({ image: 'https://example.com/old.png' }).create()

    const response = await client.put(PATH).json({ imageUrl: IMAGE }).loginAs(user).withCsrfToken()

    response.assertStatus(200)
    assert.equal(await pictureOf(user), STORED_IMAGE)
  })

  test('refuses a missing or non-http(s) imageUrl ({$self})')
    .with([null, '', 'javascript:alert(1)', 'ftp://example.com/a.png', 'picture.png', 42])
    .run(async ({ client, assert }, imageUrl) => {
      const user = await UserFactory.create()

      const response = await client
        .put(PATH)
        .json(imageUrl === null ? {} : { imageUrl })
        .loginAs(user)
        .withCsrfToken()

      assertFieldError(response, 'imageUrl', URL_MESSAGE)
      assert.isNull(await pictureOf(user))
    })

  test('refuses a visitor who is not signed in', async ({ client }) => {
    const response = await client.put(PATH).json({ imageUrl: IMAGE }).withCsrfToken()

    response.assertStatus(401)
    response.assertBody({ success: false, message: 'Please sign in to continue' })
  })

  test('needs the CSRF token with a session', async ({ client, assert }) => {
    const user = await UserFactory.create()

    const response = await client.put(PATH).json({ imageUrl: IMAGE }).loginAs(user)

    response.assertStatus(403)
    assert.isNull(await pictureOf(user))
  })

  test('works with a bearer token and no CSRF token', async ({ client }) => {
    const user = await UserFactory.create()

    const response = await client.put(PATH).json({ imageUrl: IMAGE }).withGuard('api').loginAs(user)

    response.assertStatus(200)
    response.assertBodyContains({ success: true, data: { image: IMAGE } })
  })
})
