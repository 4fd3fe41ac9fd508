import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { fetchChunkTransport, type UploadJobView } from '@pathshala/shared'
import type { UploadSignature } from '../shared/upload-signature.ts'

// electron-store reads app paths from Electron when it has them; these tests give it a folder
vi.mock('electron', () => ({ default: {}, app: { getPath: () => '/nowhere' } }))

const { createBulkUploads, PLACEHOLDER_KEY } = await import('./bulk-uploads.ts')
const { openUploadQueueStore } = await import('./upload-queue-store.ts')

const MB = 1024 * 1024
const CHUNK = 6 * MB

let folder: string
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'bulk-uploads-'))
})
afterEach(() => rm(folder, { recursive: true, force: true }))

function signature(preset: string): UploadSignature {
  return {
    timestamp: 1,
    signature: 'abc',
    apiKey: 'local',
    cloudName: 'local',
    uploadUrl: 'http://api.test/api/v1/media/upload/raw',
    folder: 'pathshala/books',
    uploadPreset: preset,
    resourceType: 'raw',
    type: 'authenticated',
  }
}

/**
 * The upload endpoint as main's fetch meets it: reads each chunk's headers and file part,
 * keeps the parts per upload id, and answers like the API (done: false, then the stored file).
 * `holdFrom` makes every chunk from that offset on wait forever (the app is quit meanwhile).
 */
function fakeServer(options: { holdFrom?: number } = {}) {
  const parts = new Map<string, Map<number, Buffer>>()
  const ranges: Array<{ id: string; range: string }> = []
  const assembled = new Map<string, Buffer>()
  const send = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const headers = init!.headers as Record<string, string>
    const id = headers['X-Unique-Upload-Id']!
    const range = headers['Content-Range']!
    const [, first, end, total] = /bytes (\d+)-(\d+)\/(\d+)/.exec(range)!.map(Number)
    if (options.holdFrom !== undefined && first! >= options.holdFrom)
      return new Promise<Response>(() => {})
    ranges.push({ id, range })
    const form = init!.body as FormData
    const file = form.get('file') as Blob
    const bytes = Buffer.from(await file.arrayBuffer())
    expect(bytes.length).toBe(end! - first! + 1)
    const upload = parts.get(id) ?? new Map<number, Buffer>()
    parts.set(id, upload)
    upload.set(first!, bytes)
    const received = [...upload.values()].reduce((sum, part) => sum + part.length, 0)
    if (received < total!) {
      return Response.json({
        done: false,
        upload_id: id,
        bytes_received: received,
        total_bytes: total,
      })
    }
    const whole = Buffer.concat(
      [...upload.entries()].sort(([a], [b]) => a - b).map(([, part]) => part)
    )
    const name = (file as File).name
    assembled.set(name, whole)
    return Response.json({
      success: true,
      done: true,
      public_id: `pathshala/books/${name}`,
      secure_url: `http://api.test/${name}`,
      url: `http://api.test/${name}`,
      format: 'pdf',
      bytes: whole.length,
      resource_type: 'raw',
      type: 'authenticated',
      created_at: '2026-11-23T00:00:00Z',
    })
  })
  return { send, ranges, assembled }
}

function start(send: typeof fetch, paths: string[], notify = vi.fn()) {
  return createBulkUploads({
    store: openUploadQueueStore({ cwd: folder }),
    transport: fetchChunkTransport(send),
    sign: async (preset) => signature(preset),
    notify,
    showOpenDialog: async () => ({ canceled: false, filePaths: paths }),
    placeholderPath: join(folder, 'placeholder.png'),
  })
}

async function until(check: () => boolean, ms = 10_000) {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe('bulk uploads in the main process', () => {
  test('the dialog gives PDFs and images; only those (and the placeholder) can be queued', async () => {
    const pdf = join(folder, 'polity-notes.pdf')
    const png = join(folder, 'polity-notes.png')
    const txt = join(folder, 'readme.txt')
    await writeFile(pdf, '%PDF-1.4 notes')
    await writeFile(png, 'png')
    await writeFile(txt, 'text')
    const uploads = start(fakeServer().send as typeof fetch, [pdf, png, txt])

    const picked = await uploads.pick('files')
    expect(picked).toEqual([
      { key: pdf, name: 'polity-notes.pdf', size: 14 },
      { key: png, name: 'polity-notes.png', size: 3 },
    ])
    expect(() =>
      uploads.add([
        { key: '/etc/passwd', fileName: 'passwd', size: 10, preset: 'pathshala_books_pdf' },
      ])
    ).toThrow('Only files chosen in the dialog can be uploaded')
    expect(() =>
      uploads.add([{ key: txt, fileName: 'readme.txt', size: 4, preset: 'pathshala_books_pdf' }])
    ).toThrow()
  })

  test('a folder gives its PDFs and images', async () => {
    await writeFile(join(folder, 'a.pdf'), '%PDF-1.4')
    await writeFile(join(folder, 'a.jpg'), 'jpg')
    await writeFile(join(folder, 'notes.docx'), 'doc')
    const uploads = start(fakeServer().send as typeof fetch, [folder])
    const picked = await uploads.pick('folder')
    expect(picked.map((file) => file.name).sort()).toEqual(['a.jpg', 'a.pdf'])
  })

  test('quit in the middle of a large PDF: the next start continues from the last confirmed chunk', async () => {
    const path = join(folder, 'big-notes.pdf')
    const bytes = Buffer.alloc(3 * CHUNK + 1234)
    bytes.write('%PDF-1.4\n')
    for (let i = 9; i < bytes.length; i += 4096) bytes[i] = i % 251
    await writeFile(path, bytes)

    // first run: the second chunk never gets an answer, then the app quits
    const first = fakeServer({ holdFrom: CHUNK })
    const before = start(first.send as typeof fetch, [path])
    await before.pick('files')
    before.add([
      { key: path, fileName: 'big-notes.pdf', size: bytes.length, preset: 'pathshala_books_pdf' },
    ])
    await until(() => before.list()[0]?.confirmed === CHUNK)
    const saved = JSON.parse(await readFile(join(folder, 'bulk-uploads.json'), 'utf8'))
    expect(saved.jobs[0]).toMatchObject({ key: path, confirmed: CHUNK, status: 'uploading' })
    const uploadId = saved.jobs[0].uploadId

    // next start: a new queue from the saved file, against a server that kept the first chunk
    const second = fakeServer()
    const firstPart = bytes.subarray(0, CHUNK)
    await second.send('x', {
      headers: {
        'X-Unique-Upload-Id': uploadId,
        'Content-Range': `bytes 0-${CHUNK - 1}/${bytes.length}`,
      },
      body: (() => {
        const form = new FormData()
        form.append('file', new Blob([firstPart]), 'big-notes.pdf')
        return form
      })(),
    })
    second.ranges.length = 0
    const notify = vi.fn()
    const after = start(second.send as typeof fetch, [], notify)
    await until(() => after.list()[0]?.status === 'done')

    expect(second.ranges.map((entry) => entry.range)).toEqual([
      `bytes ${CHUNK}-${2 * CHUNK - 1}/${bytes.length}`,
      `bytes ${2 * CHUNK}-${3 * CHUNK - 1}/${bytes.length}`,
      `bytes ${3 * CHUNK}-${bytes.length - 1}/${bytes.length}`,
    ])
    expect(second.ranges.every((entry) => entry.id === uploadId)).toBe(true)
    expect(second.assembled.get('big-notes.pdf')!.equals(bytes)).toBe(true)
    const reported = notify.mock.calls.at(-1)![0] as UploadJobView[]
    expect(reported[0]).toMatchObject({ status: 'done', confirmed: bytes.length })
  })

  test('uploads the placeholder thumbnail from a file it writes itself', async () => {
    const server = fakeServer()
    const uploads = start(server.send as typeof fetch, [])
    uploads.add([
      {
        key: PLACEHOLDER_KEY,
        fileName: 'placeholder-thumbnail.png',
        size: 0,
        preset: 'pathshala_course',
      },
    ])
    await until(() => uploads.list()[0]?.status === 'done')
    const written = await readFile(join(folder, 'placeholder.png'))
    expect([...written.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47])
    expect(server.assembled.get('placeholder-thumbnail.png')!.equals(written)).toBe(true)
  })
})
