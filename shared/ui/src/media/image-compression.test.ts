import { describe, expect, it, vi } from 'vitest'
import {
  compressImage,
  fitWithin,
  NotAnImageError,
  PROFILE_IMAGE_LIMITS,
  uploadFileName,
  type DecodedImage,
  type ImageCodec,
} from './image-compression.ts'

/** A codec whose JPEG weighs `bytesPerPixel * quality` per pixel, recording each attempt. */
function fakeCodec(width: number, height: number, bytesPerPixel = 2) {
  const close = vi.fn()
  const attempts: { width: number; height: number; quality: number }[] = []
  const codec: ImageCodec = {
    decode: async () => ({ width, height, source: {} as CanvasImageSource, close }),
    encode: async (_image: DecodedImage, w: number, h: number, quality: number) => {
      attempts.push({ width: w, height: h, quality })
      return new Blob([new Uint8Array(Math.round(w * h * bytesPerPixel * quality))], {
        type: 'image/jpeg',
      })
    },
  }
  return { codec, attempts, close }
}

const file = (bytes: number, type = 'image/png') => new Blob([new Uint8Array(bytes)], { type })

describe('fitting within a size', () => {
  it('scales the longer side down to the limit, keeping the shape', () => {
    expect(fitWithin(4000, 3000, 1000)).toEqual({ width: 1000, height: 750 })
    expect(fitWithin(1080, 1920, 1000)).toEqual({ width: 563, height: 1000 })
  })

  it('never enlarges and never reaches zero', () => {
    expect(fitWithin(640, 480, 1000)).toEqual({ width: 640, height: 480 })
    expect(fitWithin(10_000, 1, 1000)).toEqual({ width: 1000, height: 1 })
  })
})

describe('compressing a profile photo', () => {
  it('keeps a small enough picture as it is', async () => {
    const { codec, attempts } = fakeCodec(800, 600)
    const small = file(200_000)
    await expect(compressImage(small, PROFILE_IMAGE_LIMITS, codec)).resolves.toBe(small)
    expect(attempts).toEqual([])
  })

  it('scales a large picture to 1000 px and saves it as JPEG under 1 MB', async () => {
    const { codec, attempts, close } = fakeCodec(4000, 3000, 1)
    const result = await compressImage(file(5_000_000), PROFILE_IMAGE_LIMITS, codec)
    expect(result.type).toBe('image/jpeg')
    expect(result.size).toBeLessThanOrEqual(1_000_000)
    expect(attempts[0]).toEqual({ width: 1000, height: 750, quality: 0.9 })
    expect(close).toHaveBeenCalledOnce()
  })

  it('lowers the quality step by step before shrinking further', async () => {
    // 1000 x 750 at 2 bytes per pixel: quality 0.6 gives 900 000 bytes, the first under 1 MB
    const { codec, attempts } = fakeCodec(2000, 1500, 2)
    const result = await compressImage(file(3_000_000), PROFILE_IMAGE_LIMITS, codec)
    expect(attempts.map((attempt) => attempt.quality)).toEqual([0.9, 0.8, 0.7, 0.6])
    expect(result.size).toBe(900_000)
  })

  it('shrinks the picture when even low quality is too heavy', async () => {
    const { codec, attempts } = fakeCodec(1000, 1000, 4)
    const result = await compressImage(file(4_000_000), PROFILE_IMAGE_LIMITS, codec)
    expect(result.size).toBeLessThanOrEqual(1_000_000)
    expect(attempts.at(-1)!.width).toBeLessThan(1000)
  })

  it('re-encodes a small picture in a format the API does not take', async () => {
    const { codec, attempts } = fakeCodec(300, 300)
    const result = await compressImage(file(50_000, 'image/bmp'), PROFILE_IMAGE_LIMITS, codec)
    expect(result.type).toBe('image/jpeg')
    expect(attempts).toHaveLength(1)
  })

  it("says 'The file given is not an image' when the file cannot be read as one", async () => {
    const codec: ImageCodec = {
      decode: () => Promise.reject(new Error('InvalidStateError')),
      encode: () => Promise.reject(new Error('unused')),
    }
    const attempt = compressImage(file(100, 'text/plain'), PROFILE_IMAGE_LIMITS, codec)
    await expect(attempt).rejects.toBeInstanceOf(NotAnImageError)
    await expect(attempt).rejects.toThrow('The file given is not an image')
  })
})

describe('upload file name', () => {
  it('matches the blob format', () => {
    expect(uploadFileName('holiday.HEIC', new Blob([], { type: 'image/jpeg' }))).toBe('holiday.jpg')
    expect(uploadFileName('me.png', new Blob([], { type: 'image/png' }))).toBe('me.png')
    expect(uploadFileName('', new Blob([], { type: '' }))).toBe('photo.jpg')
  })
})
