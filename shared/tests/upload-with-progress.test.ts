import { describe, expect, it } from 'vitest'
import { ApiError } from '../src/api/api-error.ts'
import { uploadSignedFileWithProgress, type UploadXhr } from '../src/api/upload-with-progress.ts'

const signature = {
  timestamp: 1767000000,
  signature: 'sig123',
  apiKey: 'local',
  cloudName: 'local',
  uploadUrl: 'https://api.example.com/api/v1/media/upload/image',
  folder: 'pathshala/courses',
  uploadPreset: 'pathshala_course',
  resourceType: 'image',
  type: 'upload',
}

type Listener = (event: { lengthComputable?: boolean; loaded?: number; total?: number }) => void

/** Just enough of XMLHttpRequest to drive one upload from the test. */
class FakeXhr {
  method = ''
  url = ''
  withCredentials = true
  headers: Record<string, string> = {}
  body: FormData | null = null
  status = 0
  responseText = ''
  aborted = false
  private listeners: Record<string, Listener[]> = {}
  private uploadListeners: Record<string, Listener[]> = {}
  upload = {
    addEventListener: (type: string, listener: Listener) => {
      ;(this.uploadListeners[type] ??= []).push(listener)
    },
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  addEventListener(type: string, listener: Listener) {
    ;(this.listeners[type] ??= []).push(listener)
  }
  send(body: FormData) {
    this.body = body
  }
  abort() {
    this.aborted = true
    this.emit('abort')
  }
  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners.progress ?? [])
      listener({ lengthComputable: true, loaded, total })
  }
  answer(status: number, body: string) {
    this.status = status
    this.responseText = body
    this.emit('load')
  }
  emit(type: string) {
    for (const listener of this.listeners[type] ?? []) listener({})
  }
}

function start(options: Parameters<typeof uploadSignedFileWithProgress>[3] = {}) {
  const xhr = new FakeXhr()
  const file = new Blob(['png bytes'], { type: 'image/png' })
  const result = uploadSignedFileWithProgress(
    signature,
    file,
    {},
    { fileName: 'cover.png', ...options },
    () => xhr as unknown as UploadXhr
  )
  return { xhr, result }
}

describe('uploadSignedFileWithProgress', () => {
  it('posts the signed form without credentials and reports progress', async () => {
    const seen: number[] = []
    const { xhr, result } = start({ onProgress: (p) => seen.push(p.loaded / p.total) })
    expect(xhr.method).toBe('POST')
    expect(xhr.url).toBe(signature.uploadUrl)
    expect(xhr.withCredentials).toBe(false)
    const form = xhr.body!
    expect(form.get('signature')).toBe('sig123')
    expect(form.get('upload_preset')).toBe('pathshala_course')
    expect((form.get('file') as File).name).toBe('cover.png')
    // the signed fields come before the file, so a streaming server sees them first
    const names: string[] = []
    form.forEach((_value, name) => names.push(name))
    expect(names.at(-1)).toBe('file')

    xhr.progress(50, 200)
    xhr.progress(200, 200)
    xhr.answer(200, JSON.stringify({ public_id: 'p1', secure_url: 'https://x/p1.png' }))
    await expect(result).resolves.toMatchObject({ status: 200, body: { public_id: 'p1' } })
    expect(seen).toEqual([0.25, 1])
  })

  it("rejects with the server's reason on a refusal", async () => {
    const { xhr, result } = start()
    xhr.answer(400, JSON.stringify({ error: { message: 'Invalid image file' } }))
    const error = await result.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 400, message: 'Invalid image file' })
  })

  it('rejects with status 0 when the connection fails', async () => {
    const { xhr, result } = start()
    xhr.emit('error')
    await expect(result).rejects.toMatchObject({ status: 0 })
  })

  it('cancels the transfer when the signal aborts', async () => {
    const controller = new AbortController()
    const { xhr, result } = start({ signal: controller.signal })
    controller.abort()
    await expect(result).rejects.toMatchObject({ name: 'AbortError' })
    expect(xhr.aborted).toBe(true)
  })

  it('never starts when the signal has already aborted', async () => {
    const controller = new AbortController()
    controller.abort()
    const { xhr, result } = start({ signal: controller.signal })
    await expect(result).rejects.toMatchObject({ name: 'AbortError' })
    expect(xhr.body).toBeNull()
  })
})
