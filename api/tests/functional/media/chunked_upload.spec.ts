import { test } from '@japa/runner'
import { randomBytes } from 'node:crypto'
import { openAsBlob } from 'node:fs'
import { mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import mediaConfig from '#config/media'
import { withCleanDatabase } from '#tests/helpers/database'
import { localMediaStorage } from '#media/services/main'
import UploadSignatureLedger from '#media/services/upload_signature_ledger'
import {
  BASE_URL,
  PRESETS,
  eventually,
  pdfDocument,
  pngImage,
  postChunk,
  signedFields,
} from './helpers.js'

const RAW_UPLOAD = '/api/v1/media/upload/raw'
const IMAGE_UPLOAD = '/api/v1/media/upload/image'
const MB = 1024 * 1024

function preset(name: string) {
  return mediaConfig.presets.find((entry) => entry.name === name)!
}

async function fieldsFor(name: string) {
  return signedFields(await new UploadSignatureLedger().issue(localMediaStorage(), preset(name)))
}

/** A valid PDF of about `size` bytes (a comment pads it). */
function pdfOfSize(size: number) {
  return pdfDocument('Chunked notes', Math.max(0, size - 700))
}

function uploadId() {
  return randomBytes(12).toString('hex')
}

/** The [start, end] ranges of a file cut into chunks of `size` bytes. */
function chunksOf(total: number, size: number) {
  const ranges: Array<{ start: number; end: number }> = []
  for (let start = 0; start < total; start += size) {
    ranges.push({ start, end: Math.min(start + size, total) - 1 })
  }
  return ranges
}

function chunkedFolder() {
  return join(mediaConfig.localRoot, '.chunked')
}

async function sessions() {
  return readdir(chunkedFolder()).catch(() => [] as string[])
}

async function storedPdf(publicId: string) {
  return readFile(localMediaStorage().rawFilePath(publicId)!)
}

test.group('Chunked uploads (X-Unique-Upload-Id + Content-Range, local mode)', (group) => {
  withCleanDatabase(group)
  const chunked = { ...mediaConfig.chunked }
  const limits = { ...mediaConfig.limits }
  group.each.setup(() => rm(mediaConfig.localRoot, { recursive: true, force: true }))
  group.each.teardown(() => {
    Object.assign(mediaConfig.chunked, chunked)
    Object.assign(mediaConfig.limits, limits)
  })
  group.teardown(() => rm(mediaConfig.localRoot, { recursive: true, force: true }))

  test('assembles 5 MB chunks sent in order; earlier chunks answer done: false', async ({
    assert,
  }) => {
    const pdf = pdfOfSize(12 * MB)
    const fields = await fieldsFor(PRESETS.bookPdf)
    const id = uploadId()
    const [first, second, last] = chunksOf(pdf.length, 5 * MB)

    const one = await postChunk(RAW_UPLOAD, pdf, fields, { id, ...first })
    assert.equal(one.status, 200, JSON.stringify(one.body))
    assert.deepEqual(one.body, {
      done: false,
      upload_id: id,
      bytes_received: 5 * MB,
      total_bytes: pdf.length,
    })
    const two = await postChunk(RAW_UPLOAD, pdf, fields, { id, ...second })
    assert.include(two.body, { done: false, bytes_received: 10 * MB })

    const three = await postChunk(RAW_UPLOAD, pdf, fields, { id, ...last })
    assert.equal(three.status, 200, JSON.stringify(three.body))
    // the final answer is a whole upload's answer (Cloudinary's fields)
    assert.include(three.body, {
      success: true,
      done: true,
      format: 'pdf',
      bytes: pdf.length,
      resource_type: 'raw',
      type: 'authenticated',
    })
    assert.match(three.body.public_id, /^pathshala\/books\/[0-9a-f]{20}$/)
    const stored = await storedPdf(three.body.public_id)
    assert.isTrue(stored.equals(pdf))
    assert.deepEqual(await localMediaStorage().checkPdf(three.body.public_id), {
      status: 'ok',
      bytes: pdf.length,
    })
  })

  test('takes 6 MB chunks streamed from disk, three uploads at once', async ({ assert }) => {
    const folder = await mkdtemp(join(tmpdir(), 'chunked-'))
    try {
      const pdfs = [pdfOfSize(13 * MB), pdfOfSize(7 * MB), pdfOfSize(12 * MB + 5)]
      const answers = await Promise.all(
        pdfs.map(async (pdf, index) => {
          const path = join(folder, `notes-${index}.pdf`)
          await writeFile(path, pdf)
          const blob = await openAsBlob(path)
          const fields = await fieldsFor(PRESETS.bookPdf)
          const id = uploadId()
          let last: { status: number; body: any } | undefined
          for (const range of chunksOf(pdf.length, 6 * MB)) {
            const form = new FormData()
            for (const [key, value] of Object.entries(fields)) form.append(key, String(value))
            form.append('file', blob.slice(range.start, range.end + 1), 'notes.pdf')
            const response = await fetch(`${BASE_URL}${RAW_UPLOAD}`, {
              method: 'POST',
              body: form,
              headers: {
                'X-Unique-Upload-Id': id,
                'Content-Range': `bytes ${range.start}-${range.end}/${pdf.length}`,
              },
            })
            last = { status: response.status, body: await response.json() }
            assert.equal(last.status, 200, JSON.stringify(last.body))
          }
          return last!
        })
      )
      for (const [index, answer] of answers.entries()) {
        assert.include(answer.body, { done: true, bytes: pdfs[index].length })
      }
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })

  test('accepts chunks out of order and repeated, idempotently', async ({ assert }) => {
    const pdf = pdfOfSize(16 * MB)
    const fields = await fieldsFor(PRESETS.bookPdf)
    const id = uploadId()
    const [a, b, c, d] = chunksOf(pdf.length, 5 * MB)

    const last = await postChunk(RAW_UPLOAD, pdf, fields, { id, ...d })
    assert.include(last.body, { done: false, bytes_received: d.end - d.start + 1 })
    const again = await postChunk(RAW_UPLOAD, pdf, fields, { id, ...d })
    assert.include(again.body, { done: false, bytes_received: d.end - d.start + 1 })
    const second = await postChunk(RAW_UPLOAD, pdf, fields, { id, ...b })
    assert.include(second.body, { done: false })
    const first = await postChunk(RAW_UPLOAD, pdf, fields, { id, ...a })
    assert.include(first.body, { done: false })
    const firstAgain = await postChunk(RAW_UPLOAD, pdf, fields, { id, ...a })
    assert.include(firstAgain.body, {
      done: false,
      bytes_received: pdf.length - (c.end - c.start + 1),
    })

    const completing = await postChunk(RAW_UPLOAD, pdf, fields, { id, ...c })
    assert.equal(completing.status, 200, JSON.stringify(completing.body))
    assert.include(completing.body, { done: true, bytes: pdf.length })
    const stored = await storedPdf(completing.body.public_id)
    assert.isTrue(stored.equals(pdf))

    // a resent chunk after the end gets the same answer and stores nothing new
    const resent = await postChunk(RAW_UPLOAD, pdf, fields, { id, ...b })
    assert.equal(resent.status, 200)
    assert.equal(resent.body.public_id, completing.body.public_id)
    const files = await readdir(join(mediaConfig.localRoot, 'raw', 'pathshala', 'books'))
    assert.lengthOf(files, 1)
  })

  test('a small file may be one last chunk', async ({ assert }) => {
    const pdf = pdfDocument()
    const fields = await fieldsFor(PRESETS.bookPdf)
    const answer = await postChunk(RAW_UPLOAD, pdf, fields, {
      id: uploadId(),
      start: 0,
      end: pdf.length - 1,
    })
    assert.equal(answer.status, 200, JSON.stringify(answer.body))
    assert.include(answer.body, { done: true, bytes: pdf.length })
  })

  test('refuses the signature for a second upload id, and a forged one', async ({ assert }) => {
    const pdf = pdfOfSize(6 * MB)
    const fields = await fieldsFor(PRESETS.bookPdf)
    const [first, last] = chunksOf(pdf.length, 5 * MB)
    const id = uploadId()
    const started = await postChunk(RAW_UPLOAD, pdf, fields, { id, ...first })
    assert.equal(started.status, 200)

    const otherUpload = await postChunk(RAW_UPLOAD, pdf, fields, { id: uploadId(), ...first })
    assert.equal(otherUpload.status, 401)
    assert.equal(
      otherUpload.body.message,
      'This upload signature has already been used by another upload; ask for a new one'
    )

    const forged = await postChunk(
      RAW_UPLOAD,
      pdf,
      { ...fields, signature: 'f'.repeat(40) },
      { id, ...last }
    )
    assert.equal(forged.status, 401)
    assert.equal(forged.body.message, 'Invalid Signature')

    // a whole-file upload cannot reuse it either
    const form = new FormData()
    for (const [key, value] of Object.entries(fields)) form.append(key, String(value))
    form.append('file', new Blob([pdfDocument()]), 'x.pdf')
    const whole = await fetch(`${BASE_URL}${RAW_UPLOAD}`, { method: 'POST', body: form })
    assert.equal(whole.status, 401)

    // the real upload still finishes
    const done = await postChunk(RAW_UPLOAD, pdf, fields, { id, ...last })
    assert.include(done.body, { done: true, bytes: pdf.length })
  })

  test('refuses a chunk whose total or preset differ from its upload id (409)', async ({
    assert,
  }) => {
    const pdf = pdfOfSize(11 * MB)
    const fields = await fieldsFor(PRESETS.bookPdf)
    const id = uploadId()
    const [first] = chunksOf(pdf.length, 5 * MB)
    await postChunk(RAW_UPLOAD, pdf, fields, { id, ...first })

    const otherTotal = await postChunk(RAW_UPLOAD, pdf, fields, {
      id,
      start: 5 * MB,
      end: 10 * MB - 1,
      total: pdf.length + 1,
    })
    assert.equal(otherTotal.status, 409)
  })

  test('refuses a malformed upload id or Content-Range (400)', async ({ assert }) => {
    const pdf = pdfDocument()
    const fields = await fieldsFor(PRESETS.bookPdf)
    const badId = await postChunk(RAW_UPLOAD, pdf, fields, {
      id: '../../etc',
      start: 0,
      end: pdf.length - 1,
    })
    assert.equal(badId.status, 400)
    const badRange = await postChunk(RAW_UPLOAD, pdf, fields, {
      id: uploadId(),
      start: 0,
      end: pdf.length - 1,
      headers: { 'Content-Range': 'bytes 10-5/100' },
    })
    assert.equal(badRange.status, 400)
    assert.deepEqual(await sessions(), [])
  })

  test('refuses a non-last chunk under 5 MB and a chunk not as long as its range', async ({
    assert,
  }) => {
    const pdf = pdfOfSize(8 * MB)
    const fields = await fieldsFor(PRESETS.bookPdf)
    const small = await postChunk(RAW_UPLOAD, pdf, fields, {
      id: uploadId(),
      start: 0,
      end: MB - 1,
    })
    assert.equal(small.status, 400)
    assert.equal(small.body.message, 'Every chunk but the last must be at least 5 MB')

    const form = new FormData()
    for (const [key, value] of Object.entries(fields)) form.append(key, String(value))
    form.append('file', new Blob([pdf.subarray(0, 5 * MB - 10)]), 'x.pdf')
    const short = await fetch(`${BASE_URL}${RAW_UPLOAD}`, {
      method: 'POST',
      body: form,
      headers: {
        'X-Unique-Upload-Id': uploadId(),
        'Content-Range': `bytes 0-${5 * MB - 1}/${pdf.length}`,
      },
    })
    assert.equal(short.status, 400)
    assert.equal(
      ((await short.json()) as any).message,
      'The chunk is shorter than its Content-Range says'
    )
  })

  test('refuses a total over the preset limit with 413 before storing', async ({ assert }) => {
    mediaConfig.limits.raw = 10 * MB
    const pdf = pdfOfSize(12 * MB)
    const fields = await fieldsFor(PRESETS.bookPdf)
    const answer = await postChunk(RAW_UPLOAD, pdf, fields, {
      id: uploadId(),
      start: 0,
      end: 5 * MB - 1,
    })
    assert.equal(answer.status, 413)
    assert.equal(answer.body.message, 'The PDF is larger than the 10 MB limit')
    assert.deepEqual(await sessions(), [])
  })

  test('refuses an assembled file that is not a PDF (422) and keeps nothing', async ({
    assert,
  }) => {
    const fake = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(6 * MB)])
    // the first chunk looks like a PDF; a PNG sent as the first chunk is refused at once
    const png = pngImage(4, 4, 6 * MB)
    const fields = await fieldsFor(PRESETS.bookPdf)
    const id = uploadId()
    const [first] = chunksOf(png.length, 5 * MB)
    const refused = await postChunk(RAW_UPLOAD, png, fields, { id, ...first })
    assert.equal(refused.status, 422)
    assert.equal(refused.body.message, 'The file given is not a PDF document')
    assert.deepEqual(await sessions(), [])

    // an image preset gets a PDF's bytes assembled from chunks: refused at the end too
    const imageFields = await fieldsFor(PRESETS.course)
    mediaConfig.limits.image = 20 * MB
    const imageId = uploadId()
    const [head, tail] = chunksOf(fake.length, 5 * MB)
    const tailFirst = await postChunk(IMAGE_UPLOAD, fake, imageFields, { id: imageId, ...tail })
    assert.include(tailFirst.body, { done: false })
    const headLast = await postChunk(IMAGE_UPLOAD, fake, imageFields, { id: imageId, ...head })
    assert.equal(headLast.status, 422)
    assert.equal(headLast.body.message, 'The file given is not an image')
    assert.deepEqual(await sessions(), [])
    const incoming = await readdir(localMediaStorage().incomingFolder).catch(() => [])
    assert.deepEqual(incoming, [])
  })

  test('removes an abandoned upload after the idle time', async ({ assert }) => {
    mediaConfig.chunked.sweepIntervalSeconds = 0
    const pdf = pdfOfSize(11 * MB)
    const fields = await fieldsFor(PRESETS.bookPdf)
    const abandoned = uploadId()
    const [first] = chunksOf(pdf.length, 5 * MB)
    await postChunk(RAW_UPLOAD, pdf, fields, { id: abandoned, ...first })
    assert.deepEqual(await sessions(), [abandoned])

    // idle for two days
    const past = new Date(Date.now() - 2 * 24 * 3600 * 1000)
    await utimes(join(chunkedFolder(), abandoned, 'meta.json'), past, past)

    // any later chunk request runs the sweep
    const other = uploadId()
    const small = pdfDocument()
    await postChunk(RAW_UPLOAD, small, await fieldsFor(PRESETS.bookPdf), {
      id: other,
      start: 0,
      end: small.length - 1,
    })
    assert.isTrue(
      await eventually(async () => {
        const left = await sessions()
        return !left.includes(abandoned)
      })
    )
    // the active one is kept
    assert.include(await sessions(), other)
    await stat(join(chunkedFolder(), other, 'meta.json'))
  })
})

test.group('Upload signatures for a bulk upload', (group) => {
  withCleanDatabase(group)

  test('hands out hundreds of distinct signatures for one preset in the same second', async ({
    assert,
  }) => {
    const ledger = new UploadSignatureLedger()
    const now = new Date()
    const signed = []
    for (let i = 0; i < 300; i++)
      signed.push(await ledger.issue(localMediaStorage(), preset(PRESETS.bookPdf), now))
    assert.equal(new Set(signed.map((entry) => entry.signature)).size, 300)
    // the newest free seconds first, none older than half an hour
    assert.equal(signed[0].timestamp, Math.floor(now.getTime() / 1000))
    assert.isAtLeast(signed[299].timestamp, Math.floor(now.getTime() / 1000) - 1800)
  })
})
