import { test } from '@japa/runner'
import { connect } from 'node:net'
import { rm } from 'node:fs/promises'
import mediaConfig from '#config/media'
import { withCleanDatabase } from '#tests/helpers/database'
import { localMediaStorage } from '#media/services/main'
import UploadSignatureLedger from '#media/services/upload_signature_ledger'
import {
  BASE_URL,
  PRESETS,
  fieldParts,
  multipartBody,
  pdfDocument,
  signedFields,
} from './helpers.js'

/**
 * Sends a request in two writes with a pause between them, the way fetch sends a form: a few
 * bytes first, then the rest in one large write. Answers the status code.
 */
function sendInTwoWrites(
  path: string,
  headers: Record<string, string | number>,
  body: Buffer,
  firstBytes: number
) {
  const url = new URL(BASE_URL)
  return new Promise<number | null>((resolve) => {
    let received = ''
    const socket = connect(Number(url.port), url.hostname)
    const timer = setTimeout(() => socket.destroy(), 10_000)
    socket.on('data', (data) => {
      received += data.toString('latin1')
    })
    socket.on('close', () => {
      clearTimeout(timer)
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1]
      resolve(status ? Number(status) : null)
    })
    socket.on('error', () => {})
    const lines = [`POST ${path} HTTP/1.1`, `Host: ${url.host}`, 'Connection: close']
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`)
    socket.write(`${lines.join('\r\n')}\r\n\r\n`)
    socket.write(body.subarray(0, firstBytes))
    setTimeout(() => socket.write(body.subarray(firstBytes)), 100)
  })
}

test.group('Multipart uploads read as they arrive', (group) => {
  withCleanDatabase(group)
  group.teardown(() => rm(mediaConfig.localRoot, { recursive: true, force: true }))

  test('a read holding the fields and the start of the file does not count the file as fields', async ({
    assert,
  }) => {
    const preset = mediaConfig.presets.find((entry) => entry.name === PRESETS.bookPdf)!
    const fields = signedFields(
      await new UploadSignatureLedger().issue(localMediaStorage(), preset)
    )
    const pdf = pdfDocument('Two writes', 300 * 1024)
    const boundary = 'two-writes-boundary'
    const body = multipartBody(boundary, [
      ...fieldParts(fields),
      { name: 'file', fileName: 'notes.pdf', bytes: pdf, type: 'application/pdf' },
    ])

    const status = await sendInTwoWrites(
      '/api/v1/media/upload/raw',
      {
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': body.length,
      },
      body,
      60
    )

    assert.equal(status, 200)
  })
})
