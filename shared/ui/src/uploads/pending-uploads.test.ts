import { ApiError } from '@pathshala/shared'
import { describe, expect, it } from 'vitest'
import { PendingUploads, uploadFailedText } from './pending-uploads.ts'

/** A promise the test settles when it chooses. */
function controllable<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}

function aborted() {
  const error = new Error('The upload was cancelled')
  error.name = 'AbortError'
  return error
}

describe('PendingUploads', () => {
  it('settles only once the upload under way is done, with its result', async () => {
    const uploads = new PendingUploads()
    const upload = controllable<string>()
    uploads.start('thumbnail', 'thumbnail', upload.promise)
    expect(uploads.getState().uploading).toEqual(['thumbnail'])

    let settled: unknown = null
    const waiting = uploads.settle().then((outcome) => (settled = outcome))
    await Promise.resolve()
    expect(settled).toBeNull()

    upload.resolve('https://media.test/a.png')
    await waiting
    expect(settled).toEqual({
      status: 'ready',
      results: { thumbnail: 'https://media.test/a.png' },
    })
    expect(uploads.getState()).toEqual({ uploading: [], failures: [] })
  })

  it('also waits for an upload started while it waited', async () => {
    const uploads = new PendingUploads()
    const first = controllable<string>()
    const second = controllable<string>()
    uploads.start('thumbnail', 'thumbnail', first.promise)
    const waiting = uploads.settle()
    uploads.start('pdf', 'PDF', second.promise)
    first.resolve('a')
    await Promise.resolve()
    second.resolve('b')
    expect(await waiting).toEqual({ status: 'ready', results: { thumbnail: 'a', pdf: 'b' } })
  })

  it('a failure refuses the save with its reason until the field starts again or it is removed', async () => {
    const uploads = new PendingUploads()
    const upload = controllable<string>()
    uploads.start('thumbnail', 'thumbnail', upload.promise).catch(() => undefined)
    upload.reject(new ApiError(0, 'Network error'))
    const outcome = await uploads.settle()
    expect(outcome).toEqual({
      status: 'failed',
      failures: [
        { field: 'thumbnail', label: 'thumbnail', reason: 'the server cannot be reached' },
      ],
    })
    expect(uploadFailedText(outcome.status === 'failed' ? outcome.failures : [])).toBe(
      'Thumbnail could not be uploaded (the server cannot be reached), so nothing was saved. Try the upload again or remove it.'
    )
    // still refused on the next save
    await expect(uploads.settle()).resolves.toMatchObject({ status: 'failed' })

    uploads.discard('thumbnail')
    expect(await uploads.settle()).toEqual({ status: 'ready', results: {} })
  })

  it('a newer choice of the same field replaces the older; a cancelled upload is no failure', async () => {
    const uploads = new PendingUploads()
    const older = controllable<string>()
    const newer = controllable<string>()
    uploads.start('thumbnail', 'thumbnail', older.promise).catch(() => undefined)
    uploads.start('thumbnail', 'thumbnail', newer.promise).catch(() => undefined)
    older.reject(new Error('lost'))
    newer.reject(aborted())
    expect(await uploads.settle()).toEqual({ status: 'ready', results: {} })
  })

  it('a form closed while it waited does not save', async () => {
    const uploads = new PendingUploads()
    const upload = controllable<string>()
    uploads.start('photo', 'photo', upload.promise)
    const waiting = uploads.settle()
    uploads.close()
    upload.resolve('x')
    expect(await waiting).toEqual({ status: 'closed' })
  })
})
