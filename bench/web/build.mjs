/*
| The production build the browser benchmarks measure: the storefront's own
| build script (vite build, the prerendered landing pages, brotli and gzip
| copies), into a folder of the benchmark's.
*/
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const STOREFRONT_DIR = fileURLToPath(new URL('../../storefront/', import.meta.url))

/** `npm run build` of the storefront (storefront/scripts/build.mjs) into `outDir`. */
export function buildStorefront(outDir) {
  return new Promise((resolve, reject) => {
    const args = ['scripts/build.mjs', '--outDir', outDir, '--logLevel', 'warn']
    // npx node: the project's Node 24, as every npm script runs
    const child = spawn('npx', ['node', ...args], {
      cwd: STOREFRONT_DIR,
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`the storefront build exited with ${code}`))
    )
  })
}

/** Built file name (assets/x-123.js) to the source it came from, for readable lists. */
export function sourcesByFile(outDir) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'))
  const sources = new Map()
  for (const [key, chunk] of Object.entries(manifest)) {
    sources.set(chunk.file, chunk.src ?? chunk.name ?? key)
    for (const css of chunk.css ?? []) if (!sources.has(css)) sources.set(css, `${key} (CSS)`)
  }
  return sources
}
