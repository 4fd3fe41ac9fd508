import { test } from '@japa/runner'
import { randomBytes } from 'node:crypto'
import { connect } from 'node:net'
import { readFile, readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import mediaConfig, { type MediaResourceType } from '#config/media'
import { withCleanDatabase } from '#tests/helpers/database'
import { localMediaStorage } from '#media/services/main'
import UploadSignatureLedger from '#media/services/upload_signature_ledger'
import {
  BASE_URL,
  PRESETS,
  eventually,
  fieldParts,
  filesUnder,
  healthStatus,
  multipartBody,
  pdfDocument,
  permutations,
  pngImage,
  postParts,
  rawExchange,
  signedFields,
  tmpFilesHolding,
  type RawPart,
} from './helpers.js'

const IMAGE_UPLOAD = '/api/v1/media/upload/image'
const RAW_UPLOAD = '/api/v1/media/upload/raw'
const KB = 1024

/** What each address takes: its preset and a small valid file. */
const UPLOADS = {
  image: { path: IMAGE_UPLOAD, preset: PRESETS.profile, file: pngImage(4, 3), name: 'a.png' },
  raw: { path: RAW_UPLOAD, preset: PRESETS.bookPdf, file: pdfDocument('Any order'), name: 'a.pdf' },
}

/** The five parts of a signed upload, by name. */
const PART_NAMES = ['file', 'api_key', 'timestamp', 'signature', 'upload_preset'] as const

type Fields = ReturnType<typeof signedFields>

function preset(name: string) {
  return mediaConfig.presets.find((entry) => entry.name === name)!
}

/** Signed fields for a preset, handed out as generateSignature hands them out. */
async function fieldsFor(name: string): Promise<Fields> {
  return signedFields(await new UploadSignatureLedger().issue(localMediaStorage(), preset(name)))
}

function fileFirst(file: RawPart, fields: Partial<Fields> & Record<string, unknown>) {
  return [file, ...fieldParts(fields)]
}

/** The parts in the order their names give. */
function inOrder(order: readonly string[], fields: Fields, file: RawPart): RawPart[] {
  return order.map((name) =>
    name === 'file' ? file : { name, value: String(fields[name as keyof Fields]) }
  )
}

/** The stored file behind an upload's answer, read from the media root. */
async function storedBytes(resourceType: MediaResourceType, answer: any) {
  const storage = localMediaStorage()
  const path =
    resourceType === 'image'
      ? await storage.publicImagePath(`${answer.public_id}.${answer.format}`)
      : storage.rawFilePath(answer.public_id)
  return readFile(path!)
}

function mediaFiles() {
  return filesUnder(mediaConfig.localRoot)
}

async function mediaRootIsEmpty() {
  const files = await mediaFiles()
  return files.length === 0
}

function incomingFiles() {
  return filesUnder(join(mediaConfig.localRoot, '.incoming'))
}

/** A PNG of `size` bytes or a little more whose bytes past its header are random. */
function largePng(size: number) {
  return Buffer.concat([pngImage(), randomBytes(size)])
}

/**
 * Starts a request by hand, writes its head and `bodyStart` (the rest never
 * comes) and hands back a way to hang up.
 */
function startUpload(path: string, headers: Record<string, string | number>, bodyStart: Buffer) {
  const url = new URL(BASE_URL)
  const socket = connect(Number(url.port), url.hostname)
  socket.on('error', () => {})
  const lines = [`POST ${path} HTTP/1.1`, `Host: ${url.host}`]
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`)
  socket.write(`${lines.join('\r\n')}\r\n\r\n`)
  socket.write(bodyStart)
  return { hangUp: () => socket.destroy() }
}

test.group('Media uploads: the parts in any order', (group) => {
  withCleanDatabase(group)
  group.setup(() => rm(mediaConfig.localRoot, { recursive: true, force: true }))
  group.teardown(() => rm(mediaConfig.localRoot, { recursive: true, force: true }))

  test('{$self} uploads are stored with the five parts in each of their 120 orders')
    .with(['image', 'raw'] as const)
    .run(async ({ assert }, resourceType) => {
      const upload = UPLOADS[resourceType]
      const file = { name: 'file', fileName: upload.name, bytes: upload.file }
      const orders = permutations([...PART_NAMES])
      assert.lengthOf(orders, 120)
      const failures: string[] = []

      // one signature per upload, each for its own second (signed as the API signs)
      const now = Date.now()
      const signed = orders.map((_, index) =>
        signedFields(
          localMediaStorage().signUpload(preset(upload.preset), new Date(now - index * 1000))
        )
      )
      // a few at a time, as a browser uploads
      for (let from = 0; from < orders.length; from += 4) {
        await Promise.all(
          orders.slice(from, from + 4).map(async (order, offset) => {
            const answer = await postParts(upload.path, inOrder(order, signed[from + offset], file))
            const stored = answer.status === 200 && (await storedBytes(resourceType, answer.body))
            if (!stored || !stored.equals(upload.file)) {
              failures.push(`${order.join(', ')}: ${answer.status} ${answer.body?.message}`)
            }
          })
        )
      }

      assert.deepEqual(failures, [])
      assert.deepEqual(await incomingFiles(), [])
    })

  test(
    'the old web client: a FormData with file, api_key, upload_preset, timestamp, signature ({$self})'
  )
    .with(['image', 'raw'] as const)
    .run(async ({ assert }, resourceType) => {
      const upload = UPLOADS[resourceType]
      const fields = await fieldsFor(upload.preset)
      const form = new FormData()
      form.append('file', new Blob([upload.file]), upload.name)
      form.append('api_key', fields.api_key)
      form.append('upload_preset', fields.upload_preset)
      form.append('timestamp', String(fields.timestamp))
      form.append('signature', fields.signature)

      const response = await fetch(`${BASE_URL}${upload.path}`, { method: 'POST', body: form })
      const body = await response.json()

      assert.equal(response.status, 200, JSON.stringify(body))
      assert.include(body, {
        success: true,
        bytes: upload.file.length,
        resource_type: resourceType,
      })
      const stored = await storedBytes(resourceType, body)
      assert.isTrue(stored.equals(upload.file))
      assert.deepEqual(await incomingFiles(), [])
    })

  test('a field sent after the file is part of the signed form', async ({ assert }) => {
    const upload = UPLOADS.image
    const file = { name: 'file', fileName: upload.name, bytes: upload.file }

    // unsigned, and true of this address: taken
    const typed = await postParts(IMAGE_UPLOAD, [
      ...fieldParts(await fieldsFor(upload.preset)),
      file,
      { name: 'resource_type', value: 'image' },
    ])
    assert.equal(typed.status, 200, JSON.stringify(typed.body))

    const before = await mediaFiles()
    // signed fields the signature does not cover, or a field sent twice: refused, nothing kept
    const unsigned = await postParts(IMAGE_UPLOAD, [
      ...fieldParts(await fieldsFor(upload.preset)),
      file,
      { name: 'folder', value: 'somewhere/else' },
    ])
    assert.equal(unsigned.status, 401)
    assert.deepEqual(unsigned.body, {
      success: false,
      message: 'Invalid Signature',
      error: { message: 'Invalid Signature' },
    })
    const fields = await fieldsFor(upload.preset)
    const twice = await postParts(IMAGE_UPLOAD, [
      ...fieldParts(fields),
      file,
      { name: 'signature', value: fields.signature },
    ])
    assert.equal(twice.status, 400)
    assert.equal(twice.body.error.message, 'Send the field "signature" once, as text')
    const wrongType = await postParts(IMAGE_UPLOAD, [
      file,
      ...fieldParts(await fieldsFor(upload.preset)),
      { name: 'resource_type', value: 'raw' },
    ])
    assert.equal(wrongType.status, 400)
    assert.equal(wrongType.body.error.message, 'resource_type must be image at this address')
    assert.deepEqual(await mediaFiles(), before)
  })
})

test.group('Media uploads: a file before its fields is kept only once they are good', (group) => {
  withCleanDatabase(group)
  const limits = { ...mediaConfig.limits }
  group.each.setup(() => rm(mediaConfig.localRoot, { recursive: true, force: true }))
  group.each.teardown(() => {
    Object.assign(mediaConfig.limits, limits)
  })
  group.teardown(() => rm(mediaConfig.localRoot, { recursive: true, force: true }))

  test('a forged signature after the file leaves nothing on disk', async ({ assert }) => {
    const pdf = pdfDocument(randomBytes(8).toString('hex'), 256 * KB)
    const fields = { ...(await fieldsFor(PRESETS.bookPdf)), signature: 'f'.repeat(40) }

    const answer = await postParts(
      RAW_UPLOAD,
      fileFirst({ name: 'file', fileName: 'a.pdf', bytes: pdf }, fields)
    )

    assert.equal(answer.status, 401)
    assert.deepEqual(answer.body, {
      success: false,
      message: 'Invalid Signature',
      error: { message: 'Invalid Signature' },
    })
    assert.deepEqual(await mediaFiles(), [])
    assert.deepEqual(await tmpFilesHolding(pdf), [])
  })

  test('a used, missing or stale signature after the file leaves nothing on disk', async ({
    assert,
  }) => {
    const file = { name: 'file', fileName: 'a.png', bytes: pngImage() }
    const fields = await fieldsFor(PRESETS.profile)
    const first = await postParts(IMAGE_UPLOAD, fileFirst(file, fields))
    assert.equal(first.status, 200, JSON.stringify(first.body))
    const kept = await mediaFiles()

    const replay = await postParts(IMAGE_UPLOAD, fileFirst(file, fields))
    assert.equal(replay.status, 401)
    assert.equal(
      replay.body.error.message,
      'This upload signature has already been used; ask for a new one'
    )
    const unsigned = await postParts(
      IMAGE_UPLOAD,
      fileFirst(file, { ...(await fieldsFor(PRESETS.profile)), signature: undefined })
    )
    assert.equal(unsigned.status, 401)
    assert.equal(unsigned.body.error.message, 'Missing required parameter - signature')
    const noFields = await postParts(IMAGE_UPLOAD, [file])
    assert.equal(noFields.status, 401)
    assert.equal(noFields.body.error.message, 'Must supply api_key')
    const stale = signedFields(
      localMediaStorage().signUpload(preset(PRESETS.profile), new Date(Date.now() - 2 * 3600_000))
    )
    const old = await postParts(IMAGE_UPLOAD, fileFirst(file, stale))
    assert.equal(old.status, 401)
    assert.match(old.body.error.message, /^Stale request/)

    assert.deepEqual(await mediaFiles(), kept)
  })

  test('a file over the limit before its fields is refused with 413 as it streams, nothing kept', async ({
    assert,
  }) => {
    mediaConfig.limits.image = 100 * KB
    const fields = await fieldsFor(PRESETS.profile)
    // under the limit plus room for the fields, so only the file's own count can refuse it
    const body = multipartBody('over-limit', [
      { name: 'file', fileName: 'a.png', bytes: largePng(150 * KB) },
      ...fieldParts(fields),
    ])
    assert.isBelow(body.length, 164 * KB)

    const answer = await rawExchange(
      {
        path: IMAGE_UPLOAD,
        headers: {
          'Content-Type': 'multipart/form-data; boundary=over-limit',
          'Content-Length': body.length,
        },
      },
      body,
      { waitMs: 30_000 }
    )

    assert.equal(answer.status, 413)
    assert.equal(answer.body.error.message, 'The image is larger than the 100 KB limit')
    assert.isTrue(await eventually(mediaRootIsEmpty), 'no temporary file is left')
    // never authorised: the signature is still good
    const retry = await postParts(IMAGE_UPLOAD, [
      { name: 'file', fileName: 'a.png', bytes: pngImage() },
      ...fieldParts(fields),
    ])
    assert.equal(retry.status, 200, JSON.stringify(retry.body))
  })

  test('a file before its fields in a body of unknown length is cut off at the limit', async ({
    assert,
  }) => {
    mediaConfig.limits.raw = 100 * KB
    const body = multipartBody('no-length', [
      { name: 'file', fileName: 'a.pdf', bytes: pdfDocument('Too long', 400 * KB) },
      ...fieldParts(await fieldsFor(PRESETS.bookPdf)),
    ])
    // chunked transfer coding: no Content-Length to refuse it by
    const chunked = Buffer.concat([
      Buffer.from(`${body.length.toString(16)}\r\n`),
      body,
      Buffer.from('\r\n0\r\n\r\n'),
    ])

    const answer = await rawExchange(
      {
        path: RAW_UPLOAD,
        headers: {
          'Content-Type': 'multipart/form-data; boundary=no-length',
          'Transfer-Encoding': 'chunked',
        },
      },
      chunked,
      { waitMs: 30_000 }
    )

    assert.equal(answer.status, 413)
    assert.equal(answer.body.error.message, 'The PDF is larger than the 100 KB limit')
    assert.isTrue(await eventually(mediaRootIsEmpty), 'no temporary file is left')
    assert.equal(await healthStatus(), 200)
  })

  test('a file of the wrong type before its fields is refused with 422, nothing kept', async ({
    assert,
  }) => {
    const answer = await postParts(
      IMAGE_UPLOAD,
      fileFirst(
        { name: 'file', fileName: 'a.png', bytes: pdfDocument() },
        await fieldsFor(PRESETS.profile)
      )
    )

    assert.equal(answer.status, 422)
    assert.equal(answer.body.error.message, 'The file given is not an image')
    assert.deepEqual(await mediaFiles(), [])
  })

  test('a client hanging up in the middle of a file sent first leaves nothing', async ({
    assert,
  }) => {
    const start = multipartBody(
      'hang-up',
      [{ name: 'file', fileName: 'a.pdf', bytes: pdfDocument('x', 256 * KB) }],
      { closed: false }
    )
    const upload = startUpload(
      RAW_UPLOAD,
      // declares far more than it sends
      { 'Content-Type': 'multipart/form-data; boundary=hang-up', 'Content-Length': 4_000_000 },
      start
    )

    const sawTemporaryFile = await eventually(async () => {
      const files = await incomingFiles()
      return files.length > 0
    }, 10_000)
    upload.hangUp()

    assert.isTrue(sawTemporaryFile, 'the file was being received when the client hung up')
    assert.isTrue(await eventually(mediaRootIsEmpty, 10_000), 'the temporary file is removed')
    assert.equal(await healthStatus(), 200)
  })
})

test.group('Chunked uploads: the parts in any order', (group) => {
  withCleanDatabase(group)
  const chunked = { ...mediaConfig.chunked }
  group.each.setup(() => {
    mediaConfig.chunked.minChunkBytes = 64 * KB
    return rm(mediaConfig.localRoot, { recursive: true, force: true })
  })
  group.each.teardown(() => {
    Object.assign(mediaConfig.chunked, chunked)
  })
  group.teardown(() => rm(mediaConfig.localRoot, { recursive: true, force: true }))

  function chunkHeaders(id: string, start: number, end: number, total: number) {
    return { 'X-Unique-Upload-Id': id, 'Content-Range': `bytes ${start}-${end}/${total}` }
  }

  function sessions() {
    return readdir(join(mediaConfig.localRoot, '.chunked')).catch(() => [] as string[])
  }

  test('chunks with the file first, in the middle or last are joined into the file', async ({
    assert,
  }) => {
    const pdf = pdfDocument('Chunks in any order', 200 * KB)
    const fields = await fieldsFor(PRESETS.bookPdf)
    const id = randomBytes(12).toString('hex')
    const ranges = [
      {
        start: 0,
        end: 64 * KB - 1,
        order: ['file', 'api_key', 'timestamp', 'signature', 'upload_preset'],
      },
      {
        start: 64 * KB,
        end: 128 * KB - 1,
        order: ['api_key', 'timestamp', 'file', 'upload_preset', 'signature'],
      },
      {
        start: 128 * KB,
        end: pdf.length - 1,
        order: ['signature', 'upload_preset', 'api_key', 'file', 'timestamp'],
      },
    ]
    const answers = []

    for (const { start, end, order } of ranges) {
      const file = { name: 'file', fileName: 'blob', bytes: pdf.subarray(start, end + 1) }
      answers.push(
        await postParts(
          RAW_UPLOAD,
          inOrder(order, fields, file),
          chunkHeaders(id, start, end, pdf.length)
        )
      )
    }

    assert.deepEqual(
      answers.map((answer) => answer.status),
      [200, 200, 200],
      JSON.stringify(answers.map((answer) => answer.body))
    )
    assert.include(answers[0].body, { done: false, bytes_received: 64 * KB })
    assert.include(answers[2].body, { done: true, bytes: pdf.length })
    const stored = await storedBytes('raw', answers[2].body)
    assert.isTrue(stored.equals(pdf))

    // the last chunk resent, file first: the same answer
    const { start, end } = ranges[2]
    const again = await postParts(
      RAW_UPLOAD,
      fileFirst({ name: 'file', fileName: 'blob', bytes: pdf.subarray(start, end + 1) }, fields),
      chunkHeaders(id, start, end, pdf.length)
    )
    assert.equal(again.status, 200, JSON.stringify(again.body))
    assert.equal(again.body.public_id, answers[2].body.public_id)
    assert.deepEqual(await incomingFiles(), [])
  })

  test('a chunk before a forged signature leaves no upload and no temporary file', async ({
    assert,
  }) => {
    const pdf = pdfDocument('Forged', 100 * KB)
    const fields = { ...(await fieldsFor(PRESETS.bookPdf)), signature: 'f'.repeat(40) }

    const answer = await postParts(
      RAW_UPLOAD,
      fileFirst({ name: 'file', fileName: 'blob', bytes: pdf.subarray(0, 64 * KB) }, fields),
      chunkHeaders(randomBytes(12).toString('hex'), 0, 64 * KB - 1, pdf.length)
    )

    assert.equal(answer.status, 401)
    assert.equal(answer.body.error.message, 'Invalid Signature')
    assert.deepEqual(await sessions(), [])
    assert.deepEqual(await mediaFiles(), [])
  })

  test('a chunk before its fields that is longer than its Content-Range is refused, nothing kept', async ({
    assert,
  }) => {
    const pdf = pdfDocument('Too long', 100 * KB)

    const answer = await postParts(
      RAW_UPLOAD,
      fileFirst(
        { name: 'file', fileName: 'blob', bytes: pdf.subarray(0, 64 * KB + 1000) },
        await fieldsFor(PRESETS.bookPdf)
      ),
      chunkHeaders(randomBytes(12).toString('hex'), 0, 64 * KB - 1, pdf.length)
    )

    assert.equal(answer.status, 400)
    assert.equal(answer.body.error.message, 'The chunk is longer than its Content-Range says')
    assert.deepEqual(await mediaFiles(), [])
  })

  test('a first chunk before its fields that is not a PDF ends its upload (422)', async ({
    assert,
  }) => {
    const total = 100 * KB
    const fields = await fieldsFor(PRESETS.bookPdf)
    const id = randomBytes(12).toString('hex')
    const tail = await postParts(
      RAW_UPLOAD,
      fileFirst({ name: 'file', fileName: 'blob', bytes: randomBytes(total - 64 * KB) }, fields),
      chunkHeaders(id, 64 * KB, total - 1, total)
    )
    assert.include(tail.body, { done: false, bytes_received: total - 64 * KB })
    assert.lengthOf(await sessions(), 1)

    const head = await postParts(
      RAW_UPLOAD,
      fileFirst({ name: 'file', fileName: 'blob', bytes: randomBytes(64 * KB) }, fields),
      chunkHeaders(id, 0, 64 * KB - 1, total)
    )

    assert.equal(head.status, 422)
    assert.equal(head.body.error.message, 'The file given is not a PDF document')
    assert.deepEqual(await sessions(), [])
    assert.deepEqual(await mediaFiles(), [])
  })
})
