import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { UploadQueue, type ChunkRequest, type UploadJobView } from '@pathshala/shared'
import { createDesktopPlatform } from '../../../platform/desktop-platform.ts'
import { answerApi } from '../../../test/fake-api.ts'
import { fakeBridge, testUser } from '../../../test/fake-bridge.ts'
import { renderApp } from '../../../test/render-app.tsx'

const SERVER = 'http://127.0.0.1:3333'
// generous: the uploads and typing run slowly on a loaded CI machine
const SLOW = { timeout: 15_000 }
vi.setConfig({ testTimeout: 60_000 })

const picked = [
  { key: '/books/polity-notes.pdf', name: 'polity-notes.pdf', size: 4000 },
  { key: '/books/polity-notes.png', name: 'polity-notes.png', size: 300 },
  { key: '/books/history.pdf', name: 'history.pdf', size: 2000 },
  { key: '/books/readme.txt', name: 'readme.txt', size: 10 },
]

/** The main process's side of the bridge: a real queue whose chunks a fake server stores. */
function uploadsBridge(refuse: string[] = []) {
  const queue = new UploadQueue({
    transport: {
      async sendChunk(request: ChunkRequest) {
        await new Promise((resolve) => setTimeout(resolve, 5))
        request.signal.throwIfAborted()
        if (refuse.includes(request.fileName))
          throw Object.assign(new Error('The file given is not a PDF document'), { status: 422 })
        return {
          done: true as const,
          media: {
            public_id: `up/${request.fileName}`,
            secure_url: `${SERVER}/up/${request.fileName}`,
            url: `${SERVER}/up/${request.fileName}`,
            format: request.fileName.split('.').pop()!,
            bytes: request.total,
            resource_type: 'raw' as const,
            type: 'upload' as const,
            created_at: '2026-01-01T00:00:00Z',
          },
        }
      },
    },
    sign: async (preset) => ({
      timestamp: 1,
      signature: 's',
      apiKey: 'local',
      cloudName: 'local',
      uploadUrl: `${SERVER}/api/v1/media/upload/raw`,
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
  const listeners = new Set<(jobs: UploadJobView[]) => void>()
  queue.subscribe((jobs) => listeners.forEach((listener) => listener(jobs)))
  return {
    queue,
    list: vi.fn(async () => queue.snapshot()),
    add: vi.fn(async (files: Parameters<UploadQueue['add']>[0]) => queue.add(files)),
    pause: vi.fn(async (key: string) => queue.pause(key)),
    resume: vi.fn(async (key: string) => queue.resume(key)),
    cancel: vi.fn(async (key: string) => queue.cancel(key)),
    retry: vi.fn(async (key: string) => queue.retry(key)),
    remove: vi.fn(async (key: string) => queue.remove(key)),
    pick: vi.fn(async () => picked),
    onChange: (listener: (jobs: UploadJobView[]) => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

function open(uploads: ReturnType<typeof uploadsBridge>) {
  window.history.replaceState(null, '', '/books/bulk')
  const bridge = fakeBridge({ user: testUser() })
  Object.assign(bridge, { uploads })
  const created: unknown[] = []
  answerApi(bridge, {
    // a deployment that renamed its upload presets (UPLOAD_PRESET_*)
    '/config': () => ({
      body: {
        success: true,
        message: 'OK',
        data: {
          uploadPresets: { profile: 'acme_avatars', course: 'acme_covers', bookPdf: 'acme_pdfs' },
        },
      },
    }),
    '/store/bulkCreate': () => ({
      status: 201,
      body: { success: true, message: 'ok', data: [{ _id: 'item-1' }, { _id: 'item-2' }] },
    }),
  })
  const send = bridge.api.send.getMockImplementation() as unknown as (request: unknown) => unknown
  bridge.api.send.mockImplementation((async (request: { url: string; body: string | null }) => {
    if (request.url.endsWith('/store/bulkCreate')) created.push(JSON.parse(request.body!))
    return send(request)
  }) as never)
  renderApp(createDesktopPlatform(bridge, SERVER, vi.fn()))
  return created
}

afterEach(() => {
  window.history.replaceState(null, '', '/')
  window.localStorage.clear()
})

describe('/books/bulk on the desktop', () => {
  test('pairs the picked files, shows row errors, uploads and creates the items', async () => {
    const user = userEvent.setup()
    const uploads = uploadsBridge()
    const created = open(uploads)

    await user.click(await screen.findByRole('button', { name: 'Choose files…' }, SLOW))
    const table = await screen.findByRole('table')
    expect(within(table).getAllByRole('row')).toHaveLength(3)
    expect(within(table).getByText('Thumbnail: polity-notes.png')).toBeInTheDocument()
    expect(
      within(table).getByText('Thumbnail: placeholder (no image with this name)')
    ).toBeInTheDocument()
    expect(screen.getByText(/Neither PDFs nor images: readme.txt/)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Title polity-notes.pdf' })).toHaveValue(
      'Polity Notes'
    )
    // the author is required: errors per row, and nothing can start
    expect(within(table).getAllByText('All required fields must be filled')).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Start upload' })).toBeDisabled()

    await user.type(screen.getByRole('textbox', { name: 'Author polity-notes.pdf' }), 'Meera Iyer')
    await user.type(screen.getByRole('textbox', { name: 'Author history.pdf' }), 'Rahul Nair')
    const price = screen.getByRole('spinbutton', { name: 'Price (₹) history.pdf' })
    await user.clear(price)
    await user.type(price, '49.999')
    expect(within(table).getByText(/Price must be an amount in rupees/)).toBeInTheDocument()
    await user.clear(price)
    await user.type(price, '49.50')
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Status history.pdf' }),
      'published'
    )

    await user.click(screen.getByRole('button', { name: 'Start upload' }))
    expect(
      await screen.findByRole('heading', { name: '2 items created' }, SLOW)
    ).toBeInTheDocument()

    // main signs each file with the preset the renderer names: the server's, not the default
    expect(uploads.add.mock.calls[0]![0].map((file) => [file.key, file.preset])).toEqual([
      ['/books/polity-notes.pdf', 'acme_pdfs'],
      ['/books/polity-notes.png', 'acme_covers'],
      ['/books/history.pdf', 'acme_pdfs'],
      ['placeholder-thumbnail', 'acme_covers'],
    ])
    expect(created).toEqual([
      {
        items: [
          expect.objectContaining({
            title: 'Polity Notes',
            author: 'Meera Iyer',
            status: 'draft',
            price: 0,
            pdf_public_id: 'up/polity-notes.pdf',
            thumbnail_public_id: 'up/polity-notes.png',
          }),
          expect.objectContaining({
            title: 'History',
            author: 'Rahul Nair',
            status: 'published',
            price: 49.5,
            pdf_public_id: 'up/history.pdf',
            thumbnail_public_id: 'up/placeholder-thumbnail.png',
          }),
        ],
      },
    ])
    await waitFor(() => expect(within(table).getAllByText('Created')).toHaveLength(2))
  })

  test('author, type, price and status are set once for every row; a row changed by hand keeps its value', async () => {
    const user = userEvent.setup()
    const uploads = uploadsBridge()
    const created = open(uploads)

    // set before any file is picked: the rows take the values as they come
    const bar = within(await screen.findByRole('region', { name: 'Same for every row' }, SLOW))
    await user.type(bar.getByRole('textbox', { name: 'Author' }), 'Meera Iyer')
    await user.clear(bar.getByRole('spinbutton', { name: 'Price (₹)' }))
    await user.type(bar.getByRole('spinbutton', { name: 'Price (₹)' }), '49.50')
    await user.selectOptions(bar.getByRole('combobox', { name: 'Status' }), 'published')
    await user.click(screen.getByRole('button', { name: 'Choose files…' }))
    expect(screen.getByRole('textbox', { name: 'Author polity-notes.pdf' })).toHaveValue(
      'Meera Iyer'
    )
    expect(screen.getByRole('textbox', { name: 'Author history.pdf' })).toHaveValue('Meera Iyer')
    expect(screen.getByRole('spinbutton', { name: 'Price (₹) history.pdf' })).toHaveValue(49.5)

    // one row's author changed by hand stays when the values for every row change
    const historyAuthor = screen.getByRole('textbox', { name: 'Author history.pdf' })
    await user.clear(historyAuthor)
    await user.type(historyAuthor, 'Rahul Nair')
    await user.selectOptions(bar.getByRole('combobox', { name: 'Type' }), 'Books')
    await user.type(bar.getByRole('textbox', { name: 'Author' }), ' Sharma')
    expect(screen.getByRole('textbox', { name: 'Author polity-notes.pdf' })).toHaveValue(
      'Meera Iyer Sharma'
    )
    expect(historyAuthor).toHaveValue('Rahul Nair')
    expect(screen.getByRole('combobox', { name: 'Type history.pdf' })).toHaveValue('Books')
    expect(bar.getByText('1 row(s) keep values changed by hand.')).toBeInTheDocument()
    // replacing them is asked first; Cancel keeps them
    await user.click(bar.getByRole('button', { name: 'Use these values there too' }))
    expect(screen.getByText(/Replace the values changed by hand in 1 row\(s\)\?/)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(historyAuthor).toHaveValue('Rahul Nair')

    await user.click(screen.getByRole('button', { name: 'Start upload' }))
    expect(
      await screen.findByRole('heading', { name: '2 items created' }, SLOW)
    ).toBeInTheDocument()
    expect(created).toEqual([
      {
        items: [
          expect.objectContaining({
            title: 'Polity Notes',
            author: 'Meera Iyer Sharma',
            type: 'Books',
            price: 49.5,
            status: 'published',
          }),
          expect.objectContaining({
            title: 'History',
            author: 'Rahul Nair',
            type: 'Books',
            price: 49.5,
            status: 'published',
          }),
        ],
      },
    ])
  })

  test('the values changed by hand are replaced only after the admin confirms', async () => {
    const user = userEvent.setup()
    open(uploadsBridge())

    await user.click(await screen.findByRole('button', { name: 'Choose files…' }, SLOW))
    const bar = within(screen.getByRole('region', { name: 'Same for every row' }))
    await user.type(screen.getByRole('textbox', { name: 'Author history.pdf' }), 'Rahul Nair')
    await user.type(bar.getByRole('textbox', { name: 'Author' }), 'Meera Iyer')
    expect(screen.getByRole('textbox', { name: 'Author history.pdf' })).toHaveValue('Rahul Nair')

    await user.click(bar.getByRole('button', { name: 'Use these values there too' }))
    await user.click(screen.getByRole('button', { name: 'Replace' }))
    expect(screen.getByRole('textbox', { name: 'Author history.pdf' })).toHaveValue('Meera Iyer')
    expect(bar.queryByText(/row\(s\) keep values changed by hand/)).not.toBeInTheDocument()
  })

  test('a file that fails keeps its item back, with Retry offered', async () => {
    const user = userEvent.setup()
    const uploads = uploadsBridge(['history.pdf'])
    const created = open(uploads)

    await user.click(await screen.findByRole('button', { name: 'Choose files…' }, SLOW))
    await user.type(
      await screen.findByRole('textbox', { name: 'Author polity-notes.pdf' }),
      'Meera'
    )
    await user.type(screen.getByRole('textbox', { name: 'Author history.pdf' }), 'Meera')
    await user.click(screen.getByRole('button', { name: 'Start upload' }))

    expect(
      await screen.findByRole('heading', { name: '1 items created' }, SLOW)
    ).toBeInTheDocument()
    expect(created).toHaveLength(1)
    expect((created[0] as { items: unknown[] }).items).toHaveLength(1)
    expect(screen.getByText('The file given is not a PDF document')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    expect(screen.getByText('1 item(s) still wait for their files.')).toBeInTheDocument()
  })
})
