import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

/** The encodings a front-end build is stored in besides the file itself, best first. */
export const PRECOMPRESSED = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const

export type StoredEncoding = (typeof PRECOMPRESSED)[number]['encoding']

/**
 * The weight (q-value) a browser's Accept-Encoding gives each coding: an explicit entry wins over
 * `*`, a missing or malformed q counts as 1, q=0 refuses. Without the header nothing but the
 * file itself is acceptable (a client that never asked must not get compressed bytes).
 */
function weights(header: string | undefined) {
  const byCoding = new Map<string, number>()
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    let q = 1
    for (const param of params) {
      const [key, value] = param.trim().split('=')
      if (key === 'q') {
        const parsed = Number(value)
        q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 1
      }
    }
    byCoding.set(name === 'x-gzip' ? 'gzip' : name, q)
  }
  return (coding: string) => byCoding.get(coding) ?? byCoding.get('*') ?? 0
}

/**
 * The stored encodings this request accepts, in the order to try them: higher q first, brotli
 * before gzip when the weights tie. The caller falls back to the file itself when none of them
 * exists on disk.
 */
export function acceptedEncodings(header: string | undefined) {
  const weightOf = weights(header)
  return PRECOMPRESSED.map((candidate, rank) => ({
    ...candidate,
    q: weightOf(candidate.encoding),
    rank,
  }))
    .filter((candidate) => candidate.q > 0)
    .sort((a, b) => b.q - a.q || a.rank - b.rank)
    .map(({ encoding, extension }) => ({ encoding, extension }))
}

const compressors = { br: promisify(brotliCompress), gzip: promisify(gzip) }

/** Quick settings, for what the server compresses itself once and keeps in memory. */
const QUICK_COMPRESSION = {
  br: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  gzip: { level: 6 },
}

/** `bytes` in `encoding`, at the quick settings (near the best size for a fraction of the CPU). */
export function compressQuickly(bytes: Buffer | string, encoding: StoredEncoding) {
  return compressors[encoding](bytes, QUICK_COMPRESSION[encoding])
}
