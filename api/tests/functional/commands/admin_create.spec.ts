import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import hash from '@adonisjs/core/services/hash'
import User from '#accounts/models/user'
import AdminCreate from '../../../commands/admin_create.js'
import { UserFactory, USER_FACTORY_PASSWORD } from '#database/factories/user_factory'
import { withCleanDatabase } from '#tests/helpers/database'

const ADMIN_PASSWORD = 'Admin#Pass2024'

async function run(args: string[]) {
  const command = await ace.create(AdminCreate, args)
  await command.exec()
  return command
}

test.group('node ace admin:create', (group) => {
  withCleanDatabase(group)
  group.setup(() => {
    ace.ui.switchMode('raw')
    return () => ace.ui.switchMode('normal')
  })

  test('creates an Admin that can sign in', async ({ client, assert }) => {
    const command = await run([
      '--email',
      ' Head.Office@Example.com ',
      '--password',
      ADMIN_PASSWORD,
      '--first-name',
      'Sunita',
      '--last-name',
      'Rao',
    ])

    command.assertSucceeded()
    command.assertLog('[ green(success) ] Created admin head.office@example.com')
    const admin = await User.findByOrFail('email', 'head.office@example.com')
    assert.equal(admin.accountType, 'Admin')
    assert.equal(admin.provider, 'email')
    assert.equal(admin.firstName, 'Sunita')
    assert.equal(admin.lastName, 'Rao')
    assert.notEqual(admin.password, ADMIN_PASSWORD)

    const login = await client
      .post('/api/v1/auth/login')
      .json({ email: 'head.office@example.com', password: ADMIN_PASSWORD })
      .withCsrfToken()
    login.assertStatus(200)
    login.assertBodyContains({ success: true, user: { accountType: 'Admin' } })
  })

  test('names a new admin "Admin User" by default', async ({ assert }) => {
    const command = await run(['--email', 'root@example.com', '--password', ADMIN_PASSWORD])

    command.assertSucceeded()
    const admin = await User.findByOrFail('email', 'root@example.com')
    assert.equal(admin.firstName, 'Admin')
    assert.equal(admin.lastName, 'User')
  })

  test('promotes an existing learner and sets the new password', async ({ client, assert }) => {
    const learner = await UserFactory.merge({
      email: 'teacher@example.com',
      firstName: 'Vikram',
    }).create()

    const command = await run(['--email', 'Teacher@example.com', '--password', ADMIN_PASSWORD])

    command.assertSucceeded()
    command.assertLog('[ green(success) ] Promoted admin teacher@example.com')
    assert.lengthOf(await User.all(), 1)
    await learner.refresh()
    assert.equal(learner.accountType, 'Admin')
    // an existing account keeps its own names
    assert.equal(learner.firstName, 'Vikram')
    assert.isFalse(await hash.verify(learner.password!, USER_FACTORY_PASSWORD))

    const oldLogin = await client
      .post('/api/v1/auth/login')
      .json({ email: learner.email, password: USER_FACTORY_PASSWORD })
      .withCsrfToken()
    oldLogin.assertStatus(401)
    const login = await client
      .post('/api/v1/auth/login')
      .json({ email: learner.email, password: ADMIN_PASSWORD })
      .withCsrfToken()
    login.assertStatus(200)
    login.assertBodyContains({ user: { _id: learner.id, accountType: 'Admin' } })
  })

  test('gives a Google-only account a password', async ({ client, assert }) => {
    const learner = await UserFactory.apply('google')
      .merge({ email: 'g.user@gmail.com', password: null })
      .create()

    const command = await run(['--email', 'g.user@gmail.com', '--password', ADMIN_PASSWORD])

    command.assertSucceeded()
    await learner.refresh()
    assert.equal(learner.accountType, 'Admin')
    const login = await client
      .post('/api/v1/auth/login')
      .json({ email: 'g.user@gmail.com', password: ADMIN_PASSWORD })
      .withCsrfToken()
    login.assertStatus(200)
  })

  test('refuses a password shorter than 8 characters', async ({ assert }) => {
    const learner = await UserFactory.merge({ email: 'short@example.com' }).create()

    const command = await run(['--email', 'short@example.com', '--password', 'Ab1!xyz'])

    command.assertFailed()
    command.assertLog('[ red(error) ] The --password must be at least 8 characters long', 'stderr')
    await learner.refresh()
    assert.equal(learner.accountType, 'Student')
    assert.isTrue(await hash.verify(learner.password!, USER_FACTORY_PASSWORD))
  })

  test('refuses an email the sign-in form would not accept ({label})')
    .with([
      { label: 'no @', email: 'not-an-email' },
      { label: 'no domain', email: 'admin@localhost' },
      { label: 'one-letter top-level domain', email: 'admin@example.c' },
      { label: 'longer than 254', email: `${'a'.repeat(60)}@${'b'.repeat(200)}.com` },
    ])
    .run(async ({ assert }, { email }) => {
      const command = await run(['--email', email, '--password', ADMIN_PASSWORD])

      command.assertFailed()
      command.assertLog('[ red(error) ] Give a valid --email', 'stderr')
      assert.lengthOf(await User.all(), 0)
    })

  test('refuses a password longer than sign-in accepts', async ({ assert }) => {
    const command = await run(['--email', 'long@example.com', '--password', 'Aa1!'.repeat(33)])

    command.assertFailed()
    command.assertLog('[ red(error) ] The --password must not exceed 128 characters', 'stderr')
    assert.lengthOf(await User.all(), 0)
  })

  test('a password of exactly 128 characters still signs in', async ({ client }) => {
    const password = 'Aa1!'.repeat(32)
    const command = await run(['--email', 'long@example.com', '--password', password])

    command.assertSucceeded()
    const login = await client
      .post('/api/v1/auth/login')
      .json({ email: 'long@example.com', password })
      .withCsrfToken()
    login.assertStatus(200)
  })

  test('cannot be created without the password flag', async ({ assert }) => {
    await assert.rejects(
      () => ace.create(AdminCreate, ['--email', 'nopass@example.com']),
      /Missing required option "password"/
    )
    assert.lengthOf(await User.all(), 0)
  })
})
