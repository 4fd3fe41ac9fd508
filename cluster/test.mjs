/*
| `npm run test:cluster`: the product as a cluster on loopback, the way the
| README's deployment section runs it (README, "Deployment"): the project's
| embedded PostgreSQL, Redis (Debian's redis-server), two API instances with
| CLUSTER=true and nginx (Debian's nginx) in front. Then it proves what one
| instance does still holds with two: a session lives on whichever instance
| answers, an admin write on one is seen by the other's cached listing within
| a second, sign-in limits count across instances, the reconciler fulfils a
| forgotten paid order exactly once, a SIGTERM'd instance under load
| fails no request, and media kept in an S3 bucket (a local stand-in speaking
| the S3 protocol, api/tests/support/s3_stand_in.ts) is served and completed
| by either instance. One PASS/FAIL line per check, then `Tests  N passed, N failed`.
|
| Without nginx or redis-server on this machine, every check is reported as
| skipped with the reason (`npm test` runs this suite only where it can).
*/
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { testNginxConfig } from './nginx.mjs'
import { S3StandIn } from '../api/tests/support/s3_stand_in.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const API = join(ROOT, 'api')
const CHECKS = [
  'sign-in through nginx keeps its session on whichever instance answers',
  "an admin write on instance A is in instance B's cached listing within a second",
  'sign-in limits count failures across instances',
  'the reconciler fulfils a forgotten paid order exactly once',
  'media in the S3 bucket: a picture uploaded through A is served by B, a chunked upload split over both completes once',
  'SIGTERM to an instance under load fails no request, loses no paid order, and it exits cleanly',
]
const LEARNER = { email: 'learner@pathshala.local', password: 'Learner@12345' }
/** The built-in Razorpay simulator's public key id (api/config/razorpay.ts) */
const SIMULATOR_KEY_ID = 'rzp_test_pathshala_simulator'
const ADMIN = { email: 'admin@pathshala.local', password: 'Admin@12345' }

function which(binary) {
  for (const folder of (process.env.PATH ?? '').split(':').concat(['/usr/sbin', '/sbin'])) {
    const candidate = join(folder, binary)
    if (spawnSync('test', ['-x', candidate]).status === 0) return candidate
  }
  return null
}

const nginxBinary = which('nginx')
const redisBinary = which('redis-server')
if (!nginxBinary || !redisBinary) {
  const missing = [!nginxBinary && 'nginx', !redisBinary && 'redis-server'].filter(Boolean)
  console.log(
    `SKIP cluster test: ${missing.join(' and ')} not installed ` +
      `(apt-get install -y nginx redis-server; .ci/run installs them)`
  )
  for (const check of CHECKS) console.log(`SKIP ${check}`)
  console.log(`\nTests  0 passed, 0 failed, ${CHECKS.length} skipped`)
  process.exit(0)
}

// ---------------------------------------------------------------- processes

const children = new Set()

function start(name, command, args, { env, cwd, logFile } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const entry = { name, child, log: '', exited: false, code: null }
  const keep = (chunk) => {
    entry.log += chunk
    if (logFile) writeFileSync(logFile, entry.log)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  entry.done = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      entry.exited = true
      entry.code = code ?? signal
      children.delete(entry)
      resolve(entry.code)
    })
  })
  children.add(entry)
  return entry
}

async function stopAll() {
  // the instances before Redis and the database they use
  for (const entry of [...children].reverse()) {
    entry.child.kill('SIGTERM')
    const stopped = await Promise.race([entry.done.then(() => true), sleep(15_000)])
    if (!stopped) entry.child.kill('SIGKILL')
  }
}

async function freePort() {
  const { createServer } = await import('node:net')
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

async function waitForHealth(entry, origin, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (entry.exited)
      throw new Error(`${entry.name} exited (${entry.code}):\n${entry.log.slice(-4000)}`)
    try {
      const response = await fetch(`${origin}/api/v1/health`, { signal: AbortSignal.timeout(2000) })
      await response.arrayBuffer()
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await sleep(250)
  }
  throw new Error(`${entry.name} did not become healthy:\n${entry.log.slice(-4000)}`)
}

// ---------------------------------------------------------------- HTTP helpers

function cookiesOf(response) {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
}

function mergeCookies(...headers) {
  const jar = new Map()
  for (const header of headers) {
    for (const pair of header.split('; ').filter(Boolean)) {
      jar.set(pair.slice(0, pair.indexOf('=')), pair)
    }
  }
  return [...jar.values()].join('; ')
}

function xsrfFrom(cookie) {
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(cookie)
  return match ? decodeURIComponent(match[1]) : ''
}

/** Signs in the browser's way: the XSRF cookie from /config, then POST /auth/login. */
async function browserSignIn(origin, credentials) {
  const config = await fetch(`${origin}/api/v1/config`)
  await config.arrayBuffer()
  const first = cookiesOf(config)
  const response = await fetch(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept': 'application/json',
      'cookie': first,
      'x-xsrf-token': xsrfFrom(first),
    },
    body: JSON.stringify(credentials),
  })
  await response.arrayBuffer()
  const cookie = mergeCookies(first, cookiesOf(response))
  return { status: response.status, cookie, xsrf: xsrfFrom(cookie) }
}

async function post(origin, path, body, headers = {}) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  let json = null
  try {
    json = JSON.parse(text)
  } catch {
    // not JSON
  }
  return { status: response.status, body: json, text, upstream: response.headers.get('x-upstream') }
}

async function adminToken(origin) {
  const answer = await post(origin, '/api/v1/auth/tokens', { ...ADMIN, deviceName: 'cluster test' })
  if (answer.status !== 201) throw new Error(`admin token: ${answer.status} ${answer.text}`)
  return answer.body.token
}

async function visitorCourseNames(origin) {
  const answer = await post(origin, '/api/v1/courses/getAllCourses', { limit: 50 })
  if (answer.status !== 200) throw new Error(`getAllCourses: ${answer.status} ${answer.text}`)
  return answer.body.data.map((course) => course.courseName)
}

// ---------------------------------------------------------------- the checks

async function sessionSurvivesEitherInstance({ nginx, instances }) {
  const session = await browserSignIn(nginx, LEARNER)
  if (session.status !== 200) throw new Error(`sign-in answered ${session.status}`)
  const seen = new Map()
  for (let index = 0; index < 12; index++) {
    const answer = await post(
      nginx,
      '/api/v1/auth/validate',
      {},
      {
        'cookie': session.cookie,
        'x-xsrf-token': session.xsrf,
      }
    )
    if (answer.status !== 200) {
      throw new Error(`validate via ${answer.upstream} answered ${answer.status}: ${answer.text}`)
    }
    const email = answer.body.user?.email ?? answer.body.data?.email
    if (email !== LEARNER.email) throw new Error(`validate answered for ${email}`)
    seen.set(answer.upstream, (seen.get(answer.upstream) ?? 0) + 1)
  }
  const addresses = instances.map((instance) => `127.0.0.1:${instance.port}`)
  for (const address of addresses) {
    if (!seen.has(address)) {
      throw new Error(`instance ${address} never answered (${JSON.stringify([...seen])})`)
    }
  }
  return `answered by ${[...seen].map(([address, count]) => `${address} x${count}`).join(', ')}`
}

async function adminWriteSeenOnOtherInstance({ instances, database }) {
  const [a, b] = instances
  const before = await visitorCourseNames(b.origin)
  const target = before[0]
  if (!target) throw new Error('no published course to change')
  const { rows } = await database.query(
    "SELECT id FROM courses WHERE course_name = $1 AND status = 'published' LIMIT 1",
    [target]
  )
  // written behind the API's back: B's cached page must not see it (the cache is on)
  await database.query(
    "UPDATE courses SET course_name = course_name || ' (unseen)' WHERE id = $1",
    [rows[0].id]
  )
  const cached = await visitorCourseNames(b.origin)
  if (!cached.includes(target)) throw new Error("B's listing was not served from its cache")

  const token = await adminToken(a.origin)
  const renamed = `${target} (renamed on A)`
  const edit = await post(
    a.origin,
    '/api/v1/courses/editCourse',
    { courseId: rows[0].id, courseName: renamed },
    { authorization: `Bearer ${token}` }
  )
  if (edit.status !== 200) throw new Error(`editCourse on A answered ${edit.status}: ${edit.text}`)
  const writtenAt = Date.now()
  for (;;) {
    const names = await visitorCourseNames(b.origin)
    if (names.includes(renamed)) return `seen on B after ${Date.now() - writtenAt} ms`
    if (Date.now() - writtenAt > 1000) throw new Error('B still serves the old page after 1 s')
    await sleep(50)
  }
}

async function loginLimitsAcrossInstances({ instances }) {
  const [a, b] = instances
  const email = 'limits.across@pathshala.local'
  const statuses = []
  // the per-account limit is 10 failures in 15 minutes: spread them over both instances
  for (let attempt = 0; attempt < 10; attempt++) {
    const origin = attempt % 2 === 0 ? a.origin : b.origin
    const answer = await post(origin, '/api/v1/auth/tokens', {
      email,
      password: 'Wrong@12345',
      deviceName: 'limits',
    })
    statuses.push(answer.status)
  }
  if (statuses.includes(429)) throw new Error(`refused too early: ${statuses.join(',')}`)
  const eleventhA = await post(a.origin, '/api/v1/auth/tokens', {
    email,
    password: 'Wrong@12345',
    deviceName: 'limits',
  })
  const eleventhB = await post(b.origin, '/api/v1/auth/tokens', {
    email,
    password: 'Wrong@12345',
    deviceName: 'limits',
  })
  if (eleventhA.status !== 429 || eleventhB.status !== 429) {
    throw new Error(`after 10 failures: A ${eleventhA.status}, B ${eleventhB.status} (want 429)`)
  }

  // the same at once: 20 wrong passwords in parallel, half to each instance; the running
  // attempts are counted in the shared store too, so exactly 10 are checked
  const parallel = await Promise.all(
    Array.from({ length: 20 }, (_, attempt) =>
      post(instances[attempt % 2].origin, '/api/v1/auth/tokens', {
        email: 'limits.parallel@pathshala.local',
        password: 'Wrong@12345',
        deviceName: 'limits',
      })
    )
  )
  const checked = parallel.filter((answer) => answer.status === 401).length
  const refused = parallel.filter((answer) => answer.status === 429).length
  if (checked !== 10 || refused !== 10) {
    throw new Error(
      `20 parallel wrong passwords: ${checked} checked, ${refused} refused (want 10/10)`
    )
  }
  return '5 failures on each instance, then both refuse with 429; 20 in parallel: exactly 10 checked'
}

async function reconcilerRunsOnce({ nginx, instances, database }) {
  const session = await browserSignIn(nginx, LEARNER)
  const { rows: courses } = await database.query(
    `SELECT c.id FROM courses c
      WHERE c.status = 'published' AND c.price_paise > 0
        AND NOT EXISTS (SELECT 1 FROM enrolments e JOIN users u ON u.id = e.user_id
                         WHERE e.course_id = c.id AND u.email = $1)
      ORDER BY c.created_at LIMIT 1`,
    [LEARNER.email]
  )
  if (!courses[0]) throw new Error('no paid course the learner lacks')
  const order = await post(
    nginx,
    '/api/v1/payment/capturePayment',
    { courseId: courses[0].id },
    { 'cookie': session.cookie, 'x-xsrf-token': session.xsrf }
  )
  if (order.status !== 200) throw new Error(`capturePayment: ${order.status} ${order.text}`)
  const gatewayOrderId = order.body.data.id

  // paid at the gateway, but the browser never came back and no webhook arrived
  await database.query(
    `INSERT INTO razorpay_simulator_payments
       (id, order_id, amount, currency, status, method, email, contact, description)
     SELECT $2, id, amount, currency, 'captured', 'upi', $3, '+919999999999', 'cluster test'
       FROM razorpay_simulator_orders WHERE id = $1`,
    [gatewayOrderId, `pay_cluster${randomBytes(5).toString('hex')}`, LEARNER.email]
  )
  await database.query("UPDATE razorpay_simulator_orders SET status = 'paid' WHERE id = $1", [
    gatewayOrderId,
  ])
  await database.query(
    "UPDATE orders SET created_at = now() - interval '10 minutes' WHERE gateway_order_id = $1",
    [gatewayOrderId]
  )

  const deadline = Date.now() + 30_000
  let status = ''
  while (Date.now() < deadline) {
    const { rows } = await database.query('SELECT status FROM orders WHERE gateway_order_id = $1', [
      gatewayOrderId,
    ])
    status = rows[0]?.status
    if (status === 'fulfilled') break
    await sleep(250)
  }
  if (status !== 'fulfilled') throw new Error(`the order is still ${status} after 30 s`)
  // a few more periods: every instance's timer fires again
  await sleep(8000)
  const { rows: enrolments } = await database.query(
    `SELECT count(*)::int AS n FROM enrolments e JOIN users u ON u.id = e.user_id
      WHERE u.email = $1 AND e.course_id = $2`,
    [LEARNER.email, courses[0].id]
  )
  const fulfilledRuns = instances.map(
    (instance) =>
      instance.process.log
        .split('\n')
        .filter((line) => /reconciler run/.test(line) && /"fulfilled":1|fulfilled: 1/.test(line))
        .length
  )
  const mails = instances
    .map((instance) => instance.process.log.split(gatewayOrderId).length - 1)
    .reduce((sum, count) => sum + count, 0)
  const runs = fulfilledRuns.reduce((sum, count) => sum + count, 0)
  if (enrolments[0].n !== 1) throw new Error(`${enrolments[0].n} enrolments`)
  if (runs !== 1)
    throw new Error(
      `${runs} reconciler runs fulfilled it (A ${fulfilledRuns[0]}, B ${fulfilledRuns[1]})`
    )
  return `fulfilled by one run (A ${fulfilledRuns[0]}, B ${fulfilledRuns[1]}), one enrolment, order named in the logs ${mails} time(s)`
}

/** Paid, published courses the learner has not bought yet, oldest first. */
async function coursesToBuy(database) {
  const { rows } = await database.query(
    `SELECT c.id FROM courses c
      WHERE c.status = 'published' AND c.price_paise > 0
        AND NOT EXISTS (SELECT 1 FROM enrolments e JOIN users u ON u.id = e.user_id
                         WHERE e.course_id = c.id AND u.email = $1)
      ORDER BY c.created_at`,
    [LEARNER.email]
  )
  return rows.map((row) => row.id)
}

/** A learner's whole purchase through nginx: order, the gateway's checkout, then verifyPayment. */
async function buyCourse(nginx, session, courseId) {
  const signed = { 'cookie': session.cookie, 'x-xsrf-token': session.xsrf }
  const order = await post(nginx, '/api/v1/payment/capturePayment', { courseId }, signed)
  if (order.status !== 200)
    return { failure: `capturePayment ${order.status} via ${order.upstream}` }
  const paid = await post(nginx, '/api/v1/razorpay-simulator/checkout/settle', {
    order_id: order.body.data.id,
    key: SIMULATOR_KEY_ID,
  })
  if (paid.status !== 200) return { failure: `checkout ${paid.status} via ${paid.upstream}` }
  // the money is taken from here on: the order must end fulfilled whatever happens next
  const gatewayOrderId = order.body.data.id
  const verified = await post(
    nginx,
    '/api/v1/payment/verifyPayment',
    { ...paid.body, courseId },
    signed
  )
  if (verified.status !== 200)
    return { gatewayOrderId, failure: `verifyPayment ${verified.status} via ${verified.upstream}` }
  return { gatewayOrderId }
}

async function drainsWithoutFailures({ nginx, instances, database }) {
  const [a] = instances
  const session = await browserSignIn(nginx, LEARNER)
  const failures = []
  const toBuy = await coursesToBuy(database)
  const paidOrders = []
  let signalled = false
  let paidAfterSignal = 0
  let done = 0
  let stop = false
  const buyer = async () => {
    while (!stop && toBuy.length > 0) {
      try {
        const outcome = await buyCourse(nginx, session, toBuy.shift())
        if (outcome.gatewayOrderId) {
          paidOrders.push(outcome.gatewayOrderId)
          if (signalled) paidAfterSignal++
        }
        if (outcome.failure) failures.push(outcome.failure)
      } catch (error) {
        failures.push(String(error.cause?.code ?? error.message))
      }
      // spread the few courses there are over the time before and after the signal
      await sleep(400)
    }
  }
  const worker = async (index) => {
    while (!stop) {
      try {
        const answer =
          index % 2 === 0
            ? await post(nginx, '/api/v1/courses/getAllCourses', {
                limit: 12,
                page: 1 + (done % 3),
              })
            : await post(
                nginx,
                '/api/v1/auth/validate',
                {},
                {
                  'cookie': session.cookie,
                  'x-xsrf-token': session.xsrf,
                }
              )
        if (answer.status !== 200) failures.push(`${answer.status} via ${answer.upstream}`)
      } catch (error) {
        failures.push(String(error.cause?.code ?? error.message))
      }
      done++
    }
  }
  const workers = [...Array.from({ length: 16 }, (_, index) => worker(index)), buyer()]
  await sleep(1500)
  const beforeSignal = done
  a.process.child.kill('SIGTERM')
  signalled = true
  const code = await Promise.race([a.process.done, sleep(40_000).then(() => 'still running')])
  await sleep(1500)
  stop = true
  await Promise.all(workers)
  if (code !== 0) throw new Error(`instance A ended with ${code}:\n${a.process.log.slice(-2000)}`)
  if (failures.length > 0) {
    throw new Error(
      `${failures.length} of ${done} requests failed: ${failures.slice(0, 5).join('; ')}`
    )
  }
  if (paidAfterSignal === 0) throw new Error('no purchase was paid after the signal')
  // every paid order ends fulfilled with exactly one enrolment (verifyPayment, the webhook or the reconciler)
  const deadline = Date.now() + 30_000
  let unfulfilled = paidOrders
  while (Date.now() < deadline && unfulfilled.length > 0) {
    const { rows } = await database.query(
      "SELECT gateway_order_id FROM orders WHERE gateway_order_id = ANY($1) AND status <> 'fulfilled'",
      [paidOrders]
    )
    unfulfilled = rows.map((row) => row.gateway_order_id)
    if (unfulfilled.length > 0) await sleep(250)
  }
  if (unfulfilled.length > 0) throw new Error(`paid but not fulfilled: ${unfulfilled.join(', ')}`)
  const { rows: doubled } = await database.query(
    `SELECT e.course_id FROM enrolments e JOIN users u ON u.id = e.user_id
      WHERE u.email = $1 GROUP BY e.course_id HAVING count(*) > 1`,
    [LEARNER.email]
  )
  if (doubled.length > 0) throw new Error(`${doubled.length} courses enrolled twice`)
  return `${done} requests (${beforeSignal} before the signal), none failed; ${paidOrders.length} paid orders (${paidAfterSignal} after the signal), all fulfilled once; A exited 0`
}

/** A 1x1 PNG. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64'
)

/** Signs an upload with the preset at `origin` (as the admin) and answers the form fields. */
/** Signed fields for an upload with the server's preset for `purpose` (GET /config's names). */
async function signedUploadFields(origin, token, purpose) {
  const config = await fetch(`${origin}/api/v1/config`)
  if (config.status !== 200) throw new Error(`config: ${config.status} ${await config.text()}`)
  const { data } = await config.json()
  const uploadPreset = data.uploadPresets[purpose]
  const signed = await post(
    origin,
    '/api/v1/generate/generateSignature',
    { uploadPreset },
    { authorization: `Bearer ${token}` }
  )
  if (signed.status !== 200) throw new Error(`generateSignature: ${signed.status} ${signed.text}`)
  const { apiKey, timestamp, signature } = signed.body
  return { api_key: apiKey, timestamp, upload_preset: uploadPreset, signature }
}

async function postFile(origin, resourceType, fields, bytes, headers = {}) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value))
  form.append('file', new Blob([bytes]), 'file')
  const response = await fetch(`${origin}/api/v1/media/upload/${resourceType}`, {
    method: 'POST',
    body: form,
    headers,
  })
  const text = await response.text()
  if (response.status !== 200) throw new Error(`upload: ${response.status} ${text}`)
  return JSON.parse(text)
}

async function mediaSharedThroughBucket({ instances, s3 }) {
  const [a, b] = instances
  const seeded = s3.keys('image/pathshala/courses/').length
  if (seeded === 0) throw new Error('the demo seed put no pictures into the bucket')
  const token = await adminToken(a.origin)

  const picture = await postFile(
    a.origin,
    'image',
    await signedUploadFields(a.origin, token, 'course'),
    PIXEL_PNG
  )
  const path = new URL(picture.secure_url).pathname
  const part = await fetch(`${b.origin}${path}`, { headers: { range: 'bytes=0-7' } })
  const head = Buffer.from(await part.arrayBuffer())
  if (part.status !== 206 || !head.equals(PIXEL_PNG.subarray(0, 8))) {
    throw new Error(`B served the picture uploaded through A as ${part.status}`)
  }
  const copy = await fetch(`${b.origin}${path.replace(/\.png$/, '-w320.webp')}`)
  await copy.arrayBuffer()
  if (copy.status !== 200) throw new Error(`B served its 320 px copy as ${copy.status}`)

  // a 6 MB PDF in two chunks: the first to A, the last to B
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(6 * 1024 * 1024)])
  const fields = await signedUploadFields(a.origin, token, 'bookPdf')
  const uploadId = randomBytes(12).toString('hex')
  const cut = 5 * 1024 * 1024
  const chunk = (instance, start, end) =>
    postFile(instance.origin, 'raw', fields, pdf.subarray(start, end + 1), {
      'X-Unique-Upload-Id': uploadId,
      'Content-Range': `bytes ${start}-${end}/${pdf.length}`,
    })
  const first = await chunk(a, 0, cut - 1)
  if (first.done !== false) throw new Error(`first chunk: ${JSON.stringify(first)}`)
  const last = await chunk(b, cut, pdf.length - 1)
  if (last.done !== true) throw new Error(`last chunk: ${JSON.stringify(last)}`)
  const stored = await s3.object(`raw/${last.public_id}.pdf`)
  if (!stored?.equals(pdf)) throw new Error('the assembled PDF in the bucket differs')
  const parts = s3.keys(`chunked-uploads/${uploadId}/part-`)
  if (parts.length > 0) throw new Error(`parts left in the bucket: ${parts.join(', ')}`)
  return `${seeded} seeded pictures in the bucket; A's upload served by B (Range, 320 px copy); a PDF chunked over A and B stored once`
}

// ---------------------------------------------------------------- the run

const folder = mkdtempSync(join(tmpdir(), 'pathshala-cluster-'))
chmodSync(folder, 0o755)
const results = []
let database
let lease
let s3

try {
  // the project's embedded PostgreSQL, a throwaway cluster like `npm test` uses
  delete process.env.TEST_DATABASE_URL
  delete process.env.DATABASE_URL
  const { provideDatabase } = await import('../api/start/runtime/database.js')
  lease = await provideDatabase('test')
  const databaseUrl = process.env.DATABASE_URL

  const redisPort = await freePort()
  const redis = start(
    'redis',
    redisBinary,
    [
      '--port',
      String(redisPort),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      folder,
    ],
    { logFile: join(folder, 'redis.log') }
  )

  const nginxPort = await freePort()
  const nginxOrigin = `http://127.0.0.1:${nginxPort}`
  const appKey = randomBytes(32).toString('base64url')
  const instances = []
  for (const name of ['a', 'b']) {
    const port = await freePort()
    mkdirSync(join(folder, `storage-${name}`))
    instances.push({ name, port, origin: `http://127.0.0.1:${port}` })
  }
  // media in a bucket every instance shares (each keeps only uploads being received)
  s3 = await S3StandIn.start()

  // both instances start together: they take turns migrating and seeding
  for (const instance of instances) {
    instance.process = start(
      `instance ${instance.name}`,
      process.execPath,
      ['--import=@poppinss/ts-exec', 'bin/server.ts'],
      {
        cwd: API,
        logFile: join(folder, `instance-${instance.name}.log`),
        env: {
          ...process.env,
          NODE_ENV: 'development',
          HOST: '127.0.0.1',
          PORT: String(instance.port),
          APP_URL: nginxOrigin,
          APP_KEY: appKey,
          DATABASE_URL: databaseUrl,
          REDIS_URL: `redis://127.0.0.1:${redisPort}/0`,
          CLUSTER: 'true',
          MEDIA_ROOT: join(folder, `media-${instance.name}`),
          MEDIA_DRIVER: 's3',
          S3_BUCKET: s3.bucket,
          S3_REGION: s3.region,
          S3_ENDPOINT: s3.endpoint,
          S3_ACCESS_KEY_ID: s3.accessKeyId,
          S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
          S3_FORCE_PATH_STYLE: 'true',
          STORAGE_DIR: join(folder, `storage-${instance.name}`),
          LISTING_CACHE_SECONDS: '60',
          SEED_DEMO: 'true',
          LOG_LEVEL: 'info',
          RAZORPAY_RECONCILE_EVERY_MINUTES: '0.05',
          SHUTDOWN_DELAY: '1',
          SHUTDOWN_TIMEOUT: '20',
          SMTP_HOST: '',
        },
      }
    )
  }
  await Promise.all(instances.map((instance) => waitForHealth(instance.process, instance.origin)))

  writeFileSync(
    join(folder, 'nginx.conf'),
    testNginxConfig({
      folder,
      port: nginxPort,
      instances: instances.map((instance) => `127.0.0.1:${instance.port}`),
    })
  )
  const nginx = start('nginx', nginxBinary, ['-c', join(folder, 'nginx.conf'), '-p', folder], {
    logFile: join(folder, 'nginx.log'),
  })
  await waitForHealth(nginx, nginxOrigin, 20_000)
  if (redis.exited) throw new Error(`redis-server exited:\n${redis.log}`)

  database = new pg.Client({ connectionString: databaseUrl })
  await database.connect()
  const context = { nginx: nginxOrigin, instances, database, s3 }
  const checks = [
    sessionSurvivesEitherInstance,
    adminWriteSeenOnOtherInstance,
    loginLimitsAcrossInstances,
    reconcilerRunsOnce,
    mediaSharedThroughBucket,
    drainsWithoutFailures,
  ]
  for (const [index, check] of checks.entries()) {
    try {
      const detail = await check(context)
      results.push(true)
      console.log(`PASS ${CHECKS[index]}: ${detail}`)
    } catch (error) {
      results.push(false)
      console.log(`FAIL ${CHECKS[index]}: ${error.message}`)
    }
  }
} catch (error) {
  console.log(`FAIL cluster test setup: ${error.message}`)
  results.push(false)
} finally {
  await database?.end().catch(() => {})
  await stopAll()
  await s3?.stop().catch(() => {})
  await lease?.release().catch(() => {})
  if (results.every(Boolean)) rmSync(folder, { recursive: true, force: true })
  else console.log(`logs kept in ${folder}`)
}

const passed = results.filter(Boolean).length
const failed = results.length - passed
console.log(`\nTests  ${passed} passed, ${failed} failed`)
process.exitCode = failed > 0 ? 1 : 0
