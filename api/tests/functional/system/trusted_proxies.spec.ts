import { test } from '@japa/runner'
import { failedStart } from '#tests/support/failed_start'
import type { Group } from '@japa/runner/core'
import env from '#start/env'
import { throttles } from '#core/services/throttles'
import { parseTrustedProxies } from '#start/runtime/trusted_proxies'
import { withCleanDatabase } from '#tests/helpers/database'
import { API, CLIENT_IP, consumed } from '#tests/functional/auth/helpers'

const LOGIN = `${API}/auth/login`

/** TRUSTED_PROXIES as the group's tests need it; the setting is put back afterwards. */
function withTrustedProxies(group: Group, entries: string[]) {
  group.each.setup(() => {
    const before = env.get('TRUSTED_PROXIES')
    env.set('TRUSTED_PROXIES', entries)
    return () => env.set('TRUSTED_PROXIES', before)
  })
}

test.group('TRUSTED_PROXIES leaves out the peer (here: loopback)', (group) => {
  withCleanDatabase(group)
  withTrustedProxies(group, ['10.20.30.40'])

  test('a client naming other addresses in X-Forwarded-For cannot escape the per-IP limit', async ({
    client,
    assert,
  }) => {
    const perIp = throttles.loginPerIp()
    // the peer's failures fill the per-IP allowance but one
    await perIp.set(`login:${CLIENT_IP}`, 99, '15 mins')

    const last = await client
      .post(LOGIN)
      .header('x-forwarded-for', '198.51.100.1')
      .json({ email: 'a@example.com', password: 'wrong' })
      .withCsrfToken()
    last.assertStatus(401)
    assert.equal(await consumed(perIp, `login:${CLIENT_IP}`), 100)
    assert.isUndefined(await consumed(perIp, 'login:198.51.100.1'))

    for (const forwarded of ['198.51.100.2', '203.0.113.9, 10.20.30.40', '::1']) {
      const response = await client
        .post(LOGIN)
        .header('x-forwarded-for', forwarded)
        .json({ email: 'b@example.com', password: 'wrong' })
        .withCsrfToken()
      response.assertStatus(429)
    }
  })
})

test.group('TRUSTED_PROXIES lists the peer (the default: loopback)', (group) => {
  withCleanDatabase(group)

  test('the forwarded client address is the one limited', async ({ client, assert }) => {
    assert.deepEqual(env.get('TRUSTED_PROXIES'), ['loopback'])
    const perIp = throttles.loginPerIp()
    await perIp.set('login:198.51.100.7', 100, '15 mins')

    const blocked = await client
      .post(LOGIN)
      .header('x-forwarded-for', '198.51.100.7')
      .json({ email: 'a@example.com', password: 'wrong' })
      .withCsrfToken()
    blocked.assertStatus(429)

    // another client behind the same proxy has its own allowance
    const other = await client
      .post(LOGIN)
      .header('x-forwarded-for', '198.51.100.8')
      .json({ email: 'a@example.com', password: 'wrong' })
      .withCsrfToken()
    other.assertStatus(401)
    assert.equal(await consumed(perIp, 'login:198.51.100.8'), 1)
    assert.isUndefined(await consumed(perIp, `login:${CLIENT_IP}`))
  })

  test('only the hops from trusted proxies are believed', async ({ client, assert }) => {
    const perIp = throttles.loginPerIp()

    // the client wrote 192.0.2.1 itself; the trusted proxy saw it come from 198.51.100.9
    const response = await client
      .post(LOGIN)
      .header('x-forwarded-for', '192.0.2.1, 198.51.100.9')
      .json({ email: 'a@example.com', password: 'wrong' })
      .withCsrfToken()
    response.assertStatus(401)
    assert.equal(await consumed(perIp, 'login:198.51.100.9'), 1)
    assert.isUndefined(await consumed(perIp, 'login:192.0.2.1'))
  })
})

test.group('TRUSTED_PROXIES is checked at start', () => {
  test('addresses, ranges and names are read; empty means loopback', ({ assert }) => {
    assert.deepEqual(parseTrustedProxies(undefined), ['loopback'])
    assert.deepEqual(parseTrustedProxies(' , '), ['loopback'])
    assert.deepEqual(parseTrustedProxies('10.0.0.1, 172.16.0.0/12,fd00::/8 , loopback'), [
      '10.0.0.1',
      '172.16.0.0/12',
      'fd00::/8',
      'loopback',
    ])
  })

  test('a bad entry is named ({$self})')
    .with(['proxy.example.com', '10.0.0.0/33', '10.0.0.1;10.0.0.2', '*'])
    .run(({ assert }, entry) => {
      assert.throws(
        () => parseTrustedProxies(`127.0.0.1,${entry}`),
        `TRUSTED_PROXIES: "${entry}" is not an IP address`
      )
    })

  test('a start with a bad entry stops at once with that message', async ({ assert }) => {
    const failure = await failedStart({
      TRUSTED_PROXIES: '10.0.0.1, proxy.internal',
    })
    assert.isNotNull(failure, 'the server started')
    assert.equal(failure!.code, 1)
    assert.include(
      failure!.stderr,
      'Cannot start: TRUSTED_PROXIES: "proxy.internal" is not an IP address'
    )
  }).timeout(60_000)
})
