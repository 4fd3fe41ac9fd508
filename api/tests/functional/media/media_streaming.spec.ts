import { test } from '@japa/runner'
import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import { connect } from 'node:net'
import mediaConfig from '#config/media'
import { withCleanDatabase } from '#tests/helpers/database'
import { localMediaStorage } from '#media/services/main'
import { BASE_URL, fetchUrl, healthStatus, pngImage } from './helpers.js'

/** A valid-looking PDF of about `size` bytes (a PDF header, then random bytes). */
function bigPdf(size: number) {
  return Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size)])
}

/**
 * GETs `url` over a plain socket and, once the first `bytes` have arrived,
 * runs `then` (which may remove the file) and either hangs up or reads on to
 * the end. Answers how many bytes arrived.
 */
function partialGet(
  url: string,
  options: { bytes: number; then?: () => Promise<void>; hangUp: boolean }
): Promise<number> {
  const target = new URL(url)
  return new Promise((resolve) => {
    let received = 0
    let triggered = false
    const socket = connect(Number(target.port), target.hostname)
    const done = () => {
      clearTimeout(timer)
      socket.destroy()
      resolve(received)
    }
    const timer = setTimeout(done, 10_000)
    socket.on('error', done)
    socket.on('close', done)
    socket.on('data', async (chunk) => {
      received += chunk.length
      if (triggered || received < options.bytes) return
      triggered = true
      socket.pause()
      await options.then?.()
      if (options.hangUp) done()
      else socket.resume()
    })
    socket.write(
      `GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\nConnection: close\r\n\r\n`
    )
  })
}

test.group('Media files: streams that break off', (group) => {
  withCleanDatabase(group)
  group.setup(() => rm(mediaConfig.localRoot, { recursive: true, force: true }))
  group.teardown(() => rm(mediaConfig.localRoot, { recursive: true, force: true }))

  test('a client hanging up in the middle of a PDF download or an image', async ({ assert }) => {
    const storage = localMediaStorage()
    const pdf = await storage.storeLocalFile({
      resourceType: 'raw',
      folder: 'pathshala/books',
      data: bigPdf(24 * 1024 * 1024),
    })
    const image = await storage.storeLocalFile({
      resourceType: 'image',
      folder: 'pathshala/courses',
      data: Buffer.concat([pngImage(), randomBytes(4 * 1024 * 1024)]),
    })
    const link = storage.privateDownloadUrl(pdf.public_id, 'pdf', {
      expiresInSeconds: 60,
      fileName: 'notes.pdf',
    })

    for (const url of [link.url, image.secure_url]) {
      const received = await partialGet(url, { bytes: 64 * 1024, hangUp: true })
      assert.isAbove(received, 0)
      assert.equal(await healthStatus(), 200)
    }
  })

  test('a PDF removed while it downloads, and a link to a removed PDF', async ({ assert }) => {
    const storage = localMediaStorage()
    const pdf = await storage.storeLocalFile({
      resourceType: 'raw',
      folder: 'pathshala/books',
      data: bigPdf(24 * 1024 * 1024),
    })
    const path = storage.rawFilePath(pdf.public_id)!
    const link = storage.privateDownloadUrl(pdf.public_id, 'pdf', {
      expiresInSeconds: 60,
      fileName: 'notes.pdf',
    })

    await partialGet(link.url, {
      bytes: 64 * 1024,
      then: () => rm(path, { force: true }),
      hangUp: false,
    })
    assert.equal(await healthStatus(), 200)

    const again = await fetchUrl(link.url)
    assert.equal(again.status, 404)
    assert.equal(await healthStatus(), 200)
    assert.equal(new URL(link.url).origin, BASE_URL)
  })
})
