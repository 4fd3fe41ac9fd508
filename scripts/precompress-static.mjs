/*
| Brotli and gzip copies of every text file of a front-end build, made once at
| build time so the API only picks a file by the browser's Accept-Encoding and
| never compresses per request (api/app/http/services/static_site.ts). Used by the
| storefront's build and the /admin web build:
|
|   node scripts/precompress-static.mjs <build folder>
*/
import { readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises'
import { join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** Text formats worth compressing; images, fonts and PDFs are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|cjs|css|html?|svg|json|txt|xml|webmanifest|map|wasm|ico)$/i

const ENCODINGS = [
  {
    extension: '.br',
    compress: (bytes) =>
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  },
  {
    extension: '.gz',
    compress: (bytes) => gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
  },
]

/** The files under `folder` a browser can be sent: none in a hidden folder (the build's own). */
async function filesUnder(folder) {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !relative(folder, file)
          .split(sep)
          .some((part) => part.startsWith('.'))
    )
}

/**
 * Writes `file.br` and `file.gz` beside each compressible file of `folder`; a copy that would not
 * be smaller is not written (and an older one is removed), so the server sends the file itself.
 * Answers what was written, for the build's log.
 */
export async function precompressFolder(folder) {
  const root = resolve(folder)
  const files = (await filesUnder(root)).filter((file) => COMPRESSIBLE.test(file))
  let original = 0
  const written = { br: 0, gz: 0, brBytes: 0, gzBytes: 0 }
  for (const file of files) {
    const bytes = await readFile(file)
    original += bytes.length
    for (const { extension, compress } of ENCODINGS) {
      const compressed = await compress(bytes)
      const key = extension.slice(1)
      if (compressed.length < bytes.length) {
        await writeFile(file + extension, compressed)
        written[key] += 1
        written[`${key}Bytes`] += compressed.length
      } else {
        await unlink(file + extension).catch(() => {})
        written[`${key}Bytes`] += bytes.length
      }
    }
  }
  return { files: files.length, original, ...written }
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const folder = process.argv[2]
  if (!folder || !(await stat(folder).catch(() => null))?.isDirectory()) {
    console.error('usage: node scripts/precompress-static.mjs <build folder>')
    process.exit(2)
  }
  const result = await precompressFolder(folder)
  console.log(
    `precompressed ${result.files} text files of ${folder} (${kb(result.original)}): ` +
      `brotli ${kb(result.brBytes)}, gzip ${kb(result.gzBytes)}`
  )
}
