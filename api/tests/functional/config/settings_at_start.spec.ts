/*
| The README's settings ("Environment", "Deployment") that are read once, when
| the API starts, proven on the real server (bin/server.ts, as `npm start`
| runs it) started with non-default values: each test uses the feature a
| setting controls. Two servers, started together so their boots overlap:
| a development start with nearly every setting changed, and a production
| start. docs/settings-tests.md lists every setting and the test proving it.
*/
import { test } from '@japa/runner'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, connect } from 'node:net'
import type { AddressInfo, Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { freePort } from '#start/runtime/free_port'
import { freshDatabase, startServer, type StartedServer } from '#tests/support/started_server'
import { startSmtpStandIn } from '#tests/support/smtp_stand_in'
import { addRenderedPages } from '#tests/support/rendered_pages_build'
import { S3StandIn } from '#tests/support/s3_stand_in'
import { filesUnder, pdfDocument, pngImage } from '../media/helpers.js'

type Answer = { status: number; body: any; headers: Headers }

/** A client keeping its cookies, and echoing XSRF-TOKEN as the browsers do. */
class Visitor {
  cookies = new Map<string, string>()
  constructor(
    readonly origin: string,
    readonly bearer?: string
  ) {}

  async request(method: string, path: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json' }
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (this.bearer) headers.authorization = `Bearer ${this.bearer}`
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    }
    const xsrf = this.cookies.get('XSRF-TOKEN')
    if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf)
    const response = await fetch(`${this.origin}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      this.cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1))
    }
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = JSON.parse(text)
    } catch {}
    return { status: response.status, body: parsed, headers: response.headers }
  }
}

async function adminToken(origin: string, email: string, password: string) {
  const answer = await new Visitor(origin).request('POST', '/api/v1/auth/tokens', {
    email,
    password,
    deviceName: 'settings test',
  })
  return answer
}

/** A bearer token of this account. */
async function bearerOf(origin: string, account: { email: string; password: string }) {
  const answer = await adminToken(origin, account.email, account.password)
  return answer.body.token as string
}

/** Uploads `bytes` as the desktop app does: a signature, then the file to the API's own store. */
async function upload(origin: string, token: string, preset: string, bytes: Buffer) {
  const signed = await new Visitor(origin, token).request(
    'POST',
    '/api/v1/generate/generateSignature',
    { uploadPreset: preset }
  )
  const form = new FormData()
  form.append('api_key', signed.body.apiKey)
  form.append('timestamp', String(signed.body.timestamp))
  form.append('upload_preset', preset)
  form.append('signature', signed.body.signature)
  form.append('file', new Blob([bytes]), 'file')
  const kind = preset === 'pathshala_books_pdf' ? 'raw' : 'image'
  const response = await fetch(`${origin}/api/v1/media/upload/${kind}`, {
    method: 'POST',
    body: form,
  })
  return (await response.json()) as { secure_url: string; public_id: string; format: string }
}

/** A storefront build of one page plus the server renderer, as the real build leaves them. */
function storefrontBuild(root: string) {
  mkdirSync(root, { recursive: true })
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><head><title>Acme</title></head><body></body></html>'
  )
  return addRenderedPages(root)
}

const ADMIN = { email: 'staff@acme.test', password: 'Staff@12345' }
const SMTP_ACCOUNT = { user: 'mailer@acme.test', password: 'smtp-secret' }
const PUBLIC_URL = 'https://learn.acme.test'
const CHECKOUT_URL = 'https://checkout.acme.test/v1/checkout.js'
const DOWNLOAD_TTL = 42
const SHUTDOWN_DELAY = 5

// ---------------------------------------------------------------- servers started once

/**
 * Starts a server on first use, once. The first group asks for the others'
 * servers at once, so their boots (the production demo seed is the slowest
 * part) run while that group's tests do.
 */
function once<T>(start: () => Promise<T>) {
  let started: Promise<T> | undefined
  return () => {
    if (!started) {
      started = start()
      // reported where it is awaited; an early failure must not end the run meanwhile
      started.catch(() => {})
    }
    return started
  }
}

/** A TCP server that records the first bytes a client sends, before it says anything itself. */
async function firstBytesListener() {
  let received: (bytes: Buffer) => void = () => {}
  const firstBytes = new Promise<Buffer>((resolve) => (received = resolve))
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.once('data', (bytes) => {
      received(bytes)
      socket.destroy()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    firstBytes,
    stop: () => {
      for (const socket of sockets) socket.destroy()
      server.close()
    },
  }
}

const productionServer = once(async () => {
  const storage = mkdtempSync(join(tmpdir(), 'pathshala-settings-production-'))
  const database = await freshDatabase()
  const probe = await firstBytesListener()
  const bucket = await S3StandIn.start({ region: 'ap-south-1' })
  const port = await freePort()
  const server = await startServer({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    APP_KEY: randomBytes(32).toString('base64url'),
    DATABASE_URL: database.url,
    STORAGE_DIR: storage,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(probe.port),
    SMTP_SECURE: 'true',
    MAIL_FROM: 'Acme Academy <hello@acme.test>',
    SEED_DEMO: 'true',
    MEDIA_DRIVER: 's3',
    S3_BUCKET: bucket.bucket,
    S3_REGION: bucket.region,
    S3_ENDPOINT: bucket.endpoint,
    S3_ACCESS_KEY_ID: bucket.accessKeyId,
    S3_SECRET_ACCESS_KEY: bucket.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  }).catch(async (error) => {
    probe.stop()
    await bucket.stop()
    await database.drop()
    throw error
  })
  return {
    server,
    bucket,
    tlsProbe: probe,
    drop: async () => {
      await server.stop()
      probe.stop()
      await bucket.stop()
      await database.drop()
      rmSync(storage, { recursive: true, force: true })
    },
  }
})

const CLOUDINARY = { cloudName: 'acme-cloud', apiKey: '123456789012345' }

const cloudinaryServer = once(async () => {
  const database = await freshDatabase()
  const server = await startServer({
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    SEED_DEMO: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    CLOUDINARY_URL: `cloudinary://${CLOUDINARY.apiKey}:a-cloudinary-secret@${CLOUDINARY.cloudName}`,
  }).catch(async (error) => {
    await database.drop()
    throw error
  })
  return {
    server,
    drop: async () => {
      await server.stop()
      await database.drop()
    },
  }
})

// ---------------------------------------------------------------- the development start

test.group('Settings read at start: a development start with non-default values', (group) => {
  let server: StartedServer
  let folder: string
  let database: Awaited<ReturnType<typeof freshDatabase>>
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>
  let renderer: ReturnType<typeof addRenderedPages>
  let port: number
  let resetToken: string

  group.setup(async () => {
    void productionServer()
    void cloudinaryServer()
    folder = mkdtempSync(join(tmpdir(), 'pathshala-settings-development-'))
    renderer = storefrontBuild(join(folder, 'storefront'))
    database = await freshDatabase()
    smtp = await startSmtpStandIn(SMTP_ACCOUNT)
    port = await freePort()
    server = await startServer({
      NODE_ENV: 'development',
      HOST: '127.0.0.2',
      PORT: String(port),
      APP_URL: PUBLIC_URL,
      APP_NAME: 'Acme Academy',
      LOG_LEVEL: 'silent',
      STORAGE_DIR: join(folder, 'storage'),
      STOREFRONT_DIR: join(folder, 'storefront'),
      DATABASE_URL: database.url,
      SESSION_DRIVER: 'cookie',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_USERNAME: SMTP_ACCOUNT.user,
      SMTP_PASSWORD: SMTP_ACCOUNT.password,
      MAIL_FROM: 'Acme Academy <hello@acme.test>',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
      MEDIA_ROOT: join(folder, 'media'),
      MEDIA_DOWNLOAD_TTL: String(DOWNLOAD_TTL),
      DASHBOARD_CACHE_SECONDS: '0',
      LISTING_CACHE_SECONDS: '0',
      LISTING_COUNT_CACHE_SECONDS: '0',
      RENDERED_PAGE_CACHE_SECONDS: '0',
      RAZORPAY_CHECKOUT_URL: CHECKOUT_URL,
      SHUTDOWN_DELAY: String(SHUTDOWN_DELAY),
      SHUTDOWN_TIMEOUT: '1',
    })
    return async () => {
      await server.stop()
      await smtp.stop()
      await database.drop()
      rmSync(folder, { recursive: true, force: true })
    }
  })

  test('HOST and PORT: it listens on that address, and only there', async ({ assert }) => {
    const health = await fetch(`${server.origin}/api/v1/health`)
    assert.equal(health.status, 200)
    await assert.rejects(() => fetch(`http://127.0.0.1:${port}/api/v1/health`))
  })

  test('APP_NAME, APP_URL and RAZORPAY_CHECKOUT_URL reach the public config, the page policy and the banner', async ({
    assert,
  }) => {
    const config = await new Visitor(server.origin).request('GET', '/api/v1/config')
    assert.equal(config.body.data.appName, 'Acme Academy')
    assert.equal(config.body.data.razorpayCheckoutUrl, CHECKOUT_URL)

    // the storefront comes from STOREFRONT_DIR; its policy lets the checkout's script in
    const page = await fetch(`${server.origin}/`)
    assert.include(await page.text(), '<title>Acme</title>')
    const policy = page.headers.get('content-security-policy')!
    assert.match(policy, /script-src [^;]*https:\/\/checkout\.acme\.test/)
    assert.match(policy, /img-src [^;]*https:\/\/learn\.acme\.test/)

    assert.include(server.stdout(), `Acme Academy is running at ${PUBLIC_URL}`)
  })

  test('STORAGE_DIR holds the development app key', async ({ assert }) => {
    const keyFile = join(folder, 'storage', 'app_key')
    assert.isTrue(existsSync(keyFile))
    assert.isAtLeast(readFileSync(keyFile, 'utf8').trim().length, 32)
  })

  test('ADMIN_EMAIL and ADMIN_PASSWORD make an Admin; SEED_DEMO=false seeds nothing', async ({
    assert,
  }) => {
    const admin = await adminToken(server.origin, ADMIN.email, ADMIN.password)
    assert.equal(admin.status, 201)
    assert.equal(admin.body.user.accountType, 'Admin')

    const demo = await adminToken(server.origin, 'admin@pathshala.local', 'Admin@12345')
    assert.equal(demo.status, 401)
    const courses = await new Visitor(server.origin).request(
      'POST',
      '/api/v1/courses/getAllCourses',
      { limit: 5 }
    )
    assert.equal(courses.body.totalCourses, 0)
    assert.notInclude(server.stdout(), 'Demo logins')
  })

  test('SMTP_*, MAIL_FROM, APP_NAME and APP_URL: a reset mail goes out through that server', async ({
    assert,
  }) => {
    const visitor = new Visitor(server.origin)
    await visitor.request('GET', '/api/v1/config')
    const asked = await visitor.request('POST', '/api/v1/auth/reset-password-token', {
      email: ADMIN.email,
    })
    assert.equal(asked.status, 200)

    const mail = await smtp.mailTo(ADMIN.email)
    assert.equal(mail.user, SMTP_ACCOUNT.user)
    assert.equal(mail.envelopeFrom, 'hello@acme.test')
    assert.equal(mail.headers.get('from'), 'Acme Academy <hello@acme.test>')
    assert.equal(mail.headers.get('subject'), 'Reset your Acme Academy password')
    const link = new RegExp(`${PUBLIC_URL}/reset-password\\?token=([\\w-]+)`).exec(mail.text)
    assert.isNotNull(link, mail.text)
    resetToken = link![1]
  })

  test('SESSION_DRIVER=cookie keeps the session in the cookie, not the database', async ({
    assert,
  }) => {
    const browser = new Visitor(server.origin)
    await browser.request('GET', '/api/v1/config')
    const login = await browser.request('POST', '/api/v1/auth/login', ADMIN)
    assert.equal(login.status, 200)
    const validate = await browser.request('POST', '/api/v1/auth/validate', {})
    assert.equal(validate.status, 200)

    const { rows } = await database.query('SELECT count(*)::int AS count FROM sessions')
    assert.equal(rows[0].count, 0)

    // a password reset, which ends the sessions the server keeps, works with this store too
    const reset = await browser.request('POST', '/api/v1/auth/reset-password', {
      token: resetToken,
      newPassword: ADMIN.password,
    })
    assert.equal(reset.status, 200, JSON.stringify(reset.body))
  })

  test('MEDIA_ROOT keeps the uploads; MEDIA_DOWNLOAD_TTL bounds the download link', async ({
    assert,
  }) => {
    const token = await bearerOf(server.origin, ADMIN)
    const pdf = pdfDocument('Acme notes')
    const thumbnail = await upload(server.origin, token, 'pathshala_course', pngImage(4, 3))
    const file = await upload(server.origin, token, 'pathshala_books_pdf', pdf)
    const stored = await filesUnder(join(folder, 'media'))
    assert.isTrue(stored.some((path) => path.endsWith(`${file.public_id}.pdf`)))
    assert.isTrue(stored.some((path) => path.includes(thumbnail.public_id)))

    const admin = new Visitor(server.origin, token)
    const created = await admin.request('POST', '/api/v1/store/createProduct', {
      title: 'Acme Notes',
      description: 'Notes for the settings test',
      type: 'Notes',
      author: 'Acme',
      price: '0',
      thumbnailUrl: thumbnail.secure_url,
      thumbnail_public_id: thumbnail.public_id,
      thumbnail_format: thumbnail.format,
      pdf_public_id: file.public_id,
      pdf_format: file.format,
      status: 'Published',
    })
    assert.equal(created.status, 201, JSON.stringify(created.body))

    const before = Date.now()
    const link = await admin.request('GET', `/api/v1/store/download/${created.body.data._id}`)
    const after = Date.now()
    assert.equal(link.status, 200)
    const expiresAt = Date.parse(link.body.expiresAt)
    assert.isAtLeast(expiresAt, before + DOWNLOAD_TTL * 1000)
    assert.isAtMost(expiresAt, after + DOWNLOAD_TTL * 1000)

    const url = new URL(link.body.url)
    assert.equal(url.origin, PUBLIC_URL)
    const download = await fetch(`${server.origin}${url.pathname}${url.search}`)
    assert.equal(download.status, 200)
    assert.isTrue(Buffer.from(await download.arrayBuffer()).equals(pdf))
  })

  test('the cache settings at 0: listings, counts, the dashboard and rendered pages are fresh', async ({
    assert,
  }) => {
    const visitorListing = async () => {
      const answer = await new Visitor(server.origin).request(
        'POST',
        '/api/v1/courses/getAllCourses',
        { limit: 5 }
      )
      return answer.body
    }
    const token = await bearerOf(server.origin, ADMIN)
    const dashboard = async () => {
      const answer = await new Visitor(server.origin, token).request(
        'GET',
        '/api/v1/admin/dashboard'
      )
      return answer.body.data
    }

    const emptyListing = await visitorListing()
    assert.deepEqual([emptyListing.data.length, emptyListing.totalCourses], [0, 0])
    const firstFigures = await dashboard()
    assert.equal(firstFigures.newLearners.current, 0)
    await fetch(`${server.origin}/home/explore`).then((page) => page.text())
    assert.equal(renderer.renders(), 1)

    // written behind the API's back, so no admin write empties a cache
    const { rows } = await database.query('SELECT id FROM users WHERE email = $1', [ADMIN.email])
    await database.query(
      `INSERT INTO courses (id, course_name, course_description, instructor_id, status, published_at, created_at, updated_at)
       VALUES (gen_random_uuid(), 'Acme Polity', 'A course', $1, 'published', now(), now(), now())`,
      [rows[0].id]
    )
    await database.query(
      `INSERT INTO users (first_name, last_name, email, created_at, updated_at)
       VALUES ('New', 'Learner', 'new.learner@acme.test', now(), now())`
    )

    const listing = await visitorListing()
    assert.deepEqual(
      listing.data.map((course: { courseName: string }) => course.courseName),
      ['Acme Polity']
    )
    assert.equal(listing.totalCourses, 1)
    const laterFigures = await dashboard()
    assert.equal(laterFigures.newLearners.current, 1)
    await fetch(`${server.origin}/home/explore`).then((page) => page.text())
    assert.equal(renderer.renders(), 2)
  })

  test('LOG_LEVEL=silent: no log lines, not even for requests', async ({ assert }) => {
    await fetch(`${server.origin}/api/v1/health`).then((answer) => answer.text())
    assert.notMatch(server.stdout(), /request_id|INFO|started HTTP server/)
    assert.include(server.stdout(), 'Press Ctrl-C to stop.')
  })

  test('SHUTDOWN_DELAY answers 503 before closing; SHUTDOWN_TIMEOUT bounds the requests in flight', async ({
    assert,
  }) => {
    // a request whose body never finishes arriving stays in flight
    const stalled = connect(port, new URL(server.origin).hostname)
    stalled.on('error', () => {})
    await new Promise((resolve) => stalled.once('connect', resolve))
    stalled.write(
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: acme\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"email":'
    )
    // answered after the stalled request's headers were in, so that request has begun
    const answered = await fetch(`${server.origin}/api/v1/health`)
    assert.equal(answered.status, 200)

    const signalled = Date.now()
    server.signal('SIGTERM')
    let draining: { status: number; body: any } | undefined
    while (!draining) {
      const health = await fetch(`${server.origin}/api/v1/health`)
      const body = await health.json()
      if (health.status === 503) draining = { status: health.status, body }
    }
    assert.equal(draining.body.status, 'draining')

    assert.equal(await server.exited, 0)
    const took = Date.now() - signalled
    assert.isAtLeast(took, SHUTDOWN_DELAY * 1000)
    // the default SHUTDOWN_TIMEOUT (20 s) would still be waiting for the stalled request
    assert.isBelow(took, (SHUTDOWN_DELAY + 15) * 1000)
    assert.include(server.stderr(), 'Stopped with 1 request(s) still running')
    stalled.destroy()
  }).timeout(60_000)
})

// ---------------------------------------------------------------- the production start

test.group('Settings read at start: a production start', (group) => {
  let started: Awaited<ReturnType<typeof productionServer>>

  group.setup(async () => {
    started = await productionServer()
    return () => started.drop()
  })

  test('NODE_ENV=production: secure cookies and one JSON line per request', async ({ assert }) => {
    const { server } = started
    const config = await fetch(`${server.origin}/api/v1/config`)
    await config.text()
    const cookies = config.headers.getSetCookie()
    assert.isNotEmpty(cookies)
    for (const cookie of cookies) assert.match(cookie, /;\s*secure/i, cookie)

    let line: { request_id?: string; url?: string } | undefined
    for (let waited = 0; !line && waited < 20_000; waited += 100) {
      line = server
        .stdout()
        .split('\n')
        // whole lines only: the last one may still be arriving
        .slice(0, -1)
        .filter((text) => text.startsWith('{'))
        .map((text) => JSON.parse(text))
        .find((entry) => entry.url === '/api/v1/config')
      if (!line) await sleep(100)
    }
    assert.isString(line?.request_id)
  })

  test('SEED_DEMO=true seeds an empty database even in production', async ({ assert }) => {
    const { server } = started
    const courses = await new Visitor(server.origin).request(
      'POST',
      '/api/v1/courses/getAllCourses',
      { limit: 5 }
    )
    assert.isAbove(courses.body.totalCourses, 0)
    const learner = await adminToken(server.origin, 'learner@pathshala.local', 'Learner@12345')
    assert.equal(learner.status, 201)
  })

  test('MEDIA_DRIVER=s3 and S3_*: the media live in that bucket, in that region, and are served', async ({
    assert,
  }) => {
    const { server, bucket } = started
    // the seed's pictures and PDFs went to the bucket (signed for S3_REGION, path-style)
    assert.isNotEmpty(bucket.keys('image/'))
    assert.isNotEmpty(bucket.keys('raw/'))
    const courses = await new Visitor(server.origin).request(
      'POST',
      '/api/v1/courses/getAllCourses',
      { limit: 1 }
    )
    const picture = new URL(courses.body.data[0].thumbnail)
    const served = await fetch(`${server.origin}${picture.pathname}`)
    assert.equal(served.status, 200)
    assert.match(served.headers.get('content-type')!, /^image\//)
    const bytes = await served.arrayBuffer()
    assert.isAbove(bytes.byteLength, 0)
  })

  test('SMTP_SECURE=true speaks TLS from the first byte on SMTP_PORT', async ({ assert }) => {
    const { server, tlsProbe } = started
    const visitor = new Visitor(server.origin)
    await visitor.request('GET', '/api/v1/config')
    const asking = visitor.request('POST', '/api/v1/auth/reset-password-token', {
      email: 'learner@pathshala.local',
    })
    const first = await tlsProbe.firstBytes
    // a TLS handshake record; without SMTP_SECURE the client would wait for the greeting
    assert.equal(first[0], 0x16)
    await asking
  })
})

// ---------------------------------------------------------------- media on Cloudinary

test.group('Settings read at start: media on Cloudinary', (group) => {
  let started: Awaited<ReturnType<typeof cloudinaryServer>>

  group.setup(async () => {
    started = await cloudinaryServer()
    return () => started.drop()
  })

  test('CLOUDINARY_URL: uploads are signed for that account and go there, not to the API; /config names its picture host', async ({
    assert,
  }) => {
    const { server } = started
    const token = await bearerOf(server.origin, ADMIN)
    const signed = await new Visitor(server.origin, token).request(
      'POST',
      '/api/v1/generate/generateSignature',
      { uploadPreset: 'pathshala_course' }
    )
    assert.equal(signed.status, 200)
    assert.equal(signed.body.cloudName, CLOUDINARY.cloudName)
    assert.equal(signed.body.apiKey, CLOUDINARY.apiKey)
    // its pictures are Cloudinary's: clients are told to allow the delivery host
    const config = await new Visitor(server.origin).request('GET', '/api/v1/config')
    assert.equal(config.body.data.mediaOrigin, 'https://res.cloudinary.com')

    // the API's own upload endpoint exists only without Cloudinary
    const form = new FormData()
    form.append('file', new Blob([pngImage(4, 3)]), 'file')
    const local = await fetch(`${server.origin}/api/v1/media/upload/image`, {
      method: 'POST',
      body: form,
    })
    assert.equal(local.status, 404)
  })
})
