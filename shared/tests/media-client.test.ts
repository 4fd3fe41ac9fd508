import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../src/api/api-error.ts'
import { createContractClient } from '../src/api/contract-client.ts'
import { uploadSignedFile } from '../src/api/upload.ts'
import { sent, setupClient } from './client-harness.ts'
import type { TestRegistry } from './test-registry.ts'

const localSignature = {
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

const cloudinarySignature = {
  ...localSignature,
  apiKey: '123456789',
  cloudName: 'demo',
  uploadUrl: 'https://api.cloudinary.com/v1_1/demo/raw/upload',
  folder: 'pathshala/books',
  uploadPreset: 'pathshala_books_pdf',
  resourceType: 'raw',
  type: 'authenticated',
}

const uploaded = {
  public_id: 'pathshala/courses/abc',
  secure_url: 'https://api.example.com/api/v1/media/image/pathshala/courses/abc.png',
  url: 'https://api.example.com/api/v1/media/image/pathshala/courses/abc.png',
  format: 'png',
  bytes: 68,
  resource_type: 'image',
  type: 'upload',
  width: 1,
  height: 1,
  created_at: '2026-01-10T10:00:00Z',
}

function formOf(body: unknown): FormData {
  expect(body).toBeInstanceOf(FormData)
  return body as FormData
}

afterEach(() => vi.unstubAllGlobals())

describe('generateSignature', () => {
  it('posts the preset to the API like any other call', async () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=abc' })
    const answer = { success: true, message: 'Upload signature generated', ...localSignature }
    const { client, calls } = setupClient({ kind: 'cookie' }, { status: 200, body: answer })
    const { body } = await client.post('/generate/generateSignature', {
      body: { uploadPreset: 'pathshala_course', resourceType: 'image' },
    })
    expect(sent(calls)).toEqual([
      [
        'POST',
        '/generate/generateSignature',
        { uploadPreset: 'pathshala_course', resourceType: 'image' },
      ],
    ])
    expect(calls[0]?.credentials).toBe('include')
    expect(calls[0]?.headers['X-XSRF-TOKEN']).toBe('abc')
    expect(body.uploadUrl).toBe(localSignature.uploadUrl)
  })
})

describe('uploadFile', () => {
  it('posts the file to the local upload URL with Cloudinary’s field names', async () => {
    const { client, calls } = setupClient({ kind: 'cookie' }, { status: 200, body: uploaded })
    const file = new File(['png bytes'], 'cover.png', { type: 'image/png' })
    const result = await uploadSignedFile(client.fetch, localSignature, file)

    expect(result).toEqual({ status: 200, body: uploaded })
    expect(calls).toHaveLength(1)
    expect(calls[0]?.method).toBe('POST')
    expect(calls[0]?.url).toBe(localSignature.uploadUrl)
    const form = formOf(calls[0]?.body)
    const names: string[] = []
    form.forEach((_value, name) => names.push(name))
    expect(names).toEqual([
      'api_key',
      'timestamp',
      'signature',
      'upload_preset',
      'resource_type',
      'file',
    ])
    expect(form.get('api_key')).toBe('local')
    expect(form.get('timestamp')).toBe('1767000000')
    expect(form.get('signature')).toBe('sig123')
    expect(form.get('upload_preset')).toBe('pathshala_course')
    expect(form.get('resource_type')).toBe('image')
    const sentFile = form.get('file') as File
    expect(sentFile.name).toBe('cover.png')
    expect(await sentFile.text()).toBe('png bytes')
  })

  it('posts to Cloudinary’s URL unchanged, outside the API base URL', async () => {
    const { client, calls } = setupClient({ kind: 'cookie' }, { status: 200, body: uploaded })
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' })
    await uploadSignedFile(client.fetch, cloudinarySignature, pdf, {}, { fileName: 'notes.pdf' })
    expect(calls[0]?.url).toBe('https://api.cloudinary.com/v1_1/demo/raw/upload')
    const form = formOf(calls[0]?.body)
    expect(form.get('api_key')).toBe('123456789')
    expect(form.get('upload_preset')).toBe('pathshala_books_pdf')
    expect(form.get('resource_type')).toBe('raw')
    expect((form.get('file') as File).name).toBe('notes.pdf')
  })

  it('sends no credentials and no XSRF header in cookie mode', async () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=abc' })
    const { client, calls } = setupClient({ kind: 'cookie' }, { status: 200, body: uploaded })
    await uploadSignedFile(client.fetch, localSignature, new Blob(['x']))
    expect(calls[0]?.credentials).toBe('omit')
    expect(calls[0]?.headers['X-XSRF-TOKEN']).toBeUndefined()
    expect(calls[0]?.headers['Authorization']).toBeUndefined()
    // the browser sets the multipart boundary itself
    expect(calls[0]?.headers['Content-Type']).toBeUndefined()
  })

  it('sends no bearer token in token mode', async () => {
    const { client, calls } = setupClient(
      { kind: 'token', getToken: () => 'tok' },
      { status: 200, body: uploaded }
    )
    await uploadSignedFile(client.fetch, cloudinarySignature, new Blob(['x']))
    expect(calls[0]?.credentials).toBe('omit')
    expect(calls[0]?.headers['Authorization']).toBeUndefined()
  })

  it('adds extra fields but never lets them replace the signed ones', async () => {
    const { client, calls } = setupClient({ kind: 'cookie' }, { status: 200, body: uploaded })
    await uploadSignedFile(client.fetch, localSignature, new Blob(['x']), {
      context: 'alt=Cover',
      signature: 'forged',
      file: 'not a file',
    })
    const form = formOf(calls[0]?.body)
    expect(form.get('context')).toBe('alt=Cover')
    expect(form.getAll('signature')).toEqual(['sig123'])
    expect(form.getAll('file')).toHaveLength(1)
    expect(form.get('file')).toBeInstanceOf(Blob)
  })

  it('rejects with Cloudinary’s nested error message', async () => {
    const refusal = { error: { message: 'Invalid Signature' } }
    const { client } = setupClient({ kind: 'cookie' }, { status: 401, body: refusal })
    const error = await uploadSignedFile(client.fetch, cloudinarySignature, new Blob(['x'])).catch(
      (caught: unknown) => caught
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 401, message: 'Invalid Signature', body: refusal })
  })

  it('rejects with the local store’s message', async () => {
    const message = 'The image is larger than the 5 MB limit'
    const refusal = { success: false, message, error: { message } }
    const { client } = setupClient({ kind: 'cookie' }, { status: 413, body: refusal })
    await expect(
      uploadSignedFile(client.fetch, localSignature, new Blob(['x']))
    ).rejects.toMatchObject({
      status: 413,
      message,
    })
  })

  it('reports a network failure with status 0', async () => {
    const { client } = setupClient({ kind: 'cookie' }, { networkError: true })
    await expect(
      uploadSignedFile(client.fetch, localSignature, new Blob(['x']))
    ).rejects.toMatchObject({
      status: 0,
      message: 'Network error. Please check your connection.',
    })
  })

  it('lets an abort through unchanged', async () => {
    const controller = new AbortController()
    controller.abort()
    const abortingFetch = async (_input: RequestInfo | URL, init?: RequestInit) => {
      init?.signal?.throwIfAborted()
      return new Response('{}')
    }
    vi.stubGlobal('fetch', abortingFetch)
    const client = createContractClient<TestRegistry>({
      baseUrl: '/api/v1',
      auth: { kind: 'cookie' },
    })
    const error = await uploadSignedFile(
      client.fetch,
      localSignature,
      new Blob(['x']),
      {},
      { signal: controller.signal }
    ).catch((caught: unknown) => caught)
    expect(error).not.toBeInstanceOf(ApiError)
    expect((error as Error).name).toBe('AbortError')
  })
})
