import { deflateSync } from 'node:zlib'

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer) {
  let crc = 0xffffffff
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

export type Rgb = [number, number, number]

/**
 * A real PNG (8-bit RGB) for demo thumbnails: a diagonal gradient between two
 * colours with soft circles, so each course and book looks distinct offline.
 */
export function thumbnailPng(options: {
  width: number
  height: number
  from: Rgb
  to: Rgb
  circles: { x: number; y: number; radius: number; color: Rgb; alpha: number }[]
}) {
  const { width, height, from, to, circles } = options
  const rowLength = width * 3 + 1
  const pixels = Buffer.alloc(rowLength * height)
  for (let y = 0; y < height; y++) {
    pixels[y * rowLength] = 0
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2
      let color: Rgb = [0, 1, 2].map((i) => from[i] + (to[i] - from[i]) * t) as Rgb
      for (const circle of circles) {
        const distance = Math.hypot(x - circle.x, y - circle.y)
        if (distance < circle.radius) {
          const alpha = circle.alpha * (1 - distance / circle.radius)
          color = [0, 1, 2].map((i) => color[i] * (1 - alpha) + circle.color[i] * alpha) as Rgb
        }
      }
      const offset = y * rowLength + 1 + x * 3
      pixels[offset] = Math.round(color[0])
      pixels[offset + 1] = Math.round(color[1])
      pixels[offset + 2] = Math.round(color[2])
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // colour type RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
