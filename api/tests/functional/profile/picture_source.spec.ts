import { test } from '@japa/runner'
import env from '#start/env'
import User from '#accounts/models/user'
import { UserFactory } from '#database/factories/user_factory'
import CloudinaryMediaStorage from '#media/services/cloudinary_media_storage'
import { useMediaStorage } from '#media/services/main'
import { OWN_MEDIA_MESSAGE } from '#accounts/validators/profile'
import { withCleanDatabase } from '#tests/helpers/database'
import { assertFieldError } from '#tests/support/assertions'

const DISPLAY_PICTURE = '/api/v1/profile/updateDisplayPicture'
const UPDATE_PROFILE = '/api/v1/profile/updateProfile'

/** The local media URL of an image of this API (the test runner stores media itself), as written. */
const local = (path: string) => `${new URL(env.get('APP_URL')).origin}/api/v1/media/image/${path}`

async function pictureOf(user: User) {
  const stored = await User.findOrFail(user.id)
  return stored.image
}

test.group('Profile picture: only from the product’s own media host (local media)', (group) => {
  withCleanDatabase(group)

  test('a picture stored by this API is taken', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const picture = local('pathshala/profile/asha.jpg')

    const response = await client
      .put(DISPLAY_PICTURE)
      .json({ imageUrl: picture })
      .loginAs(user)
      .withCsrfToken()

    response.assertStatus(200)
    // kept as its path, without the host (docs/api-contract.md#picture-addresses)
    assert.equal(await pictureOf(user), '/api/v1/media/image/pathshala/profile/asha.jpg')
  })

  test('any other address is refused with 422 ({$self})')
    .with([
      'https://tracker.example.com/pixel.png',
      'https://res.cloudinary.com/demo/image/upload/v1/avatar.jpg',
      local('../raw/pathshala/books/secret.pdf'),
      local('%2e%2e/%2e%2e/auth/logout'),
      local('').replace('/image/', '/raw/') + 'pathshala/books/a.pdf',
      local(''),
      local('a.png').replace('://', '://user:pass@'),
      local('a.png').replace(/:\d+\//, ':1/'),
    ])
    .run(async ({ client, assert }, imageUrl) => {
      const user = await UserFactory.merge({ image: local('pathshala/profile/old.png') }).create()

      const response = await client
        .put(DISPLAY_PICTURE)
        .json({ imageUrl })
        .loginAs(user)
        .withCsrfToken()

      assertFieldError(response, 'imageUrl', OWN_MEDIA_MESSAGE)
      assert.equal(await pictureOf(user), local('pathshala/profile/old.png'))
    })

  test('updateProfile refuses an outside picture too', async ({ client, assert }) => {
    const user = await UserFactory.create()

    const response = await client
      .put(UPDATE_PROFILE)
      .json({ about: 'Hello', image: 'https://tracker.example.com/pixel.png' })
      .loginAs(user)
      .withCsrfToken()

    assertFieldError(response, 'image', OWN_MEDIA_MESSAGE)
    assert.isNull(await pictureOf(user))
  })

  test('updateProfile keeps the current picture sent back as it is (a Google account’s)', async ({
    client,
    assert,
  }) => {
    const google = 'https://lh3.googleusercontent.com/a/ACg8ocK-picture=s96-c'
    const user = await UserFactory.merge({ image: google }).create()

    const response = await client
      .put(UPDATE_PROFILE)
      .json({ about: 'Hello', image: google })
      .loginAs(user)
      .withCsrfToken()

    response.assertStatus(200)
    assert.equal(response.body().user.image, google)
    assert.equal(await pictureOf(user), google)
  })
})

test.group('Profile picture: only from the product’s own media host (Cloudinary)', (group) => {
  withCleanDatabase(group)
  group.setup(() => {
    useMediaStorage(
      new CloudinaryMediaStorage({ cloudName: 'pathshala-demo', apiKey: '1', apiSecret: 's' })
    )
    return () => useMediaStorage(undefined)
  })

  test('a secure delivery URL of the configured cloud is taken', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const picture =
      'https://res.cloudinary.com/pathshala-demo/image/upload/v1712/pathshala/profile/a.jpg'

    const response = await client
      .put(DISPLAY_PICTURE)
      .json({ imageUrl: picture })
      .loginAs(user)
      .withCsrfToken()

    response.assertStatus(200)
    assert.equal(await pictureOf(user), picture)
  })

  test('another cloud, plain http or the local media are refused ({$self})')
    .with([
      'https://res.cloudinary.com/someone-else/image/upload/v1/a.jpg',
      'http://res.cloudinary.com/pathshala-demo/image/upload/v1/a.jpg',
      'https://res.cloudinary.com/pathshala-demo/raw/upload/v1/a.pdf',
      local('pathshala/profile/a.jpg'),
    ])
    .run(async ({ client, assert }, imageUrl) => {
      const user = await UserFactory.create()

      const response = await client
        .put(DISPLAY_PICTURE)
        .json({ imageUrl })
        .loginAs(user)
        .withCsrfToken()

      assertFieldError(response, 'imageUrl', OWN_MEDIA_MESSAGE)
      assert.isNull(await pictureOf(user))
    })
})
