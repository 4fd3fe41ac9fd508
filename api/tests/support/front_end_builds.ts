import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

const INDEX = '<!doctype html><html><head><title>Pathshala</title></head><body></body></html>'

/** A page prerendered at build time, as the storefront's build writes /home. */
export const PRERENDERED_HOME =
  '<!doctype html><html><head><title>Pathshala</title></head><body><div id="root"><h1>Learn with Pathshala</h1></div></body></html>'

/** A hashed script large enough that its compressed copies are smaller than it. */
export const ASSET_SCRIPT = `${'console.log("a script of the storefront");\n'.repeat(200)}`

/**
 * Small stand-in builds of the storefront and the admin app, served through
 * STOREFRONT_DIR and ADMIN_DIR, so the web routes answer as they do after
 * `npm start` even where the real front ends were never built (a fresh clone
 * runs the API suite first). Like the real builds, the text files have brotli
 * and gzip copies beside them (scripts/precompress-static.mjs) and /home has a
 * prerendered page. Answers a function that puts things back.
 */
export function withFrontEndBuilds() {
  const restores = (['STOREFRONT_DIR', 'ADMIN_DIR'] as const).map((variable) => {
    const root = mkdtempSync(join(tmpdir(), `pathshala-${variable.toLowerCase()}-`))
    const files: Record<string, string> = {
      'index.html': INDEX,
      'about.html': INDEX,
      'home/index.html': PRERENDERED_HOME,
      'assets/index-abc123.js': ASSET_SCRIPT,
    }
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true })
      writeFileSync(join(root, path), text)
      writeFileSync(join(root, `${path}.br`), brotliCompressSync(text))
      writeFileSync(join(root, `${path}.gz`), gzipSync(text))
    }
    const before = process.env[variable]
    process.env[variable] = root
    return () => {
      if (before === undefined) delete process.env[variable]
      else process.env[variable] = before
      rmSync(root, { recursive: true, force: true })
    }
  })
  return () => restores.forEach((restore) => restore())
}
