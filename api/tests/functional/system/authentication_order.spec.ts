import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import User from '#accounts/models/user'
import { UserFactory, USER_FACTORY_PASSWORD } from '#database/factories/user_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { Browser, signedInBrowser } from '#tests/support/browser'

/*
| Authentication answers a client without a session (401, then 403 for a learner on an admin
| call); CSRF guards cookie sessions only, and public writes (login) always.
*/

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

interface RouteToken {
  type: number
  val: string
  old: string
  matcher?: RegExp
}

interface TableRoute {
  pattern: string
  methods: string[]
  tokens: RouteToken[]
  middleware: { all(): Set<unknown> }
}

/** A path of the route, each param filled with a value its matcher takes. */
function samplePath(route: TableRoute) {
  const segments = route.tokens.map((token) => {
    if (token.type === 0) return token.val
    if (token.type === 2) return 'anything'
    const matcher = token.matcher
    if (!matcher) return UNKNOWN_ID
    return [UNKNOWN_ID, '1', 'some-slug'].find((value) => matcher.test(value)) ?? UNKNOWN_ID
  })
  return `/${segments.join('/')}`
}

function middlewareNames(route: TableRoute) {
  return [...route.middleware.all()].map((entry) => (entry as { name?: string }).name)
}

/** Every route of the router right now, with each method it takes (HEAD goes with GET). */
function guardedRequests() {
  const routes = Object.values(router.toJSON()).flat() as unknown as TableRoute[]
  return routes
    .filter((route) => middlewareNames(route).includes('auth'))
    .flatMap((route) =>
      route.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => ({
          method,
          path: samplePath(route),
          admin: middlewareNames(route).includes('admin'),
        }))
    )
}

async function bearerToken(user: User) {
  const token = await User.accessTokens.create(user)
  return token.value!.release()
}

test.group('Authentication before CSRF for clients without a session', (group) => {
  withCleanDatabase(group)

  test('every signed-in route answers 401 to a request with no credentials', async ({ assert }) => {
    const requests = guardedRequests()
    assert.isAbove(requests.length, 20)
    const wrong: string[] = []
    for (const { method, path } of requests) {
      // a fresh client each time: no cookie, no token, no CSRF token
      const response = await new Browser().request(method, path, {
        json: method === 'GET' ? undefined : {},
        xsrf: false,
      })
      if (response.status !== 401 || response.body?.message !== 'Please sign in to continue') {
        wrong.push(`${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`)
      }
    }
    assert.deepEqual(wrong, [])
  })

  test("every admin route answers 403 to a learner's bearer token", async ({ assert }) => {
    const learner = await UserFactory.create()
    const token = await bearerToken(learner)
    const requests = guardedRequests().filter((request) => request.admin)
    assert.isAbove(requests.length, 10)
    const wrong: string[] = []
    for (const { method, path } of requests) {
      const response = await new Browser().request(method, path, {
        json: method === 'GET' ? undefined : {},
        xsrf: false,
        headers: { authorization: `Bearer ${token}` },
      })
      if (response.status !== 403 || response.body?.message !== 'This action is for admins only') {
        wrong.push(`${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`)
      }
    }
    assert.deepEqual(wrong, [])
  })

  test('a bearer-token write needs no CSRF token', async ({ assert }) => {
    const learner = await UserFactory.create()
    const token = await bearerToken(learner)

    const response = await new Browser().post(
      '/api/v1/profile/getEnrolledCourses',
      {},
      { xsrf: false, headers: { authorization: `Bearer ${token}` } }
    )

    assert.equal(response.status, 200)
    assert.equal(response.body.success, true)
  })

  test('a session cookie without the CSRF token is still refused on a signed-in route', async ({
    assert,
  }) => {
    const learner = await UserFactory.create()
    const browser = await signedInBrowser(learner.email, USER_FACTORY_PASSWORD)

    const response = await browser.post('/api/v1/profile/getEnrolledCourses', {}, { xsrf: false })

    assert.equal(response.status, 403)
    assert.equal(response.body.code, 'E_BAD_CSRF_TOKEN')
    // with the token, the same session is let in
    const allowed = await browser.post('/api/v1/profile/getEnrolledCourses', {})
    assert.equal(allowed.status, 200)
  })

  test('a session cookie never stands in for a bearer token that fails', async ({ assert }) => {
    const learner = await UserFactory.create()
    const browser = await signedInBrowser(learner.email, USER_FACTORY_PASSWORD)

    const response = await browser.post(
      '/api/v1/profile/getEnrolledCourses',
      {},
      { xsrf: false, headers: { authorization: 'Bearer oat_not-a-real-token' } }
    )

    assert.equal(response.status, 401)
    assert.equal(response.body.success, false)
  })

  test('a public write (login) without the CSRF token is refused, cookie or not', async ({
    assert,
  }) => {
    const learner = await UserFactory.create()
    const credentials = { email: learner.email, password: USER_FACTORY_PASSWORD }

    const withSession = new Browser()
    await withSession.visit()
    assert.isDefined(withSession.cookie('pathshala-session'))
    const fromBrowser = await withSession.post('/api/v1/auth/login', credentials, { xsrf: false })
    assert.equal(fromBrowser.status, 403)
    assert.equal(fromBrowser.body.code, 'E_BAD_CSRF_TOKEN')

    const cookieless = await new Browser().post('/api/v1/auth/login', credentials, {
      xsrf: false,
    })
    assert.equal(cookieless.status, 403)
    assert.equal(cookieless.body.code, 'E_BAD_CSRF_TOKEN')
  })
})
