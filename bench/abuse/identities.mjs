/*
| The callers of the abuse run: a visitor, the demo learner signed in the
| browser's way (session cookie, XSRF token echoed) and the demo admin with a
| desktop bearer token.
*/
/** The demo accounts every product seeded with demo data has (api/dev/demo/demo_data_service.ts). */
export const DEMO_LEARNER = { email: 'learner@pathshala.local', password: 'Learner@12345' }
export const DEMO_ADMIN = { email: 'admin@pathshala.local', password: 'Admin@12345' }

function cookiesOf(response) {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
}

function xsrfFrom(cookieHeader) {
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(cookieHeader)
  return match ? decodeURIComponent(match[1]) : ''
}

export async function browserSession(origin, credentials) {
  const config = await fetch(`${origin}/api/v1/config`)
  await config.arrayBuffer()
  const cookie = cookiesOf(config)
  const response = await fetch(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept': 'application/json',
      'cookie': cookie,
      'x-xsrf-token': xsrfFrom(cookie),
    },
    body: JSON.stringify(credentials),
  })
  await response.arrayBuffer()
  // the session is regenerated at sign-in: keep the cookies the login set over the first ones
  const jar = new Map()
  for (const header of [cookie, cookiesOf(response)]) {
    for (const pair of header.split('; ').filter(Boolean)) {
      jar.set(pair.slice(0, pair.indexOf('=')), pair)
    }
  }
  const merged = [...jar.values()].join('; ')
  return { status: response.status, cookie: merged, xsrf: xsrfFrom(merged) }
}

async function bearerToken(origin, credentials) {
  const response = await fetch(`${origin}/api/v1/auth/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept': 'application/json' },
    body: JSON.stringify({ ...credentials, deviceName: 'abuse bench' }),
  })
  const body = await response.json()
  if (response.status !== 201) throw new Error(`admin token: ${response.status} ${body.message}`)
  return body.token
}

export async function abuseIdentities(origin) {
  const learner = await browserSession(origin, DEMO_LEARNER)
  if (learner.status !== 200) throw new Error(`learner sign-in answered ${learner.status}`)
  const token = await bearerToken(origin, DEMO_ADMIN)
  return [
    { name: 'visitor', headers: {} },
    { name: 'learner', headers: { 'cookie': learner.cookie, 'x-xsrf-token': learner.xsrf } },
    { name: 'admin', headers: { authorization: `Bearer ${token}` } },
  ]
}
