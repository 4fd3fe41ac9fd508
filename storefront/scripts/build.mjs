/*
| The storefront's production build (`npm run build`; the end-to-end suite and
| `npm run bench:web` build through it too):
|   1. `vite build` of the app, with its manifest, in two passes: the first one's scripts
|      say which of Blueprint's CSS rules the app can use (scripts/blueprint-css-purge.ts)
|      and which modules the landing shares with the app (scripts/landing-chunk.ts), the
|      second builds with only those rules and those modules in one file;
|   2. the landing pages (/home, /home/about, /home/contact) rendered to HTML by
|      React's server renderer from a server build of src/prerender/render-page.tsx,
|      each written as <route>/index.html with the stylesheets and scripts of its
|      page, so the API serves them and the browser paints before any script;
|   3. brotli and gzip copies of every text file (scripts/precompress-static.mjs).
|
|   node scripts/build.mjs [--outDir <folder>]   (default: dist)
*/
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'
import { precompressFolder } from '../../scripts/precompress-static.mjs'
import { blueprintCssPurge, recordClassUsage } from './blueprint-css-purge.ts'
import { landingChunkGroup, recordLandingModules } from './landing-chunk.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

/** Each prerendered route and the lazily loaded page module the router shows there (app/App.tsx). */
export const PRERENDERED_PAGES = {
  '/home': 'src/features/home/components/HomePage.tsx',
  '/home/about': 'src/features/about/components/AboutPage.tsx',
  '/home/contact': 'src/features/contact/components/ContactPage.tsx',
}

const ROOT_ELEMENT = '<div id="root"></div>'

/** The page module's own files and those of its static imports, from the Vite manifest. */
function pageFiles(manifest, source) {
  const css = new Set()
  const js = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || js.has(chunk.file)) return
    js.add(chunk.file)
    for (const file of chunk.css ?? []) css.add(file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  if (!manifest[source]) throw new Error(`The Vite manifest has no ${source}`)
  visit(source)
  return { css: [...css], js: [...js] }
}

const decodeAttribute = (value) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')

/**
 * The Content-Security-Policy refuses style attributes in HTML (a script can still set styles),
 * so each `style="..."` React wrote becomes a `data-prerender-style` marker and a rule of one
 * stylesheet for all prerendered pages. Once hydrated, React sets styles itself, which win over
 * the rule. Answers the markup and adds the rules to `rules` (declarations to marker).
 */
export function moveStylesToSheet(markup, rules) {
  return markup.replace(/ style="([^"]*)"/g, (_, value) => {
    const declarations = decodeAttribute(value)
    if (!rules.has(declarations)) rules.set(declarations, String(rules.size))
    return ` data-prerender-style="${rules.get(declarations)}"`
  })
}

export function styleSheetOf(rules) {
  return [...rules]
    .map(([declarations, id]) => `[data-prerender-style="${id}"]{${declarations}}`)
    .join('\n')
}

/** index.html with the page's markup in #root and its files linked (those not linked already). */
export function pageHtml(template, markup, files) {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`)
  const links = [
    ...files.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...files.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].filter((link) => !template.includes(link.match(/href="([^"]+)"/)[1]))
  return template
    .replace('  </head>', `${links.map((link) => `    ${link}\n`).join('')}  </head>`)
    .replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`)
}

/**
 * The browser storage a first-time visitor has: empty. The UI kit's theme reads it when its
 * module loads; rendering as a first visit is what the browser's own first render does too.
 */
function emptyLocalStorage() {
  const items = new Map()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size
    },
  }
}

async function prerenderLanding(outDir, logLevel) {
  const serverDir = mkdtempSync(join(tmpdir(), 'pathshala-prerender-'))
  try {
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
        rollupOptions: { output: { entryFileNames: 'render-page.mjs' } },
      },
    })
    globalThis.localStorage ??= emptyLocalStorage()
    const { renderPage } = await import(pathToFileURL(join(serverDir, 'render-page.mjs')).href)
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
    const sheet = styleSheetOf(rules)
    const sheetFile = `assets/prerendered-${createHash('sha256').update(sheet).digest('hex').slice(0, 8)}.css`
    writeFileSync(join(outDir, sheetFile), sheet)
    for (const { route, markup, files } of pages) {
      const folder = join(outDir, route)
      mkdirSync(folder, { recursive: true })
      const linked = { css: [...files.css, sheetFile], js: files.js }
      writeFileSync(join(folder, 'index.html'), pageHtml(template, markup, linked))
    }
  } finally {
    rmSync(serverDir, { recursive: true, force: true })
  }
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
  await build({
    root: ROOT,
    logLevel: 'warn',
    plugins: [recordClassUsage(usage), recordLandingModules(landingModules)],
    build: { outDir, write: false },
  })
  await build({
    root: ROOT,
    logLevel,
    plugins: [blueprintCssPurge(usage)],
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      rolldownOptions: {
        output: { codeSplitting: { groups: [landingChunkGroup(landingModules)] } },
      },
    },
  })
  await prerenderLanding(outDir, logLevel)
  const compressed = await precompressFolder(outDir)
  if (logLevel !== 'silent' && logLevel !== 'error') {
    console.log(
      `prerendered ${Object.keys(PRERENDERED_PAGES).join(', ')}; ` +
        `brotli and gzip copies of ${compressed.files} text files`
    )
  }
}
