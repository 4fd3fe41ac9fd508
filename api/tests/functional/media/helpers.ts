import { crc32, deflateSync } from 'node:zlib'
import { createHmac, randomBytes } from 'node:crypto'
import { readFile, readdir, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import jpeg from 'jpeg-js'

/** The test server, as a browser reaches it. */
export const BASE_URL = `http://${process.env.HOST}:${process.env.PORT}`
export const SIGNATURE_PATH = '/api/v1/generate/generateSignature'

export const PRESETS = {
  profile: 'pathshala_profile',
  course: 'pathshala_course',
  bookPdf: 'pathshala_books_pdf',
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A real PNG (RGB, one colour) of the given size. `padding` adds a text
 * chunk of that many bytes, to make a valid file as large as a test needs.
 */
export function pngImage(width = 3, height = 2, padding = 0) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x7f)])
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...(padding > 0 ? [pngChunk('tEXt', Buffer.alloc(padding, 0x61))] : []),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** A real baseline JPEG of the given size (encoded by jpeg-js). */
export function jpegImage(width = 5, height = 4) {
  const data = Buffer.alloc(width * height * 4, 0xc0)
  return jpeg.encode({ width, height, data }, 80).data
}

/** The well-known 1x1 transparent GIF89a. */
export const GIF_1X1 = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64'
)

/** A 1x1 lossless WebP. */
export const WEBP_1X1 = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64')

/** A small but complete PDF 1.4 (one page of text), `padding` bytes of comment added. */
export function pdfDocument(text = 'Pathshala test notes', padding = 0) {
  const stream = `BT /F1 18 Tf 56 780 Td (${text}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  if (padding > 0) body += `%${'x'.repeat(padding)}\n`
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

/** The local-mode upload secret, derived from APP_KEY as the API derives it. */
export function localUploadSecret() {
  return createHmac('sha256', process.env.APP_KEY!).update('pathshala media uploads').digest('hex')
}

export interface UploadFile {
  bytes: Buffer
  name: string
  type: string
}

/**
 * Posts a multipart upload as the clients do (fetch, FormData, no cookies):
 * the signed fields first, then the file. Answers status and parsed JSON.
 */
export async function postUpload(
  url: string,
  file: UploadFile | null,
  fields: Record<string, unknown>
) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(key, String(value))
  }
  if (file) form.append('file', new Blob([file.bytes], { type: file.type }), file.name)
  const response = await fetch(url.startsWith('http') ? url : `${BASE_URL}${url}`, {
    method: 'POST',
    body: form,
  })
  const text = await response.text()
  let body: any = text
  try {
    body = JSON.parse(text)
  } catch {}
  return { status: response.status, body, headers: response.headers }
}

/** The form fields for an upload signed as generateSignature answered. */
export function signedFields(signed: {
  apiKey: string
  timestamp: number
  signature: string
  uploadPreset: string
}) {
  return {
    api_key: signed.apiKey,
    timestamp: signed.timestamp,
    upload_preset: signed.uploadPreset,
    signature: signed.signature,
  }
}

export async function fetchUrl(url: string, init?: RequestInit) {
  const response = await fetch(url, { redirect: 'manual', ...init })
  const bytes = Buffer.from(await response.arrayBuffer())
  return { status: response.status, headers: response.headers, bytes }
}

/** A multipart part: a text field, or a file (`bytes` with a file name). */
export type RawPart =
  { name: string; value: string } | { name: string; fileName: string; bytes: Buffer; type?: string }

/**
 * A multipart body built by hand, so a test can order, cut or malform it.
 * `closed: false` leaves out the closing boundary (and the CRLF before it).
 */
export function multipartBody(boundary: string, parts: RawPart[], options = { closed: true }) {
  const chunks: Buffer[] = []
  parts.forEach((part, index) => {
    if (index > 0) chunks.push(Buffer.from('\r\n'))
    const file = 'fileName' in part
    const disposition = file
      ? `form-data; name="${part.name}"; filename="${part.fileName}"`
      : `form-data; name="${part.name}"`
    const type = file ? `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n` : ''
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`))
    chunks.push(file ? part.bytes : Buffer.from(part.value))
  })
  if (options.closed) chunks.push(Buffer.from(`\r\n--${boundary}--\r\n`))
  return Buffer.concat(chunks)
}

/**
 * Posts the parts as one hand-built multipart body, in exactly the order
 * given (fetch, no cookies). Answers status and parsed JSON.
 */
export async function postParts(
  url: string,
  parts: RawPart[],
  headers: Record<string, string> = {}
) {
  const boundary = `parts-${randomBytes(8).toString('hex')}`
  const response = await fetch(`${BASE_URL}${url}`, {
    method: 'POST',
    body: multipartBody(boundary, parts),
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, ...headers },
  })
  const text = await response.text()
  let body: any = text
  try {
    body = JSON.parse(text)
  } catch {}
  return { status: response.status, body }
}

/** Every order of `items` (n! of them). */
export function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items]
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [
      item,
      ...rest,
    ])
  )
}

/** The signed fields as text parts, in the order given. */
export function fieldParts(fields: Record<string, unknown>): RawPart[] {
  return Object.entries(fields)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => ({ name, value: String(value) }))
}

export { rawExchange, type RawAnswer } from '#tests/helpers/raw_http'

/** GET /api/v1/health: the server is still up and serving. */
export async function healthStatus() {
  const response = await fetch(`${BASE_URL}/api/v1/health`)
  await response.arrayBuffer()
  return response.status
}

/** Every regular file under `root` (none when it does not exist). */
export async function filesUnder(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true })
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
  } catch {
    return []
  }
}

/**
 * The files directly in the OS temp folder (where the body parser used to
 * write multipart files) whose content is exactly `marker`.
 */
export async function tmpFilesHolding(marker: Buffer) {
  const found: string[] = []
  for (const entry of await readdir(tmpdir(), { withFileTypes: true })) {
    if (!entry.isFile()) continue
    const path = join(tmpdir(), entry.name)
    try {
      const info = await stat(path)
      if (info.size !== marker.length) continue
      const content = await readFile(path)
      if (content.equals(marker)) found.push(path)
    } catch {}
  }
  return found
}

/** Waits until `check` holds, up to `ms`; answers whether it did. */
export async function eventually(check: () => Promise<boolean>, ms = 3000) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return check()
}

/**
 * Posts bytes start..end of `file` as one chunk, as a client of Cloudinary's
 * chunked protocol does: the signed fields, then the chunk as the file.
 */
export async function postChunk(
  url: string,
  file: Buffer,
  fields: Record<string, unknown>,
  chunk: {
    id: string
    start: number
    end: number
    total?: number
    headers?: Record<string, string>
  }
) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value))
  form.append('file', new Blob([file.subarray(chunk.start, chunk.end + 1)]), 'notes.pdf')
  const response = await fetch(`${BASE_URL}${url}`, {
    method: 'POST',
    body: form,
    headers: {
      'X-Unique-Upload-Id': chunk.id,
      'Content-Range': `bytes ${chunk.start}-${chunk.end}/${chunk.total ?? file.length}`,
      ...chunk.headers,
    },
  })
  const text = await response.text()
  let body: any = text
  try {
    body = JSON.parse(text)
  } catch {}
  return { status: response.status, body }
}
