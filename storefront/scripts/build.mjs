/*
| The storefront's production build (`npm run build`; the end-to-end suite and
| `npm run bench:web` build through it too):
|   1. `vite build` of the app, with its manifest, in two passes: the first one's scripts
|      say which of Blueprint's CSS rules the app can use (scripts/blueprint-css-purge.ts)
|      and which modules the landing shares with the app (scripts/landing-chunk.ts) and the
|      client-rendered pages with the rest (scripts/page-chunks.ts), the second builds with
|      only those rules and those modules in a few files;
|   2. the landing pages (/home, /home/about, /home/contact) rendered to HTML by
|      React's server renderer from a server build of src/prerender/render-page.tsx,
|      each written as <route>/index.html with the stylesheets and scripts of its
|      page, so the API serves them and the browser paints before any script; the
|      pages the browser renders (explore, course, store) get a <route>/index.html
|      too, empty, naming their page's files;
|   3. that server build kept in .server/ (never sent to a browser) with a template per
|      page the API renders on a visitor's first visit (store, explore, course: its HTML
|      with slots for the markup and its state) and the rules of the rendered pages'
|      stylesheet (shared/src/rendered-page.ts, api/app/http/services/rendered_pages.ts);
|   4. brotli and gzip copies of every text file (scripts/precompress-static.mjs).
|
|   node scripts/build.mjs [--outDir <folder>]   (default: dist)
*/
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'
import { precompressFolder } from '../../scripts/precompress-static.mjs'
import { blueprintCssPurge, recordClassUsage } from './blueprint-css-purge.ts'
import { compileHints } from './compile-hints.ts'
import { landingChunkGroup, recordLandingModules } from './landing-chunk.ts'
import { pageChunkGroup, recordPageModules } from './page-chunks.ts'
import {
  RENDERED_PAGES_FOLDER,
  RENDERED_STYLES_FILE,
  RENDERER_FILE,
} from '../../shared/src/rendered-page.ts'
import {
  chunkNamed,
  CLIENT_RENDERED_PAGES,
  clientPageName,
  PRERENDERED_PAGES,
  moveStylesToSheet,
  pageFiles,
  pageHtml,
  renderedPageTemplate,
  SERVER_FOLDER,
  styleSheetOf,
} from './page-html.mjs'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

/**
 * Renders the landing pages into their HTML files; returns the first API requests of each page
 * the browser renders (src/prerender/first-requests.ts), by route.
 */
async function prerenderLanding(outDir, logLevel) {
  const serverDir = join(outDir, SERVER_FOLDER)
  await build({
    root: ROOT,
    logLevel,
    // everything bundled, so the renderer needs nothing from node_modules at run time
    ssr: { noExternal: true },
    build: {
      ssr: 'src/prerender/render-page.tsx',
      outDir: serverDir,
      emptyOutDir: true,
      copyPublicDir: false,
      // one file: its first import (src/prerender/server-storage.ts) runs before any other module
      rollupOptions: { output: { entryFileNames: RENDERER_FILE, codeSplitting: false } },
    },
  })
  const { renderPage, recordFirstRequests, RENDERED_PAGES, componentStyleSamples } = await import(
    pathToFileURL(join(serverDir, RENDERER_FILE)).href
  )
  const template = readFileSync(join(outDir, 'index.html'), 'utf8')
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'))
  const rules = new Map()
  const pages = []
  for (const [route, source] of Object.entries(PRERENDERED_PAGES)) {
    const markup = moveStylesToSheet(await renderPage(route), rules)
    if (!markup.includes('<main')) throw new Error(`${route} rendered without its page`)
    // an outlined boundary would need React's inline scripts, which the policy refuses
    if (/<script|<template|<!--\$[?!]-->/.test(markup)) {
      throw new Error(
        `${route} did not render completely: ${markup.match(/<script|<template|<!--\$[?!]-->/)[0]}`
      )
    }
    pages.push({ route, markup, files: pageFiles(manifest, source) })
  }
  // the styles a page the API renders can have besides the landing's (src/prerender/style-samples.tsx)
  moveStylesToSheet(componentStyleSamples(), rules)
  const sheet = styleSheetOf(rules)
  const sheetFile = `assets/prerendered-${createHash('sha256').update(sheet).digest('hex').slice(0, 8)}.css`
  writeFileSync(join(outDir, sheetFile), sheet)
  for (const { route, markup, files } of pages) {
    const folder = join(outDir, route)
    mkdirSync(folder, { recursive: true })
    const linked = { css: [...files.css, sheetFile], js: files.js }
    writeFileSync(join(folder, 'index.html'), pageHtml(template, markup, linked))
  }
  const firstRequests = {}
  for (const route of Object.keys(CLIENT_RENDERED_PAGES)) {
    firstRequests[route] = await recordFirstRequests(route)
  }
  return { firstRequests, renderedPages: RENDERED_PAGES, rules, sheetFile }
}

/**
 * index.html with the files of each client-rendered page linked and its first API requests
 * sent from the HTML (`firstRequests`, by route), as <route>/index.html; for a page the API
 * renders on a visitor's first visit (`renderedPages`), its template for that too.
 */
function writePageShells(outDir, { firstRequests, renderedPages, rules, sheetFile }) {
  const template = readFileSync(join(outDir, 'index.html'), 'utf8')
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'))
  const templates = join(outDir, SERVER_FOLDER, RENDERED_PAGES_FOLDER)
  mkdirSync(templates, { recursive: true })
  for (const route of Object.keys(CLIENT_RENDERED_PAGES)) {
    const folder = join(outDir, route)
    mkdirSync(folder, { recursive: true })
    // the page's module and its data prefetch (src/main.tsx) travel in its `<page>-parts` file
    const files = pageFiles(manifest, chunkNamed(manifest, `${clientPageName(route)}-parts`))
    writeFileSync(join(folder, 'index.html'), pageHtml(template, '', files, firstRequests[route]))
    if (renderedPages.includes(route)) {
      const linked = { css: [...files.css, sheetFile], js: files.js }
      writeFileSync(
        join(templates, `${clientPageName(route)}.html`),
        renderedPageTemplate(template, linked)
      )
    }
  }
  writeFileSync(join(templates, RENDERED_STYLES_FILE), JSON.stringify(Object.fromEntries(rules)))
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { outDir: { type: 'string', default: 'dist' }, logLevel: { type: 'string' } },
  })
  const outDir = resolve(ROOT, values.outDir)
  const logLevel = values.logLevel ?? 'info'
  // a first pass, written nowhere, tells which of Blueprint's classes the app can use at all
  // and which modules the landing shares with the rest of the app
  const usage = { sources: [], moduleIds: [] }
  const landingModules = new Set()
  const pageModules = new Map()
  const landingOnlyModules = new Set()
  const clientPages = Object.entries(CLIENT_RENDERED_PAGES).map(([route, modules]) => ({
    name: clientPageName(route),
    // src/features/<feature>/...
    feature: modules.page.split('/')[2],
    modules: [resolve(ROOT, modules.page), resolve(ROOT, modules.data)],
  }))
  await build({
    root: ROOT,
    logLevel: 'warn',
    plugins: [
      recordClassUsage(usage),
      recordLandingModules(landingModules),
      recordPageModules(clientPages, landingModules, pageModules, landingOnlyModules),
    ],
    build: { outDir, write: false },
  })
  await build({
    root: ROOT,
    logLevel,
    plugins: [
      blueprintCssPurge(usage),
      compileHints((id) => landingModules.has(id) || pageModules.has(id)),
    ],
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              landingChunkGroup(landingModules, landingOnlyModules),
              pageChunkGroup(pageModules),
            ],
          },
        },
      },
    },
  })
  writePageShells(outDir, await prerenderLanding(outDir, logLevel))
  const compressed = await precompressFolder(outDir)
  if (logLevel !== 'silent' && logLevel !== 'error') {
    console.log(
      `prerendered ${Object.keys(PRERENDERED_PAGES).join(', ')}; ` +
        `brotli and gzip copies of ${compressed.files} text files`
    )
  }
}
