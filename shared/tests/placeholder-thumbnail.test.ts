import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  PLACEHOLDER_HEIGHT,
  PLACEHOLDER_WIDTH,
  placeholderThumbnailPng,
} from '../src/upload/placeholder-thumbnail.ts'

/** The chunks of a PNG: type and data, with each CRC checked by zlib's own crc32. */
async function chunksOf(png: Uint8Array) {
  const { crc32 } = await import('node:zlib')
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  const chunks: Array<{ type: string; data: Uint8Array }> = []
  let offset = 8
  while (offset < png.length) {
    const length = view.getUint32(offset)
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8))
    const data = png.subarray(offset + 8, offset + 8 + length)
    const crc = view.getUint32(offset + 8 + length)
    expect(crc).toBe(crc32(png.subarray(offset + 4, offset + 8 + length)))
    chunks.push({ type, data })
    offset += 12 + length
  }
  return chunks
}

describe('placeholderThumbnailPng', () => {
  it('is a valid 600x800 indexed PNG well under the 1 MB thumbnail limit', async () => {
    const png = placeholderThumbnailPng()
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    expect(png.length).toBeLessThan(100 * 1024)
    const chunks = await chunksOf(png)
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND'])
    const header = new DataView(chunks[0]!.data.buffer, chunks[0]!.data.byteOffset)
    expect(header.getUint32(0)).toBe(PLACEHOLDER_WIDTH)
    expect(header.getUint32(4)).toBe(PLACEHOLDER_HEIGHT)
    // the image data inflates (zlib checks its Adler-32) to one filter byte and 75 bytes a row
    const raw = inflateSync(chunks[2]!.data)
    expect(raw.length).toBe((PLACEHOLDER_WIDTH / 8 + 1) * PLACEHOLDER_HEIGHT)
    // it draws something: some pixels are ink, most are background
    const ink = raw.reduce((sum, byte) => sum + (byte === 0 ? 0 : 1), 0)
    expect(ink).toBeGreaterThan(1000)
    expect(ink).toBeLessThan(raw.length / 2)
  })

  it('is the same bytes every time', () => {
    expect(placeholderThumbnailPng()).toEqual(placeholderThumbnailPng())
  })
})
