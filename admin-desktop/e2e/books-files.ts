import { deflateSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { apiPost } from './support/index.ts'

/*
| Files and items for the books spec: a real PNG and a real PDF made here (no fixtures on disk),
| and items created the way the content form creates them (signature, upload, createProduct).
*/

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer) {
  let crc = 0xffffffff
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A width x height RGB PNG with a diagonal gradient (so it compresses like a picture). */
export function pngImage(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const rows = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1)
    for (let x = 0; x < width; x++) {
      const at = row + 1 + x * 3
      rows[at] = (x * 255) / width
      rows[at + 1] = (y * 255) / height
      rows[at + 2] = 160
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A one-page PDF saying `text`. */
export function pdfDocument(text: string): Buffer {
  const stream = `BT /F1 18 Tf 56 780 Td (${text}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
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

interface Uploaded {
  secure_url: string
  public_id: string
  format: string
}

/**
 * Signs with the API and uploads as the admin's browser does: with the server's preset for the
 * purpose (GET /config; the harness renames them), signed fields first, then the file.
 */
async function upload(
  page: Page,
  purpose: 'course' | 'bookPdf',
  file: { name: string; mimeType: string; buffer: Buffer }
): Promise<Uploaded> {
  const config = await page.request.get('/api/v1/config')
  const { data } = await config.json()
  const uploadPreset: string = data.uploadPresets[purpose]
  const signing = await apiPost(page, '/generate/generateSignature', { uploadPreset })
  if (!signing.ok()) throw new Error(`signature: ${signing.status()} ${await signing.text()}`)
  const signature = await signing.json()
  const response = await page.request.post(signature.uploadUrl, {
    multipart: {
      api_key: signature.apiKey,
      timestamp: String(signature.timestamp),
      signature: signature.signature,
      upload_preset: signature.uploadPreset,
      file,
    },
  })
  if (!response.ok()) throw new Error(`upload: ${response.status()} ${await response.text()}`)
  return response.json()
}

export interface CreatedItem {
  _id: string
  title: string
}

/** A store item made through the API with a real thumbnail and PDF (the admin is signed in). */
export async function createItem(
  page: Page,
  fields: { title: string; author: string; price: number; status: 'published' | 'draft' }
): Promise<CreatedItem> {
  const thumbnail = await upload(page, 'course', {
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: pngImage(40, 30),
  })
  const pdf = await upload(page, 'bookPdf', {
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: pdfDocument(fields.title),
  })
  const response = await apiPost(page, '/store/createProduct', {
    ...fields,
    description: `About ${fields.title}`,
    type: 'Notes',
    thumbnailUrl: thumbnail.secure_url,
    thumbnail_public_id: thumbnail.public_id,
    thumbnail_format: thumbnail.format,
    pdf_public_id: pdf.public_id,
    pdf_format: pdf.format,
  })
  if (response.status() !== 201) throw new Error(`create: ${await response.text()}`)
  const answer: { data: CreatedItem } = await response.json()
  return answer.data
}

/** The admin's view of one item found by its exact title (any status). */
export async function findItem(page: Page, title: string) {
  const response = await apiPost(
    page,
    `/store/getAllBooks?adminView=true&limit=100&search=${encodeURIComponent(title)}`,
    {}
  )
  const answer: { data: Array<Record<string, unknown>> } = await response.json()
  return answer.data.find((item) => item.title === title)
}
