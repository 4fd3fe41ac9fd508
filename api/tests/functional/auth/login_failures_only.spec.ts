import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { throttles } from '#core/services/throttles'
import { UserFactory, USER_FACTORY_PASSWORD } from '#database/factories/user_factory'
import { StoreItemFactory } from '#database/factories/store_item_factory'
import { PurchaseFactory } from '#database/factories/purchase_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { API, CLIENT_IP, consumed } from '#tests/functional/auth/helpers'

const LOGIN = `${API}/auth/login`

/**
 * `count` learners who sign in with USER_FACTORY_PASSWORD. The password is
 * hashed once and the other rows are copies of the first (the factory would
 * hash it for every one, which takes a while on a small machine).
 */
async function learnersSharingOnePassword(count: number) {
  const first = await UserFactory.create()
  const template = await db.from('users').where('id', first.id).firstOrFail()
  const copies = Array.from({ length: count - 1 }, (_, i) => ({
    ...template,
    id: randomUUID(),
    email: `nat-learner-${i}@example.com`,
  }))
  await db.table('users').multiInsert(copies)
  return [{ email: first.email }, ...copies]
}

test.group('POST /auth/login counts failures only, once known', (group) => {
  withCleanDatabase(group)

  test('110 learners behind one address (a NAT) sign in at once: none is refused', async ({
    client,
    assert,
  }) => {
    // more than the per-IP allowance of 100 failures, all at the same moment
    const learners = await learnersSharingOnePassword(110)

    const answers = await Promise.all(
      learners.map((learner) =>
        client
          .post(LOGIN)
          .json({ email: learner.email, password: USER_FACTORY_PASSWORD })
          .withCsrfToken()
      )
    )

    const statuses = answers.map((answer) => answer.status())
    assert.deepEqual(
      statuses.filter((status) => status !== 200),
      [],
      `refused: ${statuses.filter((status) => status !== 200).length} of ${statuses.length}`
    )
    assert.isUndefined(await consumed(throttles.loginPerIp(), `login:${CLIENT_IP}`))
  }).timeout(90_000)

  test('near the per-IP limit, correct sign-ins still pass and failures are still stopped', async ({
    client,
    assert,
  }) => {
    const perIp = throttles.loginPerIp()
    const ipKey = `login:${CLIENT_IP}`
    const learners = await UserFactory.createMany(12)
    // 98 known failures: room for two more
    await perIp.set(ipKey, 98, '15 mins')

    const correct = await Promise.all(
      learners.map((learner) =>
        client
          .post(LOGIN)
          .json({ email: learner.email, password: USER_FACTORY_PASSWORD })
          .withCsrfToken()
      )
    )
    assert.deepEqual(
      correct.map((answer) => answer.status()),
      learners.map(() => 200)
    )
    assert.equal(await consumed(perIp, ipKey), 98)

    // wrong passwords in parallel, across addresses: exactly the two that fit
    const wrong = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        client
          .post(LOGIN)
          .json({ email: `guess-${i}@example.com`, password: 'wrong' })
          .withCsrfToken()
      )
    )
    const statuses = wrong.map((answer) => answer.status()).sort()
    assert.deepEqual(statuses, [401, 401, 429, 429, 429, 429, 429, 429])
    assert.equal(await consumed(perIp, ipKey), 100)

    // now the address is blocked, for a correct password too
    const blocked = await client
      .post(LOGIN)
      .json({ email: learners[0].email, password: USER_FACTORY_PASSWORD })
      .withCsrfToken()
    blocked.assertStatus(429)
    blocked.assertBodyContains({ success: false })
  }).timeout(60_000)

  test('the same learner signing in many times at once is never refused', async ({
    client,
    assert,
  }) => {
    const learner = await UserFactory.create()

    const answers = await Promise.all(
      Array.from({ length: 15 }, () =>
        client
          .post(LOGIN)
          .json({ email: learner.email, password: USER_FACTORY_PASSWORD })
          .withCsrfToken()
      )
    )

    assert.deepEqual(
      answers.map((answer) => answer.status()),
      answers.map(() => 200)
    )
  }).timeout(60_000)
})

test.group('POST /auth/login answers the user as validate does', (group) => {
  withCleanDatabase(group)

  test('with the materials the learner owns', async ({ client, assert }) => {
    const learner = await UserFactory.create()
    const item = await StoreItemFactory.create()
    await PurchaseFactory.merge({ userId: learner.id, storeItemId: item.id }).create()

    const login = await client
      .post(LOGIN)
      .json({ email: learner.email, password: USER_FACTORY_PASSWORD })
      .withCsrfToken()
    login.assertStatus(200)

    const validate = await client.post(`${API}/auth/validate`).loginAs(learner).withCsrfToken()
    validate.assertStatus(200)

    assert.lengthOf(login.body().user.materials, 1)
    assert.equal(login.body().user.materials[0]._id, item.id)
    assert.deepEqual(login.body().user, validate.body().user)
  })
})
