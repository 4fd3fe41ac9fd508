import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const INDEX = '<!doctype html><html><head><title>Pathshala</title></head><body></body></html>'

/**
 * Small stand-in builds of the storefront and the admin app, served through
 * STOREFRONT_DIR and ADMIN_DIR, so the web routes answer as they do after
 * `npm start` even where the real front ends were never built (a fresh clone
 * runs the API suite first). Answers a function that puts things back.
 */
export function withFrontEndBuilds() {
  const restores = (['STOREFRONT_DIR', 'ADMIN_DIR'] as const).map((variable) => {
    const root = mkdtempSync(join(tmpdir(), `pathshala-${variable.toLowerCase()}-`))
    mkdirSync(join(root, 'assets'))
    writeFileSync(join(root, 'index.html'), INDEX)
    writeFileSync(join(root, 'about.html'), INDEX)
    writeFileSync(join(root, 'assets', 'index-abc123.js'), 'console.log(1)\n')
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
