import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PlatformProvider, type Platform } from '../../../platform/index.ts'
import { useSignedUpload } from './use-signed-upload.ts'

const signature = {
  timestamp: 1767000000,
  signature: 'sig',
  apiKey: 'local',
  cloudName: 'local',
  uploadUrl: 'http://127.0.0.1:3333/api/v1/media/upload/image',
  folder: 'pathshala/courses',
  uploadPreset: 'acme_covers',
  resourceType: 'image',
  type: 'upload',
}

/** The XMLHttpRequest the hook creates, driven by the test. */
class FakeXhr {
  static last: FakeXhr
  status = 0
  responseText = ''
  withCredentials = true
  aborted = false
  private handlers: Record<string, () => void> = {}
  private onProgress: (event: ProgressEvent) => void = () => {}
  upload = {
    addEventListener: (_: string, listener: (event: ProgressEvent) => void) =>
      (this.onProgress = listener),
  }
  constructor() {
    FakeXhr.last = this
  }
  open() {}
  setRequestHeader() {}
  send() {}
  addEventListener(type: string, listener: () => void) {
    this.handlers[type] = listener
  }
  abort() {
    this.aborted = true
    this.handlers.abort?.()
  }
  progress(loaded: number, total: number) {
    this.onProgress({ lengthComputable: true, loaded, total } as ProgressEvent)
  }
  answer(body: unknown) {
    this.status = 200
    this.responseText = JSON.stringify(body)
    this.handlers.load?.()
  }
}

function setup() {
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  // the test's transfer, not one left by the test before
  FakeXhr.last = undefined as unknown as FakeXhr
  const generateSignature = vi.fn(async (_body: unknown) => ({
    status: 200,
    body: { success: true, message: '', ...signature },
  }))
  // a deployment that renamed its presets (UPLOAD_PRESET_*)
  const config = vi.fn(async () => ({
    status: 200,
    body: {
      success: true,
      message: 'OK',
      data: {
        uploadPresets: { profile: 'acme_avatars', course: 'acme_covers', bookPdf: 'acme_pdfs' },
      },
    },
  }))
  // the client's two routes the upload uses, answered by the fakes above
  const api = {
    post: async (path: string, args: { body: unknown }) => {
      if (path === '/generate/generateSignature') return generateSignature(args.body)
      throw new Error(`unexpected POST ${path}`)
    },
    get: async (path: string) => {
      if (path === '/config') return config()
      throw new Error(`unexpected GET ${path}`)
    },
  }
  const platform = { api } as unknown as Platform
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformProvider platform={platform}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </PlatformProvider>
  )
  return { generateSignature, config, ...renderHook(() => useSignedUpload(), { wrapper }) }
}

afterEach(() => vi.unstubAllGlobals())

describe('useSignedUpload', () => {
  it("signs with the server's preset for the purpose, reports progress, and resolves with the stored file", async () => {
    const { result, generateSignature } = setup()
    let upload!: Promise<unknown>
    act(() => {
      upload = result.current.upload(new Blob(['x'.repeat(400)]), 'course', 'cover.jpg')
    })
    expect(result.current.busy).toBe(true)
    await vi.waitFor(() => expect(FakeXhr.last?.withCredentials).toBe(false))
    expect(generateSignature).toHaveBeenCalledWith({ uploadPreset: 'acme_covers' })

    act(() => FakeXhr.last.progress(100, 400))
    expect(result.current.progress).toMatchObject({ loaded: 100, total: 400, fraction: 0.25 })

    await act(async () => {
      FakeXhr.last.answer({ public_id: 'courses/cover', secure_url: 'http://x/cover.jpg' })
      await expect(upload).resolves.toMatchObject({ public_id: 'courses/cover' })
    })
    expect(result.current.busy).toBe(false)
    expect(result.current.progress).toBeNull()
  })

  it('asks the server for its presets once, and signs a PDF with the book PDF preset', async () => {
    const { result, generateSignature, config } = setup()
    for (let round = 0; round < 2; round += 1) {
      const before = FakeXhr.last
      let upload!: Promise<unknown>
      act(() => {
        upload = result.current.upload(new Blob(['%PDF']), 'bookPdf', 'notes.pdf')
      })
      await vi.waitFor(() => expect(FakeXhr.last).not.toBe(before))
      await act(async () => {
        FakeXhr.last.answer({ public_id: 'books/notes', secure_url: 'http://x/notes.pdf' })
        await upload
      })
    }
    expect(generateSignature).toHaveBeenLastCalledWith({ uploadPreset: 'acme_pdfs' })
    expect(config).toHaveBeenCalledTimes(1)
  })

  it('cancel stops the transfer and rejects with an AbortError', async () => {
    const { result } = setup()
    let upload!: Promise<unknown>
    act(() => {
      upload = result.current.upload(new Blob(['x']), 'course')
    })
    await vi.waitFor(() => expect(FakeXhr.last?.withCredentials).toBe(false))
    const xhr = FakeXhr.last
    await act(async () => {
      result.current.cancel()
      await expect(upload).rejects.toMatchObject({ name: 'AbortError' })
    })
    expect(xhr.aborted).toBe(true)
    expect(result.current.busy).toBe(false)
  })
})
