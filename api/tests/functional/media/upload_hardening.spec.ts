import { test } from '@japa/runner'
import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import db from '@adonisjs/lucid/services/db'
import mediaConfig from '#config/media'
import { UserFactory } from '#database/factories/user_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { localMediaStorage } from '#media/services/main'
import UploadSignatureLedger from '#media/services/upload_signature_ledger'
import {
  PRESETS,
  SIGNATURE_PATH,
  eventually,
  fieldParts,
  filesUnder,
  healthStatus,
  multipartBody,
  pdfDocument,
  pngImage,
  postUpload,
  rawExchange,
  signedFields,
  tmpFilesHolding,
} from './helpers.js'

const IMAGE_UPLOAD = '/api/v1/media/upload/image'
const RAW_UPLOAD = '/api/v1/media/upload/raw'
const BOUNDARY = 'pathshala-test-boundary'
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`

/** The body from the issue: a file part cut off before its closing boundary, no fields. */
const TRUNCATED_BODY = Buffer.from(
  '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nAAAA',
  'latin1'
)

function preset(name: string) {
  return mediaConfig.presets.find((entry) => entry.name === name)!
}

/** Signed fields for a preset, handed out as generateSignature hands them out. */
async function fieldsFor(name: string) {
  return signedFields(await new UploadSignatureLedger().issue(localMediaStorage(), preset(name)))
}

function incomingFiles() {
  return filesUnder(join(mediaConfig.localRoot, '.incoming'))
}

function mediaFiles() {
  return filesUnder(mediaConfig.localRoot)
}

/** Whether the media root holds no file at all, temporary ones included. */
async function mediaRootIsEmpty() {
  const files = await mediaFiles()
  return files.length === 0
}

/** Posts a hand-made multipart body (whole, with a correct Content-Length). */
function postRaw(path: string, body: Buffer, headers: Record<string, string | number> = {}) {
  return rawExchange(
    { path, headers: { 'Content-Type': MULTIPART, 'Content-Length': body.length, ...headers } },
    body
  )
}

/** A PNG of about `size` bytes whose bytes (past its header) are random. */
function largePng(size: number) {
  return Buffer.concat([pngImage(), randomBytes(size)])
}

test.group('Media uploads: malformed, truncated and aborted bodies', (group) => {
  withCleanDatabase(group)
  group.setup(() => rm(mediaConfig.localRoot, { recursive: true, force: true }))
  group.teardown(() => rm(mediaConfig.localRoot, { recursive: true, force: true }))

  test('the truncated body from the report answers 400 on {$self} and the server keeps serving')
    .with([IMAGE_UPLOAD, RAW_UPLOAD])
    .run(async ({ assert }, path) => {
      const answer = await rawExchange(
        {
          path,
          headers: {
            'Content-Type': 'multipart/form-data; boundary=zz',
            'Content-Length': TRUNCATED_BODY.length,
          },
        },
        TRUNCATED_BODY
      )

      assert.equal(answer.status, 400)
      assert.isFalse(answer.body.success)
      assert.equal(answer.body.message, answer.body.error.message)
      assert.equal(await healthStatus(), 200)
      assert.deepEqual(await incomingFiles(), [])
    })

  test('a signed upload cut off inside its file answers 400 and keeps nothing', async ({
    assert,
  }) => {
    const body = multipartBody(
      BOUNDARY,
      [
        ...fieldParts(await fieldsFor(PRESETS.profile)),
        { name: 'file', fileName: 'a.png', bytes: largePng(48 * 1024) },
      ],
      { closed: false }
    )

    const answer = await postRaw(IMAGE_UPLOAD, body)

    assert.equal(answer.status, 400)
    assert.equal(answer.body.error.message, 'The multipart body ended before its closing boundary')
    assert.deepEqual(await mediaFiles(), [])
    assert.equal(await healthStatus(), 200)
  })

  test('a client hanging up in the middle of a file: the server lives on, nothing is kept', async ({
    assert,
  }) => {
    const fields = fieldParts(await fieldsFor(PRESETS.bookPdf))
    const start = multipartBody(
      BOUNDARY,
      [...fields, { name: 'file', fileName: 'notes.pdf', bytes: pdfDocument('x', 256 * 1024) }],
      { closed: false }
    )
    let sawTemporaryFile = false

    await rawExchange(
      // declares far more than it sends
      { path: RAW_UPLOAD, headers: { 'Content-Type': MULTIPART, 'Content-Length': 4_000_000 } },
      start,
      {
        hangUpAfterMs: 3000,
        onSent: async () => {
          sawTemporaryFile = await eventually(async () => {
            const files = await incomingFiles()
            return files.length > 0
          })
        },
      }
    )

    assert.isTrue(sawTemporaryFile, 'the file was being received when the client hung up')
    assert.isTrue(await eventually(mediaRootIsEmpty), 'the temporary file is removed')
    assert.equal(await healthStatus(), 200)
  })

  test('a client hanging up just as its file begins: the server lives on, nothing is kept', async ({
    assert,
  }) => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const start = multipartBody(
        BOUNDARY,
        [
          ...fieldParts(await fieldsFor(PRESETS.profile)),
          { name: 'file', fileName: 'a.png', bytes: pngImage() },
        ],
        { closed: false }
      )
      await rawExchange(
        { path: IMAGE_UPLOAD, headers: { 'Content-Type': MULTIPART, 'Content-Length': 900_000 } },
        start,
        { hangUpWhenSent: true }
      )
    }

    assert.equal(await healthStatus(), 200)
    assert.isTrue(await eventually(mediaRootIsEmpty), 'no temporary file is left')
  })

  test('a client hanging up while the fields arrive: the server lives on', async ({ assert }) => {
    const start = multipartBody(BOUNDARY, fieldParts(await fieldsFor(PRESETS.profile)), {
      closed: false,
    })

    await rawExchange(
      { path: IMAGE_UPLOAD, headers: { 'Content-Type': MULTIPART, 'Content-Length': 100_000 } },
      start,
      { hangUpAfterMs: 200 }
    )

    assert.equal(await healthStatus(), 200)
    assert.deepEqual(await mediaFiles(), [])
  })

  test('malformed multipart answers 4xx: {$self}')
    .with([
      'no boundary',
      'garbage instead of parts',
      'a header line without a colon',
      'an empty file name, cut off',
    ])
    .run(async ({ assert }, kind) => {
      const requests: Record<string, [Record<string, string>, Buffer]> = {
        'no boundary': [{ 'Content-Type': 'multipart/form-data' }, TRUNCATED_BODY],
        'garbage instead of parts': [{}, randomBytes(2000)],
        'a header line without a colon': [
          {},
          Buffer.from(`--${BOUNDARY}\r\nthis is not a header\r\n\r\nx\r\n--${BOUNDARY}--\r\n`),
        ],
        'an empty file name, cut off': [
          {},
          Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename=""\r\n\r\nAAAA`
          ),
        ],
      }
      const [headers, body] = requests[kind]

      const answer = await postRaw(IMAGE_UPLOAD, body, headers)

      assert.isAtLeast(answer.status!, 400)
      assert.isBelow(answer.status!, 500)
      assert.equal(await healthStatus(), 200)
      assert.deepEqual(await mediaFiles(), [])
    })
})

test.group('Media uploads: nothing stored before the upload is authorised', (group) => {
  withCleanDatabase(group)
  const limits = { ...mediaConfig.limits }
  group.each.teardown(() => {
    Object.assign(mediaConfig.limits, limits)
  })
  group.setup(() => rm(mediaConfig.localRoot, { recursive: true, force: true }))
  group.teardown(() => rm(mediaConfig.localRoot, { recursive: true, force: true }))

  test('a forged signature is refused before the file is read, with nothing written', async ({
    assert,
  }) => {
    const fields = { ...(await fieldsFor(PRESETS.bookPdf)), signature: 'f'.repeat(40) }
    const start = multipartBody(
      BOUNDARY,
      [
        ...fieldParts(fields),
        { name: 'file', fileName: 'a.pdf', bytes: pdfDocument('x', 64 * 1024) },
      ],
      { closed: false }
    )

    // the body declares 20 MB but only its first 64 KB are sent: the answer must not wait
    const answer = await rawExchange(
      { path: RAW_UPLOAD, headers: { 'Content-Type': MULTIPART, 'Content-Length': 20_000_000 } },
      start,
      { waitMs: 5000 }
    )

    assert.equal(answer.status, 401)
    assert.equal(answer.body.error.message, 'Invalid Signature')
    assert.deepEqual(await mediaFiles(), [])
  })

  test('a Content-Length over the limit is refused with 413 before the body is read', async ({
    assert,
  }) => {
    // headers only: an answer can only come from the declared length
    const image = await rawExchange(
      {
        path: IMAGE_UPLOAD,
        headers: { 'Content-Type': MULTIPART, 'Content-Length': 5 * 1024 * 1024 + 200_000 },
      },
      Buffer.alloc(0),
      { waitMs: 5000 }
    )
    assert.equal(image.status, 413)
    assert.equal(image.body.error.message, 'The image is larger than the 5 MB limit')
    assert.equal(image.headers.connection, 'close')

    const pdf = await rawExchange(
      {
        path: RAW_UPLOAD,
        headers: { 'Content-Type': MULTIPART, 'Content-Length': 201 * 1024 * 1024 },
      },
      Buffer.alloc(0),
      { waitMs: 5000 }
    )
    assert.equal(pdf.status, 413)
    assert.equal(pdf.body.error.message, 'The PDF is larger than the 200 MB limit')
    assert.equal(await healthStatus(), 200)
  })

  test('oversized part headers or fields are refused with 413 before they pile up in memory', async ({
    assert,
  }) => {
    const hugeHeader = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"; x="${'a'.repeat(300_000)}"\r\n\r\nx\r\n--${BOUNDARY}--\r\n`
    )
    const header = await postRaw(IMAGE_UPLOAD, hugeHeader)
    assert.equal(header.status, 413)
    assert.equal(header.body.error.message, 'The form fields are too large')

    const hugeField = multipartBody(BOUNDARY, [
      ...fieldParts(await fieldsFor(PRESETS.profile)),
      { name: 'context', value: 'b'.repeat(300_000) },
      { name: 'file', fileName: 'a.png', bytes: pngImage() },
    ])
    const field = await postRaw(IMAGE_UPLOAD, hugeField)
    assert.equal(field.status, 413)
    assert.deepEqual(await mediaFiles(), [])
    assert.equal(await healthStatus(), 200)
  })

  test('a second file part is refused and neither file is kept', async ({ assert }) => {
    const body = multipartBody(BOUNDARY, [
      ...fieldParts(await fieldsFor(PRESETS.profile)),
      { name: 'file', fileName: 'a.png', bytes: pngImage(4, 4) },
      { name: 'file', fileName: 'b.png', bytes: pngImage(5, 5) },
    ])

    const answer = await postRaw(IMAGE_UPLOAD, body)

    assert.equal(answer.status, 400)
    assert.equal(answer.body.error.message, 'Send one file per upload')
    assert.deepEqual(await mediaFiles(), [])
  })

  test('a file in another field is refused, nothing kept', async ({ assert }) => {
    const body = multipartBody(BOUNDARY, [
      ...fieldParts(await fieldsFor(PRESETS.profile)),
      { name: 'avatar', fileName: 'a.png', bytes: pngImage() },
    ])

    const answer = await postRaw(IMAGE_UPLOAD, body)

    assert.equal(answer.status, 400)
    assert.deepEqual(await mediaFiles(), [])
  })
})

test.group('Media uploads: one signature, one upload', (group) => {
  withCleanDatabase(group)
  group.setup(() => rm(mediaConfig.localRoot, { recursive: true, force: true }))
  group.teardown(() => rm(mediaConfig.localRoot, { recursive: true, force: true }))

  test('a replayed signature is refused', async ({ assert }) => {
    const fields = await fieldsFor(PRESETS.profile)
    const file = { bytes: pngImage(), name: 'a.png', type: 'image/png' }

    const first = await postUpload(IMAGE_UPLOAD, file, fields)
    assert.equal(first.status, 200, JSON.stringify(first.body))
    const before = await mediaFiles()

    const replay = await postUpload(IMAGE_UPLOAD, file, fields)
    assert.equal(replay.status, 401)
    assert.deepEqual(replay.body, {
      success: false,
      message: 'This upload signature has already been used; ask for a new one',
      error: { message: 'This upload signature has already been used; ask for a new one' },
    })
    // upper-case hex is the same signature
    const shouted = await postUpload(IMAGE_UPLOAD, file, {
      ...fields,
      signature: fields.signature.toUpperCase(),
    })
    assert.equal(shouted.status, 401)
    assert.deepEqual(await mediaFiles(), before)
  })

  test('of uploads racing with one signature, exactly one is stored', async ({ assert }) => {
    const fields = await fieldsFor(PRESETS.profile)
    const before = await mediaFiles()

    const uploads = await Promise.all(
      Array.from({ length: 4 }, () =>
        postUpload(IMAGE_UPLOAD, { bytes: pngImage(), name: 'a.png', type: 'image/png' }, fields)
      )
    )

    const statuses = uploads.map((upload) => upload.status).sort()
    assert.deepEqual(statuses, [200, 401, 401, 401])
    // one picture, with its smaller copies
    const after = await mediaFiles()
    const added = after.filter((file) => !before.includes(file))
    assert.lengthOf(
      added.filter((file) => !/-w\d+\.webp$/.test(file)),
      1
    )
  })

  test('a refused file still uses up its signature', async ({ assert }) => {
    const fields = await fieldsFor(PRESETS.profile)
    const notImage = await postUpload(
      IMAGE_UPLOAD,
      { bytes: pdfDocument(), name: 'a.png', type: 'image/png' },
      fields
    )
    assert.equal(notImage.status, 422)

    const retry = await postUpload(
      IMAGE_UPLOAD,
      { bytes: pngImage(), name: 'a.png', type: 'image/png' },
      fields
    )
    assert.equal(retry.status, 401)
  })

  test('signatures asked for at the same moment differ, and each uploads once', async ({
    client,
    assert,
  }) => {
    const learner = await UserFactory.create()

    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        client
          .post(SIGNATURE_PATH)
          .json({ uploadPreset: PRESETS.profile })
          .loginAs(learner)
          .withCsrfToken()
      )
    )
    const signed = answers.map((answer) => answer.body())

    assert.lengthOf(new Set(signed.map((entry) => entry.signature)), 3)
    for (const entry of signed) {
      const upload = await postUpload(
        entry.uploadUrl,
        { bytes: pngImage(), name: 'a.png', type: 'image/png' },
        signedFields(entry)
      )
      assert.equal(upload.status, 200, JSON.stringify(upload.body))
    }
  })

  test('expired signatures are pruned from the database', async ({ assert }) => {
    const ledger = new UploadSignatureLedger()
    const storage = localMediaStorage()
    const old = await ledger.issue(
      storage,
      preset(PRESETS.profile),
      new Date(Date.now() - 2 * 3600_000)
    )
    const fresh = await ledger.issue(storage, preset(PRESETS.profile))

    await ledger.prune()

    const rows = await db.from('media_upload_signatures').select('signature')
    const kept = rows.map((row) => row.signature)
    assert.include(kept, fresh.signature)
    assert.notInclude(kept, old.signature)
  })
})

test.group('Multipart bodies on routes that take no files', (group) => {
  withCleanDatabase(group)

  test('a file posted to {$self} is refused and never written to disk')
    .with(['/api/v1/auth/login', '/api/v1/generate/generateSignature', '/api/v1/no-such-route'])
    .run(async ({ assert }, path) => {
      const marker = randomBytes(3000)
      const body = multipartBody(BOUNDARY, [
        { name: 'email', value: 'learner@example.com' },
        { name: 'file', fileName: 'payload.bin', bytes: marker },
      ])

      const answer = await postRaw(path, body)

      assert.isAtLeast(answer.status!, 400)
      assert.isBelow(answer.status!, 500)
      assert.deepEqual(await tmpFilesHolding(marker), [])
      assert.deepEqual(await incomingFiles(), [])
    })

  test('a truncated part with an empty file name does not take the server down', async ({
    assert,
  }) => {
    const body = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename=""\r\n\r\nAAAA`
    )

    const answer = await postRaw('/api/v1/auth/login', body)

    assert.equal(answer.status, 415)
    assert.equal(answer.body.message, 'Send this request as JSON, not multipart/form-data')
    assert.equal(await healthStatus(), 200)
  })
})
