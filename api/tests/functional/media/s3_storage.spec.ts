import { test } from '@japa/runner'
import { failedStart } from '#tests/support/failed_start'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { PutObjectCommand } from '@aws-sdk/client-s3'
import mediaConfig, { type MediaDriver, type S3Settings } from '#config/media'
import { withCleanDatabase } from '#tests/helpers/database'
import { S3StandIn } from '#tests/support/s3_stand_in'
import { localMediaStorage, useMediaStorage } from '#media/services/main'
import LocalMediaStorage from '#media/services/local_media_storage'
import { s3Client, s3MediaDisk } from '#media/services/media_disk'
import { chunkedUploadStaging, completeIfWhole } from '#media/services/chunked_upload_service'
import UploadSignatureLedger from '#media/services/upload_signature_ledger'
import {
  PRESETS,
  fetchUrl,
  fieldParts,
  filesUnder,
  pdfDocument,
  pngImage,
  postChunk,
  postParts,
  postUpload,
  rawExchange,
  signedFields,
} from './helpers.js'

const MB = 1024 * 1024
const RAW_UPLOAD = '/api/v1/media/upload/raw'
const IMAGE_UPLOAD = '/api/v1/media/upload/image'

function preset(name: string) {
  return mediaConfig.presets.find((entry) => entry.name === name)!
}

async function fieldsFor(name: string) {
  return signedFields(await new UploadSignatureLedger().issue(localMediaStorage(), preset(name)))
}

/** One API instance's media store: its own scratch folder and S3 client, the shared bucket. */
async function instanceOn(settings: S3Settings) {
  const root = await mkdtemp(join(tmpdir(), 'pathshala-instance-'))
  return new LocalMediaStorage(s3MediaDisk(settings), root)
}

test.group('Media in an S3-compatible bucket (MEDIA_DRIVER=s3)', (group) => {
  withCleanDatabase(group)
  let s3: S3StandIn
  const roots: string[] = []
  let before: { driver: MediaDriver; s3?: S3Settings }

  async function useInstance(storage: LocalMediaStorage) {
    roots.push(storage.root)
    useMediaStorage(storage)
    return storage
  }

  group.setup(async () => {
    s3 = await S3StandIn.start()
    before = { driver: mediaConfig.driver, s3: mediaConfig.s3 }
    mediaConfig.driver = 's3'
    mediaConfig.s3 = s3.settings
    return async () => {
      Object.assign(mediaConfig, before)
      useMediaStorage(undefined)
      await s3.stop()
    }
  })
  group.each.setup(async () => {
    await s3.clear()
    await useInstance(await instanceOn(s3.settings))
  })
  group.each.teardown(async () => {
    for (const root of roots.splice(0)) await rm(root, { recursive: true, force: true })
  })

  test('the stand-in checks the access key and the signature', async ({ assert }) => {
    const put = (settings: S3Settings) =>
      s3Client(settings).send(
        new PutObjectCommand({ Bucket: s3.bucket, Key: 'probe.txt', Body: 'x' })
      )
    await assert.rejects(() => put({ ...s3.settings, accessKeyId: 'SOMEONEELSE' }), /Access Key/)
    await assert.rejects(
      () => put({ ...s3.settings, secretAccessKey: 'not-the-secret' }),
      /signature we calculated does not match/
    )
    await put(s3.settings)
    assert.deepEqual(s3.keys(), ['probe.txt'])
  })

  test('an uploaded picture lands in the bucket with its copies and is served with Range', async ({
    assert,
  }) => {
    const picture = pngImage(700, 400, 2000)
    const answer = await postUpload(
      IMAGE_UPLOAD,
      { bytes: picture, name: 'thumbnail.png', type: 'image/png' },
      await fieldsFor(PRESETS.course)
    )
    assert.equal(answer.status, 200, JSON.stringify(answer.body))
    assert.include(answer.body, { format: 'png', width: 700, height: 400, bytes: picture.length })
    const key = `image/${answer.body.public_id}`
    assert.deepEqual(s3.keys('image/'), [`${key}-w320.webp`, `${key}-w640.webp`, `${key}.png`])
    assert.isTrue((await s3.object(`${key}.png`))!.equals(picture))
    // nothing stays on the instance's own disk
    assert.deepEqual(await filesUnder(localMediaStorage().root), [])

    const whole = await fetchUrl(answer.body.secure_url)
    assert.equal(whole.status, 200)
    assert.isTrue(whole.bytes.equals(picture))
    assert.equal(whole.headers.get('content-type'), 'image/png')
    assert.equal(whole.headers.get('cache-control'), 'public, max-age=31536000, immutable')

    const part = await fetchUrl(answer.body.secure_url, { headers: { Range: 'bytes=8-23' } })
    assert.equal(part.status, 206)
    assert.equal(part.headers.get('content-range'), `bytes 8-23/${picture.length}`)
    assert.isTrue(part.bytes.equals(picture.subarray(8, 24)))
    const tail = await fetchUrl(answer.body.secure_url, { headers: { Range: 'bytes=-10' } })
    assert.isTrue(tail.bytes.equals(picture.subarray(-10)))
    const outside = await fetchUrl(answer.body.secure_url, {
      headers: { Range: `bytes=${picture.length}-` },
    })
    assert.equal(outside.status, 416)

    const copy = await fetchUrl(answer.body.secure_url.replace(/\.png$/, '-w320.webp'))
    assert.equal(copy.status, 200)
    assert.equal(copy.headers.get('content-type'), 'image/webp')
    assert.equal(copy.bytes.subarray(8, 12).toString('latin1'), 'WEBP')
  })

  test('a PDF uploaded whole is downloaded from the bucket through its link, with Range', async ({
    assert,
  }) => {
    const pdf = pdfDocument('Bucket notes', 50_000)
    const answer = await postUpload(
      RAW_UPLOAD,
      { bytes: pdf, name: 'notes.pdf', type: 'application/pdf' },
      await fieldsFor(PRESETS.bookPdf)
    )
    assert.equal(answer.status, 200, JSON.stringify(answer.body))
    assert.deepEqual(s3.keys(), [`raw/${answer.body.public_id}.pdf`])
    const storage = localMediaStorage()
    assert.deepEqual(await storage.checkPdf(answer.body.public_id), {
      status: 'ok',
      bytes: pdf.length,
    })
    const link = storage.privateDownloadUrl(answer.body.public_id, 'pdf', {
      expiresInSeconds: 60,
      fileName: 'Polity notes.pdf',
    })
    const whole = await fetchUrl(link.url)
    assert.equal(whole.status, 200)
    assert.isTrue(whole.bytes.equals(pdf))
    assert.include(
      whole.headers.get('content-disposition')!,
      'attachment; filename="Polity notes.pdf"'
    )
    assert.equal(whole.headers.get('cache-control'), 'private, no-store')
    const part = await fetchUrl(link.url, { headers: { Range: 'bytes=1000-1999' } })
    assert.equal(part.status, 206)
    assert.isTrue(part.bytes.equals(pdf.subarray(1000, 2000)))

    await s3.clear()
    const gone = await fetchUrl(link.url)
    assert.equal(gone.status, 404)
    assert.deepEqual(await storage.checkPdf(answer.body.public_id), { status: 'missing' })
  })

  test('a chunked upload whose chunks go to two instances is completed by the second', async ({
    assert,
  }) => {
    const first = localMediaStorage()
    const second = await instanceOn(s3.settings)
    roots.push(second.root)
    const pdf = pdfDocument('Chunked across instances', 7 * MB)
    const fields = await fieldsFor(PRESETS.bookPdf)
    const id = randomBytes(12).toString('hex')

    const one = await postChunk(RAW_UPLOAD, pdf, fields, { id, start: 0, end: 5 * MB - 1 })
    assert.deepEqual(one.body, {
      done: false,
      upload_id: id,
      bytes_received: 5 * MB,
      total_bytes: pdf.length,
    })
    assert.sameMembers(s3.keys(`chunked-uploads/${id}/`), [
      `chunked-uploads/${id}/meta.json`,
      `chunked-uploads/${id}/part-0-${5 * MB - 1}`,
    ])

    useMediaStorage(second)
    const last = { id, start: 5 * MB, end: pdf.length - 1 }
    const two = await postChunk(RAW_UPLOAD, pdf, fields, last)
    assert.equal(two.status, 200, JSON.stringify(two.body))
    assert.include(two.body, { done: true, format: 'pdf', bytes: pdf.length })
    assert.isTrue((await s3.object(`raw/${two.body.public_id}.pdf`))!.equals(pdf))
    // the parts are gone; the answer stays for a resent last chunk, at either instance
    assert.sameMembers(s3.keys('chunked-uploads/'), [
      `chunked-uploads/${id}/meta.json`,
      `chunked-uploads/${id}/result.json`,
    ])
    useMediaStorage(first)
    const again = await postChunk(RAW_UPLOAD, pdf, fields, last)
    assert.equal(again.body.public_id, two.body.public_id)
    assert.lengthOf(s3.keys('raw/'), 1)
    for (const storage of [first, second]) assert.deepEqual(await filesUnder(storage.root), [])
  })

  test('two instances completing the same upload at once store it exactly once', async ({
    assert,
  }) => {
    const pdf = pdfDocument('Raced', 6 * MB)
    const meta = { presetName: PRESETS.bookPdf, resourceType: 'raw' as const, total: pdf.length }
    const id = randomBytes(12).toString('hex')
    const instances = [localMediaStorage(), await instanceOn(s3.settings)]
    roots.push(instances[1].root)
    const sessions = await Promise.all(
      instances.map((storage) => chunkedUploadStaging(storage).open(id, meta))
    )
    const ranges = [
      { uploadId: id, start: 0, end: 5 * MB - 1, total: pdf.length },
      { uploadId: id, start: 5 * MB, end: pdf.length - 1, total: pdf.length },
    ]
    await Promise.all(
      sessions.map((session, index) =>
        session.writePart(
          ranges[index],
          Readable.from([pdf.subarray(ranges[index].start, ranges[index].end + 1)]),
          new AbortController().signal
        )
      )
    )

    const answers = await Promise.all(
      sessions.map((session, index) => completeIfWhole(instances[index], session, ranges[index]))
    )
    assert.isTrue(answers.every((answer) => answer.done))
    const ids = answers.map((answer) => (answer.done ? answer.public_id : null))
    assert.equal(ids[0], ids[1])
    assert.deepEqual(s3.keys('raw/'), [`raw/${ids[0]}.pdf`])
    assert.isTrue((await s3.object(`raw/${ids[0]}.pdf`))!.equals(pdf))
  })

  test('failed uploads leave nothing in the bucket', async ({ assert }) => {
    // a whole upload that is not what it claims
    const notAPicture = await postUpload(
      IMAGE_UPLOAD,
      { bytes: pdfDocument(), name: 'x.png', type: 'image/png' },
      await fieldsFor(PRESETS.course)
    )
    assert.equal(notAPicture.status, 422)

    // a chunked upload refused at its first chunk
    const fake = Buffer.concat([Buffer.from('not a pdf at all'), randomBytes(6 * MB)])
    const refused = await postChunk(RAW_UPLOAD, fake, await fieldsFor(PRESETS.bookPdf), {
      id: randomBytes(12).toString('hex'),
      start: 0,
      end: 5 * MB - 1,
    })
    assert.equal(refused.status, 422)
    assert.deepEqual(s3.keys(), [])

    // a chunk cut off half way is not put; the abandoned upload is swept away
    const pdf = pdfDocument('Abandoned', 7 * MB)
    const fields = await fieldsFor(PRESETS.bookPdf)
    const id = randomBytes(12).toString('hex')
    await postChunk(RAW_UPLOAD, pdf, fields, { id, start: 0, end: 5 * MB - 1 })
    const boundary = 'cutoff-boundary'
    const head = Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
      )
      .join('')
    const body = Buffer.concat([
      Buffer.from(
        `${head}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x"\r\n\r\n`
      ),
      pdf.subarray(5 * MB, 5 * MB + 1000),
    ])
    await rawExchange(
      {
        path: RAW_UPLOAD,
        headers: {
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': body.length + 5000,
          'X-Unique-Upload-Id': id,
          'Content-Range': `bytes ${5 * MB}-${pdf.length - 1}/${pdf.length}`,
        },
      },
      body,
      { hangUpAfterMs: 300 }
    )
    await new Promise((resolve) => setTimeout(resolve, 300))
    assert.sameMembers(s3.keys(), [
      `chunked-uploads/${id}/meta.json`,
      `chunked-uploads/${id}/part-0-${5 * MB - 1}`,
    ])
    for (const key of s3.keys()) s3.age(key, new Date(Date.now() - 2 * 24 * 3600 * 1000))
    const swept = await chunkedUploadStaging(localMediaStorage()).sweepAbandoned(new Date(), {
      force: true,
    })
    assert.equal(swept, 1)
    assert.deepEqual(s3.keys(), [])
    assert.deepEqual(await filesUnder(localMediaStorage().root), [])
  })

  test('uploads whose file comes before their fields land in the bucket; a forged one leaves nothing', async ({
    assert,
  }) => {
    const picture = pngImage(30, 20)
    const whole = await postParts(IMAGE_UPLOAD, [
      { name: 'file', fileName: 'a.png', bytes: picture },
      ...fieldParts(await fieldsFor(PRESETS.course)),
    ])
    assert.equal(whole.status, 200, JSON.stringify(whole.body))
    assert.isTrue((await s3.object(`image/${whole.body.public_id}.png`))!.equals(picture))

    const pdf = pdfDocument('File first, one chunk')
    const chunk = await postParts(
      RAW_UPLOAD,
      [
        { name: 'file', fileName: 'blob', bytes: pdf },
        ...fieldParts(await fieldsFor(PRESETS.bookPdf)),
      ],
      {
        'X-Unique-Upload-Id': randomBytes(12).toString('hex'),
        'Content-Range': `bytes 0-${pdf.length - 1}/${pdf.length}`,
      }
    )
    assert.equal(chunk.status, 200, JSON.stringify(chunk.body))
    assert.include(chunk.body, { done: true, bytes: pdf.length })
    assert.isTrue((await s3.object(`raw/${chunk.body.public_id}.pdf`))!.equals(pdf))

    const stored = s3.keys()
    const forged = await postParts(RAW_UPLOAD, [
      { name: 'file', fileName: 'a.pdf', bytes: pdf },
      ...fieldParts({ ...(await fieldsFor(PRESETS.bookPdf)), signature: 'f'.repeat(40) }),
    ])
    assert.equal(forged.status, 401)
    assert.deepEqual(s3.keys(), stored)
    assert.deepEqual(await filesUnder(localMediaStorage().root), [])
  })

  test('the demo seed stores its files in the bucket too', async ({ assert }) => {
    const storage = localMediaStorage()
    const picture = await storage.storeLocalFile({
      resourceType: 'image',
      folder: 'pathshala/courses',
      data: pngImage(400, 300),
      name: 'seeded-course',
    })
    const pdf = await storage.storeLocalFile({
      resourceType: 'raw',
      folder: 'pathshala/books',
      data: pdfDocument(),
      name: 'seeded-notes',
    })
    assert.include(picture, { width: 400, height: 300, format: 'png' })
    assert.deepEqual(s3.keys(), [
      'image/pathshala/courses/seeded-course-w320.webp',
      'image/pathshala/courses/seeded-course-w640.webp',
      'image/pathshala/courses/seeded-course.png',
      'raw/pathshala/books/seeded-notes.pdf',
    ])
    const served = await fetchUrl(picture.secure_url)
    assert.equal(served.status, 200)
    assert.deepEqual(await storage.checkPdf(pdf.public_id), {
      status: 'ok',
      bytes: pdfDocument().length,
    })
  })
})

test.group('Media in an S3-compatible bucket: settings checked at start', () => {
  test('a start with MEDIA_DRIVER=s3 and a setting missing or wrong stops with the reason', async ({
    assert,
  }) => {
    const failure = await failedStart({
      MEDIA_DRIVER: 's3',
      S3_BUCKET: 'pathshala-media',
      S3_ENDPOINT: 'minio:9000',
    })
    assert.isNotNull(failure, 'the server started')
    assert.equal(failure!.code, 1)
    assert.include(
      failure!.stderr,
      'Media storage settings: MEDIA_DRIVER=s3 needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY; ' +
        'S3_ENDPOINT "minio:9000" is not an http(s) URL'
    )
  }).timeout(60_000)
})
