import { describe, expect, it } from 'vitest'
import { ApiError } from '../src/api/api-error.ts'
import { uploadInChunks, type ChunkRequest } from '../src/upload/chunked-upload.ts'
import type { UploadSignatureFields } from '../src/api/upload-protocol.ts'

const CHUNK = 5 * 1024 * 1024
const signature = { uploadUrl: 'http://127.0.0.1/api/v1/media/upload/raw' } as UploadSignatureFields

describe('uploadInChunks', () => {
  it('lets a chunk already on its way finish when its sibling fails, so the retry starts after it', async () => {
    const total = 3 * CHUNK
    let releaseFirst!: () => void
    const firstArrives = new Promise<void>((resolve) => (releaseFirst = resolve))
    const saved: number[] = []
    const transport = {
      async sendChunk(request: ChunkRequest) {
        if (request.start === 0) {
          await firstArrives
          if (request.signal.aborted) throw new DOMException('aborted', 'AbortError')
          return { done: false as const, bytesReceived: CHUNK }
        }
        // the second chunk's connection drops at once, while the first is still uploading
        setTimeout(releaseFirst, 20)
        throw new ApiError(0, 'Network error. Please check your connection.', [], null)
      },
    }
    const attempt = uploadInChunks({
      source: { size: total, slice: (start, end) => new Blob([new Uint8Array(end - start)]) },
      fileName: 'big.pdf',
      transport,
      sign: async () => signature,
      state: { uploadId: 'u1', confirmed: 0 },
      chunkBytes: CHUNK,
      signal: new AbortController().signal,
      onConfirmed: (state) => saved.push(state.confirmed),
    })
    await expect(attempt).rejects.toMatchObject({ status: 0 })
    // the first chunk counted: a retry continues from there instead of sending it again
    expect(saved).toEqual([CHUNK])
  })
})
