import { open } from 'node:fs/promises'
import { join } from 'node:path'

/** A small PRNG, so a seed gives the same sizes every run. */
export function random(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const MB = 1024 * 1024

/**
 * Writes a PDF of `size` bytes: a real one-page PDF whose body is padded with a
 * comment, written in 1 MB pieces (never a whole file in memory).
 */
export async function writePdf(path, size, label) {
  const text = `BT /F1 18 Tf 56 780 Td (${label}) Tj ET`
  const head = `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>\nendobj\n4 0 obj\n<< /Length ${text.length} >>\nstream\n${text}\nendstream\nendobj\n`
  const tail = '\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'
  const file = await open(path, 'w')
  try {
    await file.write(head)
    // the padding is one long comment line
    await file.write('%')
    let left = size - head.length - tail.length - 1
    const piece = Buffer.alloc(MB, 0x78)
    while (left > 0) {
      const bytes = Math.min(left, MB)
      await file.write(piece, 0, bytes)
      left -= bytes
    }
    await file.write(tail)
  } finally {
    await file.close()
  }
}

/** `count` PDFs of 1 to 20 MB (seeded sizes) in `folder`, to upload with `preset`. */
export async function generatePdfs(folder, count, seed, preset) {
  const next = random(seed)
  const files = []
  for (let i = 0; i < count; i++) {
    const size = Math.round((1 + next() * 19) * MB)
    const name = `bench-${String(i + 1).padStart(3, '0')}.pdf`
    const path = join(folder, name)
    await writePdf(path, size, `Bench ${i + 1}`)
    files.push({ key: path, path, name, size, preset })
  }
  return files
}
