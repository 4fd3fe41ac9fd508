import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import mail from '@adonisjs/mail/services/main'
import env from '#start/env'
import User from '#accounts/models/user'
import PasswordResetToken from '#accounts/models/password_reset_token'
import { UserFactory, USER_FACTORY_PASSWORD } from '#database/factories/user_factory'
import { sha256, urlToken } from '#accounts/services/secret_token'
import { withCleanDatabase } from '#tests/helpers/database'
import { Browser } from '#tests/support/browser'
import {
  googleStandIn,
  STAND_IN_CLIENT_ID,
  STAND_IN_CLIENT_SECRET,
  type GoogleUserInfo,
} from '#tests/support/google_stand_in'

const START = '/api/v1/auth/google'
const CALLBACK = '/api/v1/auth/google/callback'

const newLearner: GoogleUserInfo = {
  sub: '104729384756102938475',
  email: 'Neha.Gupta@gmail.com',
  email_verified: true,
  name: 'Neha Gupta',
  given_name: 'Neha',
  family_name: 'Gupta',
  picture: 'https://lh3.googleusercontent.com/a/neha-gupta=s96-c',
}

/** GET /auth/google in `browser`: the state Google would hand back. */
async function startSignIn(browser: Browser) {
  const response = await browser.get(START)
  if (response.status !== 302 || !response.location) {
    throw new Error(`GET /auth/google answered ${response.status}`)
  }
  const location = new URL(response.location)
  return { response, location, state: location.searchParams.get('state') ?? '' }
}

/** Google sending the browser back to the callback with these query parameters. */
function returnFromGoogle(browser: Browser, query: Record<string, string>) {
  return browser.get(`${CALLBACK}?${new URLSearchParams(query)}`)
}

/** The whole round trip: start, consent as `profile`, come back. */
async function signInWithGoogle(browser: Browser, profile: GoogleUserInfo) {
  const { state } = await startSignIn(browser)
  return returnFromGoogle(browser, { code: googleStandIn.issueCode(profile), state })
}

async function whoIs(browser: Browser) {
  return browser.post('/api/v1/auth/validate')
}

test.group('Google sign-in', (group) => {
  withCleanDatabase(group)
  group.setup(async () => {
    await googleStandIn.start()
    return () => googleStandIn.stop()
  })
  group.each.teardown(() => googleStandIn.reset())

  test('GET /auth/google sends the browser to Google with client id and state', async ({
    assert,
  }) => {
    const browser = new Browser()

    const { response, location, state } = await startSignIn(browser)

    assert.equal(response.status, 302)
    assert.equal(`${location.origin}${location.pathname}`, googleStandIn.authorizeUrl)
    assert.equal(location.searchParams.get('client_id'), STAND_IN_CLIENT_ID)
    assert.equal(location.searchParams.get('response_type'), 'code')
    assert.equal(
      location.searchParams.get('redirect_uri'),
      new URL(CALLBACK, env.get('APP_URL')).href
    )
    assert.sameMembers(location.searchParams.get('scope')!.split(' '), [
      'openid',
      'email',
      'profile',
    ])
    assert.isAtLeast(state.length, 16)
    assert.notInclude(response.location!, STAND_IN_CLIENT_SECRET)
    // the state is kept in an httpOnly cookie to compare with Google's answer
    const stateCookie = response.headers
      .getSetCookie()
      .find((line) => line.startsWith('google_oauth_state='))
    assert.isDefined(stateCookie)
    assert.match(stateCookie!, /HttpOnly/i)

    // every start gets its own state
    const second = await startSignIn(new Browser())
    assert.notEqual(second.state, state)
  })

  test('a first sign-in creates a Student account and signs it in', async ({ assert }) => {
    const browser = new Browser()

    const response = await signInWithGoogle(browser, newLearner)

    assert.equal(response.status, 302)
    assert.equal(response.location, '/home')
    assert.isFalse(browser.cookies.has('google_oauth_state'))

    const user = await User.findByOrFail('email', 'neha.gupta@gmail.com')
    assert.containsSubset(user.serialize(), {
      firstName: 'Neha',
      lastName: 'Gupta',
      accountType: 'Student',
      provider: 'google',
      image: newLearner.picture,
    })
    assert.equal(user.googleId, newLearner.sub)
    assert.isNull(user.password)

    // the code was exchanged by the server with the app's credentials
    assert.lengthOf(googleStandIn.tokenRequests, 1)
    assert.containsSubset(googleStandIn.tokenRequests[0], {
      grant_type: 'authorization_code',
      client_id: STAND_IN_CLIENT_ID,
      client_secret: STAND_IN_CLIENT_SECRET,
      redirect_uri: new URL(CALLBACK, env.get('APP_URL')).href,
    })

    const validate = await whoIs(browser)
    assert.equal(validate.status, 200)
    assert.containsSubset(validate.body.user, {
      _id: user.id,
      email: 'neha.gupta@gmail.com',
      name: 'Neha Gupta',
      accountType: 'Student',
    })
    assert.notProperty(validate.body.user, 'googleId')
  })

  test('splits the display name when Google gives no given or family name', async ({ assert }) => {
    const response = await signInWithGoogle(new Browser(), {
      sub: '2001',
      email: 'rahul@gmail.com',
      email_verified: true,
      name: 'Rahul Kumar Singh',
    })

    assert.equal(response.location, '/home')
    const user = await User.findByOrFail('googleId', '2001')
    assert.equal(user.firstName, 'Rahul')
    assert.equal(user.lastName, 'Kumar Singh')
    assert.isNull(user.image)
  })

  test('a second sign-in with the same Google account reuses it', async ({ assert }) => {
    await signInWithGoogle(new Browser(), newLearner)
    const first = await User.findByOrFail('googleId', newLearner.sub)

    // even after the learner changed name and address at Google
    const browser = new Browser()
    const response = await signInWithGoogle(browser, {
      ...newLearner,
      email: 'neha.new@gmail.com',
      given_name: 'Nehaa',
    })

    assert.equal(response.location, '/home')
    const users = await User.all()
    assert.lengthOf(users, 1)
    const validate = await whoIs(browser)
    assert.equal(validate.body.user._id, first.id)
    assert.equal(validate.body.user.email, 'neha.gupta@gmail.com')
    assert.equal(validate.body.user.firstName, 'Neha')
  })

  test('links an existing account with the same verified address', async ({ assert }) => {
    const existing = await UserFactory.merge({
      email: 'neha.gupta@gmail.com',
      firstName: 'Neha',
      lastName: 'G',
    }).create()

    const browser = new Browser()
    const response = await signInWithGoogle(browser, newLearner)

    assert.equal(response.location, '/home')
    assert.lengthOf(await User.all(), 1)
    await existing.refresh()
    assert.equal(existing.googleId, newLearner.sub)
    assert.equal(existing.provider, 'email')
    assert.equal(existing.lastName, 'G')
    assert.equal(existing.image, newLearner.picture)
    assert.isTrue(await hash.verify(existing.password!, USER_FACTORY_PASSWORD))

    const validate = await whoIs(browser)
    assert.equal(validate.body.user._id, existing.id)
  })

  test('linking keeps a picture the learner already has', async ({ assert }) => {
    const existing = await UserFactory.merge({
      email: 'neha.gupta@gmail.com',
      image: 'https://res.cloudinary.com/demo/image/upload/mine.png',
    }).create()

    await signInWithGoogle(new Browser(), newLearner)

    await existing.refresh()
    assert.equal(existing.image, 'https://res.cloudinary.com/demo/image/upload/mine.png')
  })

  test('an unverified address is refused and never linked', async ({ assert }) => {
    const victim = await UserFactory.merge({ email: 'victim@example.com' }).create()
    const browser = new Browser()

    const response = await signInWithGoogle(browser, {
      sub: '3001',
      email: 'victim@example.com',
      email_verified: false,
      name: 'Not The Victim',
    })

    assert.equal(response.status, 302)
    assert.equal(response.location, '/login?error=google_unverified')
    await victim.refresh()
    assert.isNull(victim.googleId)
    assert.lengthOf(await User.all(), 1)
    const validate = await whoIs(browser)
    assert.equal(validate.status, 401)
  })

  test('a Google account without an address is refused', async ({ assert }) => {
    const response = await signInWithGoogle(new Browser(), { sub: '3002', name: 'No Mail' })

    assert.equal(response.location, '/login?error=google_unverified')
    assert.lengthOf(await User.all(), 0)
  })

  test("cancelling on Google's screen lands on /login?error=google_cancelled", async ({
    assert,
  }) => {
    const browser = new Browser()
    const { state } = await startSignIn(browser)

    const response = await returnFromGoogle(browser, { error: 'access_denied', state })

    assert.equal(response.status, 302)
    assert.equal(response.location, '/login?error=google_cancelled')
    assert.lengthOf(googleStandIn.tokenRequests, 0)
    assert.lengthOf(await User.all(), 0)
  })

  test('a state that does not match the cookie is refused', async ({ assert }) => {
    const browser = new Browser()
    await startSignIn(browser)

    const response = await returnFromGoogle(browser, {
      code: googleStandIn.issueCode(newLearner),
      state: 'forged-state',
    })

    assert.equal(response.status, 302)
    assert.equal(response.location, '/login?error=google_failed')
    assert.lengthOf(googleStandIn.tokenRequests, 0)
    assert.lengthOf(await User.all(), 0)
    const validate = await whoIs(browser)
    assert.equal(validate.status, 401)
  })

  test('a callback in a browser that never started the sign-in is refused', async ({ assert }) => {
    // the attacker's own state, replayed into the victim's browser
    const attacker = new Browser()
    const { state } = await startSignIn(attacker)
    const victim = new Browser()

    const response = await returnFromGoogle(victim, {
      code: googleStandIn.issueCode(newLearner),
      state,
    })

    assert.equal(response.location, '/login?error=google_failed')
    assert.lengthOf(await User.all(), 0)
  })

  test('a callback without a code or with another error fails cleanly', async ({ assert }) => {
    for (const query of [{}, { error: 'server_error' }] as Record<string, string>[]) {
      const browser = new Browser()
      const { state } = await startSignIn(browser)
      const response = await returnFromGoogle(browser, { ...query, state })
      assert.equal(response.location, '/login?error=google_failed')
    }
    assert.lengthOf(googleStandIn.tokenRequests, 0)
  })

  test('a failing code exchange lands on /login?error=google_failed', async ({ assert }) => {
    const browser = new Browser()
    const { state } = await startSignIn(browser)

    const response = await returnFromGoogle(browser, { code: googleStandIn.failingCode(), state })

    assert.equal(response.status, 302)
    assert.equal(response.location, '/login?error=google_failed')
    assert.lengthOf(googleStandIn.tokenRequests, 1)
    assert.lengthOf(await User.all(), 0)
  })

  test('a code that Google does not know lands on /login?error=google_failed', async ({
    assert,
  }) => {
    const browser = new Browser()
    const { state } = await startSignIn(browser)

    const response = await returnFromGoogle(browser, { code: 'made-up-code', state })

    assert.equal(response.location, '/login?error=google_failed')
    assert.lengthOf(await User.all(), 0)
  })

  test('a Google session ends with a password reset like any other', async ({ assert }) => {
    mail.fake()
    const browser = new Browser()
    await signInWithGoogle(browser, newLearner)
    const before = await whoIs(browser)
    assert.equal(before.status, 200)
    const user = await User.findByOrFail('googleId', newLearner.sub)
    const token = urlToken()
    await PasswordResetToken.create({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: DateTime.now().plus({ minutes: 15 }),
    })

    const reset = await new Browser().post('/api/v1/auth/reset-password', {
      token,
      newPassword: 'Fresh#Pass42',
    })
    mail.restore()

    assert.equal(reset.status, 200)
    await whoIs(browser)
    const validate = await whoIs(browser)
    assert.equal(validate.status, 401)
  })

  test('without Google keys the buttons lead to /login?error=google_unavailable ({$self})')
    .with(['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'] as const)
    .run(async ({ client, assert, cleanup }, key) => {
      const configured = env.get(key)!
      env.set(key, '')
      cleanup(() => env.set(key, configured))

      const browser = new Browser()
      const start = await browser.get(START)
      assert.equal(start.status, 302)
      assert.equal(start.location, '/login?error=google_unavailable')

      const callback = await returnFromGoogle(browser, {
        code: googleStandIn.issueCode(newLearner),
        state: 'anything',
      })
      assert.equal(callback.location, '/login?error=google_unavailable')
      assert.lengthOf(googleStandIn.tokenRequests, 0)

      const config = await client.get('/api/v1/config')
      config.assertBodyContains({ success: true, data: { googleSignIn: false } })
    })

  test('with both keys the public config offers Google sign-in', async ({ client }) => {
    const config = await client.get('/api/v1/config')
    config.assertBodyContains({ success: true, data: { googleSignIn: true } })
  })
})
