/*
| The production build bench:web measures, and what its Vite manifest says
| the /home first load needs.
*/
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const STOREFRONT_DIR = fileURLToPath(new URL('../../storefront/', import.meta.url))

/** The route's page module, lazy-loaded by App.tsx. */
export const HOME_PAGE_SOURCE = 'src/features/home/components/HomePage.tsx'

/** `vite build --manifest` of the storefront into `outDir`. */
export function buildStorefront(outDir) {
  return new Promise((resolve, reject) => {
    const args = ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest']
    const child = spawn('npx', [...args, '--logLevel', 'warn'], {
      cwd: STOREFRONT_DIR,
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`))
    )
  })
}

/** Gzipped size in bytes, with zlib's default level (what Vite's build report shows). */
export function gzipSize(buffer) {
  return gzipSync(buffer).length
}

export function readManifest(outDir) {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'))
}

/** Built file name (assets/x-123.js) to the source it came from, for readable lists. */
export function sourcesByFile(manifest) {
  const sources = new Map()
  for (const [key, chunk] of Object.entries(manifest)) {
    sources.set(chunk.file, chunk.src ?? chunk.name ?? key)
    for (const css of chunk.css ?? []) if (!sources.has(css)) sources.set(css, `${key} (CSS)`)
  }
  return sources
}

/**
 * The files the manifest says /home needs before it is interactive: the entry with its static
 * imports, and the lazy home page with its own; each with its gzipped size.
 */
export function homeChunksFromManifest(manifest, outDir) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
  const files = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(entryKey)
  const homeKey = Object.keys(manifest).find((key) => key.endsWith(HOME_PAGE_SOURCE))
  if (homeKey) visit(homeKey)
  return [...files].map((file) => {
    const bytes = readFileSync(join(outDir, file))
    return {
      file,
      kind: file.endsWith('.css') ? 'css' : 'js',
      raw: bytes.length,
      gzip: gzipSize(bytes),
    }
  })
}
