import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { ChunkTransport, UploadJob } from '@pathshala/shared'

// electron-store reads app paths from Electron when it has them; these tests give it a folder
vi.mock('electron', () => ({ default: {}, app: { getPath: () => '/nowhere' } }))

const { openUploadQueueStore } = await import('./upload-queue-store.ts')
const { createBulkUploads } = await import('./bulk-uploads.ts')

let folder: string
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'upload-queue-'))
})
afterEach(() => rm(folder, { recursive: true, force: true }))

const paused: UploadJob = {
  key: '/books/polity.pdf',
  fileName: 'polity.pdf',
  size: 10,
  preset: 'pathshala_books_pdf',
  uploadId: 'u-1',
  confirmed: 4,
  status: 'paused',
  retries: 0,
  error: null,
  media: null,
}

describe('the saved bulk upload queue', () => {
  test('an entry that cannot be read is dropped with a log line; the others are kept', async () => {
    await writeFile(
      join(folder, 'bulk-uploads.json'),
      JSON.stringify({
        jobs: [
          null,
          'a path',
          { key: '/books/half.pdf' },
          { ...paused, key: '/books/odd.pdf', status: 'exploded' },
          { ...paused, key: '/books/over.pdf', confirmed: 11 },
          { ...paused, key: '/books/media.pdf', status: 'done', media: 'yes' },
          paused,
          { ...paused, fileName: 'again.pdf' },
        ],
      })
    )
    const log = { warn: vi.fn() }
    const store = openUploadQueueStore({ cwd: folder, log })
    expect(store.load()).toEqual([paused])
    expect(log.warn).toHaveBeenCalledTimes(7)
    expect(log.warn).toHaveBeenCalledWith(
      'dropped a bulk upload entry that cannot be read, at position',
      0
    )

    // and the queue starts with what was kept instead of throwing
    const transport: ChunkTransport = { sendChunk: vi.fn() }
    const uploads = createBulkUploads({
      store,
      transport,
      sign: vi.fn(),
      notify: vi.fn(),
      showOpenDialog: vi.fn(),
      placeholderPath: join(folder, 'placeholder.png'),
    })
    expect(uploads.list()).toMatchObject([{ key: paused.key, status: 'paused', confirmed: 4 }])
  })

  test('a file whose jobs are not a list starts empty', async () => {
    await writeFile(join(folder, 'bulk-uploads.json'), JSON.stringify({ jobs: { a: 1 } }))
    expect(openUploadQueueStore({ cwd: folder }).load()).toEqual([])
  })
})
