/*
| The HTML files the storefront's build writes besides index.html (scripts/build.mjs): each
| prerendered landing page with its markup, and each page the browser renders with its files
| named, both with the page's scripts and stylesheets linked from the Vite manifest.
*/
import { EARLY_REQUESTS_SCRIPT } from '../../shared/src/early-requests-script.ts'
export { moveStylesToSheet, styleSheetOf } from '../../shared/src/markup-styles.ts'
import {
  RENDER_SERVER_FOLDER,
  RENDERED_MARKUP_SLOT,
  RENDERED_STATE_SLOT,
} from '../../shared/src/rendered-page.ts'

/** Where the build leaves the server renderer and the rendered listings' HTML (hidden). */
export const SERVER_FOLDER = RENDER_SERVER_FOLDER

/** Each prerendered route and the lazily loaded page module the router shows there (app/App.tsx). */
export const PRERENDERED_PAGES = {
  '/home': 'src/features/home/components/HomePage.tsx',
  '/home/about': 'src/features/about/components/AboutPage.tsx',
  '/home/contact': 'src/features/contact/components/ContactPage.tsx',
}

/**
 * Pages the browser renders itself: their page modules, and the module that asks for the page's
 * first data while it loads (src/app/prefetch-page-data.ts). Both travel in the page's
 * `<page>-parts` file; each page gets an HTML file of its own that names that file and what it
 * imports, so they load with the app's entry instead of after it has run (a round trip less
 * before the first paint on a slow network).
 */
export const CLIENT_RENDERED_PAGES = {
  '/home/explore': {
    page: 'src/features/catalogue/components/ExplorePage.tsx',
    data: 'src/features/catalogue/api/prefetch-explore.ts',
  },
  '/home/course': {
    page: 'src/features/catalogue/components/CourseDetailPage.tsx',
    data: 'src/features/catalogue/api/prefetch-course.ts',
  },
  '/home/store': {
    page: 'src/features/store/components/StorePage.tsx',
    data: 'src/features/store/api/prefetch-store.ts',
  },
}

const ROOT_ELEMENT = '<div id="root"></div>'
const TITLE_END = '</title>'

/** A client-rendered page's short name, which names its files (`/home/store`: `store`). */
export const clientPageName = (route) => route.split('/').at(-1)

/**
 * The manifest's key of the chunk the build named `name`: a client-rendered page's modules
 * travel in a named group (`<page>-parts`, scripts/page-chunks.ts), which the manifest lists
 * under its file, not under the page's module.
 */
export function chunkNamed(manifest, name) {
  const keys = Object.keys(manifest).filter((key) => manifest[key].name === name)
  if (keys.length !== 1)
    throw new Error(`The Vite manifest has ${keys.length} chunks named ${name}`)
  return keys[0]
}

/** The page module's own files and those of its static imports, from the Vite manifest. */
export function pageFiles(manifest, source) {
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

const escapeAttribute = (value) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')

/**
 * The script that sends a page's first API requests (`requests`, recorded by the build) from its
 * HTML, placed right after the title: before every stylesheet, which an inline script would
 * wait for, and before the app's scripts are even asked for.
 */
function withEarlyRequests(template, requests) {
  if (!requests?.length) return template
  if (!template.includes(TITLE_END)) throw new Error(`index.html has no ${TITLE_END}`)
  const script = `<script data-requests="${escapeAttribute(JSON.stringify(requests))}">${EARLY_REQUESTS_SCRIPT}</script>`
  return template.replace(TITLE_END, `${TITLE_END}\n    ${script}`)
}

/**
 * index.html with the page's markup in #root, its files linked (those not linked already) and,
 * for a page the browser renders, its first API requests sent from the HTML.
 */
export function pageHtml(template, markup, files, earlyRequests) {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`)
  const links = [
    ...files.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...files.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].filter((link) => !template.includes(link.match(/href="([^"]+)"/)[1]))
  return withEarlyRequests(template, earlyRequests)
    .replace('  </head>', `${links.map((link) => `    ${link}\n`).join('')}  </head>`)
    .replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`)
}

/**
 * A listing's HTML for the API to render into (shared/src/rendered-page.ts): the page's files
 * linked, slots for its markup and state, and no early requests (its answers come with it).
 */
export function renderedPageTemplate(template, files) {
  if (!template.includes('</body>')) throw new Error('index.html has no </body>')
  return pageHtml(template, RENDERED_MARKUP_SLOT, files).replace(
    '</body>',
    `${RENDERED_STATE_SLOT}</body>`
  )
}
