/**
 * The thumbnail a bulk-uploaded PDF gets when no image of the same name was picked: a 600x800
 * (3:4, a book cover's shape) two-colour PNG of a page with text lines on the brand's indigo,
 * made here byte by byte so the desktop main process and the browser produce the same file
 * without a canvas. Uploaded once per batch and shared by every row without an image
 * (docs/screens/admin.md, Bulk upload).
 */

export const PLACEHOLDER_WIDTH = 600
export const PLACEHOLDER_HEIGHT = 800
export const PLACEHOLDER_FILE_NAME = 'placeholder-thumbnail.png'

/** Background (index 0) and drawing (index 1) colours, RGB. */
const PALETTE = [0x2d, 0x3a, 0x8c, 0xe8, 0xec, 0xf8]

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function adler32(bytes: Uint8Array): number {
  let a = 1
  let b = 0
  for (const byte of bytes) {
    a = (a + byte) % 65521
    b = (b + a) % 65521
  }
  return ((b << 16) | a) >>> 0
}

function uint32(value: number): Uint8Array {
  return new Uint8Array([
    (value >>> 24) & 0xff,
    (value >>> 16) & 0xff,
    (value >>> 8) & 0xff,
    value & 0xff,
  ])
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const body = concat([new Uint8Array([...type].map((char) => char.charCodeAt(0))), data])
  return concat([uint32(data.length), body, uint32(crc32(body))])
}

/** zlib data in stored (uncompressed) deflate blocks: simple, and small enough at 1 bit a pixel. */
function zlibStored(raw: Uint8Array): Uint8Array {
  const blocks: Uint8Array[] = [new Uint8Array([0x78, 0x01])]
  for (let offset = 0; offset < raw.length || offset === 0; offset += 65535) {
    const piece = raw.subarray(offset, offset + 65535)
    const last = offset + 65535 >= raw.length ? 1 : 0
    const length = piece.length
    blocks.push(
      new Uint8Array([last, length & 0xff, length >>> 8, ~length & 0xff, (~length >>> 8) & 0xff]),
      piece
    )
    if (last) break
  }
  blocks.push(uint32(adler32(raw)))
  return concat(blocks)
}

/** Whether pixel (x, y) is drawn in the light colour: a page with a folded corner and lines. */
function isInk(x: number, y: number): boolean {
  const page = { left: 150, right: 450, top: 180, bottom: 620 }
  const fold = 60
  const inside = x >= page.left && x < page.right && y >= page.top && y < page.bottom
  if (!inside) return false
  const border = 6
  // the folded corner: cut off above the diagonal, its edge drawn
  const dx = x - (page.right - fold)
  const dy = y - page.top
  if (dx >= 0 && dy < fold) {
    if (dx > dy + border) return false
    return dx > dy - border || dx < border
  }
  const onEdge =
    x < page.left + border ||
    x >= page.right - border ||
    y >= page.bottom - border ||
    y < page.top + border
  if (onEdge) return true
  // text lines
  const lineTop = page.top + 110
  const row = y - lineTop
  if (row >= 0 && row < 300 && row % 40 < 10) {
    const lineIndex = Math.floor(row / 40)
    const lineEnd = page.right - 50 - (lineIndex % 3) * 40
    return x >= page.left + 40 && x < lineEnd
  }
  return false
}

/** The placeholder thumbnail's PNG bytes (about 60 KB). */
export function placeholderThumbnailPng(): Uint8Array {
  const bytesPerRow = Math.ceil(PLACEHOLDER_WIDTH / 8)
  const raw = new Uint8Array((bytesPerRow + 1) * PLACEHOLDER_HEIGHT)
  for (let y = 0; y < PLACEHOLDER_HEIGHT; y++) {
    const rowStart = y * (bytesPerRow + 1)
    raw[rowStart] = 0 // filter: none
    for (let x = 0; x < PLACEHOLDER_WIDTH; x++) {
      if (isInk(x, y)) raw[rowStart + 1 + (x >> 3)]! |= 0x80 >> (x & 7)
    }
  }
  const header = concat([
    uint32(PLACEHOLDER_WIDTH),
    uint32(PLACEHOLDER_HEIGHT),
    new Uint8Array([1, 3, 0, 0, 0]), // 1 bit, indexed colour
  ])
  return concat([
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', new Uint8Array(PALETTE)),
    chunk('IDAT', zlibStored(raw)),
    chunk('IEND', new Uint8Array(0)),
  ])
}
