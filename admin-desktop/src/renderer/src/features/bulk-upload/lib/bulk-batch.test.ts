import { describe, expect, it, vi } from 'vitest'
import { ApiError, UploadQueue, type ChunkRequest, type ChunkTransport } from '@pathshala/shared'
import type { BulkCreateItem } from '../api/bulk-types.ts'
import { BulkBatch, type SavedBatch } from './bulk-batch.ts'
import { PLACEHOLDER_KEY, rowsFromPairs } from './bulk-rows.ts'

/** A deployment that renamed its presets (GET /config's uploadPresets). */
const PRESETS = { profile: 'acme_avatars', course: 'acme_covers', bookPdf: 'acme_pdfs' }
const PDF_PRESET = PRESETS.bookPdf
const IMAGE_PRESET = PRESETS.course

const file = (name: string, size = 20) => ({ key: `/d/${name}`, name, size })

/** Stores every file in one chunk; fails the files named in `refuse`. */
function transport(refuse: Set<string>): ChunkTransport {
  return {
    async sendChunk(request: ChunkRequest) {
      await new Promise((resolve) => setTimeout(resolve, 1))
      request.signal.throwIfAborted()
      if (refuse.has(request.fileName))
        throw new ApiError(422, 'The file given is not a PDF document')
      return {
        done: true,
        media: {
          public_id: `up/${request.fileName}`,
          secure_url: `http://api.test/up/${request.fileName}`,
          url: `http://api.test/up/${request.fileName}`,
          format: request.fileName.split('.').pop()!,
          bytes: request.total,
          resource_type: request.fileName.endsWith('.pdf') ? 'raw' : 'image',
          type: 'upload',
          created_at: '2026-01-01T00:00:00Z',
        },
      }
    },
  }
}

function setup(refuse = new Set<string>()) {
  const queue = new UploadQueue({
    transport: transport(refuse),
    sign: async (preset) => ({
      timestamp: 1,
      signature: 's',
      apiKey: 'local',
      cloudName: 'local',
      uploadUrl: 'http://api.test/upload',
      folder: 'f',
      uploadPreset: preset,
      resourceType: 'raw',
      type: 'upload',
    }),
    openSource: (job) => ({
      size: job.size,
      slice: (start, end) => new Blob([new Uint8Array(end - start)]),
    }),
  })
  const addSpy = vi.spyOn(queue, 'add')
  const created: BulkCreateItem[][] = []
  const saves: SavedBatch[] = []
  const onCreated = vi.fn()
  const batch = new BulkBatch({
    uploader: queue,
    placeholderSize: 64,
    presetFor: async (purpose) => PRESETS[purpose],
    createItems: async (items) => {
      created.push(items)
      return items.map((_, index) => `item-${created.length}-${index}`)
    },
    save: (saved) => saves.push(saved),
    onCreated,
  })
  return { queue, batch, created, saves, onCreated, addSpy }
}

async function settled(batch: BulkBatch) {
  const end = Date.now() + 3000
  while (batch.state.phase === 'uploading' && !batch.state.createError) {
    if (Date.now() > end) break
    if (batch.state.created > 0 && !batch.state.creating) break
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

describe('BulkBatch', () => {
  it('uploads each PDF with its image (the placeholder once for the rest) and creates the items together', async () => {
    const { batch, created, onCreated, addSpy } = setup()
    batch.addRows(
      rowsFromPairs([
        { pdf: file('a.pdf'), image: file('a.png') },
        { pdf: file('b.pdf'), image: null },
        { pdf: file('c.pdf'), image: null },
      ]).map((row) => ({ ...row, author: 'Meera' }))
    )

    await batch.start()
    expect(addSpy.mock.calls[0]![0].map((entry) => [entry.key, entry.preset])).toEqual([
      ['/d/a.pdf', PDF_PRESET],
      ['/d/a.png', IMAGE_PRESET],
      ['/d/b.pdf', PDF_PRESET],
      ['/d/c.pdf', PDF_PRESET],
      [PLACEHOLDER_KEY, IMAGE_PRESET],
    ])
    await settled(batch)

    expect(created).toHaveLength(1)
    expect(
      created[0]!.map((item) => [item.title, item.pdf_public_id, item.thumbnail_public_id])
    ).toEqual([
      ['A', 'up/a.pdf', 'up/a.png'],
      ['B', 'up/b.pdf', 'up/placeholder-thumbnail.png'],
      ['C', 'up/c.pdf', 'up/placeholder-thumbnail.png'],
    ])
    expect(batch.state).toMatchObject({ phase: 'finished', created: 3 })
    expect(onCreated).toHaveBeenCalledWith(3)
  })

  it('never creates an item whose file failed; the others are created', async () => {
    const { batch, created, queue } = setup(new Set(['b.pdf']))
    batch.addRows(
      rowsFromPairs([
        { pdf: file('a.pdf'), image: file('a.png') },
        { pdf: file('b.pdf'), image: file('b.png') },
      ]).map((row) => ({ ...row, author: 'Meera' }))
    )
    await batch.start()
    await settled(batch)

    expect(created.flat().map((item) => item.pdf_public_id)).toEqual(['up/a.pdf'])
    expect(queue.get('/d/b.pdf')!.status).toBe('failed')
    expect(batch.state.phase).toBe('uploading')
    expect(batch.state.rows.map((row) => row.createdId !== null)).toEqual([true, false])
  })

  it('sets author, type, price and status once for every row; a hand edit stays and the batch keeps both', async () => {
    const { batch, created, saves } = setup()
    batch.setDefaults({ author: 'Meera Iyer', price: '99' })
    batch.mergePairs([
      { pdf: file('a.pdf'), image: null },
      { pdf: file('b.pdf'), image: null },
    ])
    batch.updateRow('/d/b.pdf', { author: 'Rahul Nair' })
    batch.setDefaults({ status: 'published', author: 'Meera Iyer Sharma' })
    // a file added later takes the values too
    batch.mergePairs([{ pdf: file('c.pdf'), image: null }])
    expect(batch.state.rows.map((row) => [row.author, row.price, row.status])).toEqual([
      ['Meera Iyer Sharma', '99', 'published'],
      ['Rahul Nair', '99', 'published'],
      ['Meera Iyer Sharma', '99', 'published'],
    ])
    // a reload restores the values for every row and which fields were changed by hand
    const restored = new BulkBatch({
      uploader: new UploadQueue({
        transport: transport(new Set()),
        sign: async () => {
          throw new Error('not used')
        },
        openSource: () => null,
      }),
      placeholderSize: 64,
      presetFor: async (purpose) => PRESETS[purpose],
      createItems: async () => [],
      saved: saves.at(-1)!,
    })
    restored.setDefaults({ author: 'Anita' })
    expect(restored.state.rows.map((row) => row.author)).toEqual(['Anita', 'Rahul Nair', 'Anita'])
    restored.dispose()

    batch.replaceOwnValues()
    expect(batch.state.rows.map((row) => row.author)).toEqual([
      'Meera Iyer Sharma',
      'Meera Iyer Sharma',
      'Meera Iyer Sharma',
    ])
    batch.updateRow('/d/c.pdf', { price: '10' })
    await batch.start()
    await settled(batch)
    expect(created.flat().map((item) => [item.author, item.price, item.status])).toEqual([
      ['Meera Iyer Sharma', 99, 'published'],
      ['Meera Iyer Sharma', 99, 'published'],
      ['Meera Iyer Sharma', 10, 'published'],
    ])
    // a new batch starts from the first values again
    await batch.clear()
    expect(batch.state.defaults).toEqual({
      author: '',
      type: 'Notes',
      price: '0',
      status: 'draft',
    })
  })

  it('waits while a file is still moving', async () => {
    const { batch, created, queue } = setup()
    batch.addRows(
      rowsFromPairs([{ pdf: file('a.pdf'), image: file('a.png') }]).map((row) => ({
        ...row,
        author: 'M',
      }))
    )
    await batch.start()
    queue.pause('/d/a.png')
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(created).toEqual([])
    queue.resume('/d/a.png')
    await settled(batch)
    expect(created).toHaveLength(1)
  })
})
