import { describe, expect, it, vi } from 'vitest'
import {
  ApiError,
  UploadQueue,
  type BulkCreateItem,
  type ChunkRequest,
  type ChunkTransport,
} from '@pathshala/shared'
import { BulkBatch, type SavedBatch } from './bulk-batch.ts'
import { IMAGE_PRESET, PDF_PRESET, PLACEHOLDER_KEY, rowsFromPairs } from './bulk-rows.ts'

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
