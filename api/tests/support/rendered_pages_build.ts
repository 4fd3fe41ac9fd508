import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  RENDER_SERVER_FOLDER,
  RENDERED_MARKUP_SLOT,
  RENDERED_PAGES_FOLDER,
  RENDERED_STATE_SLOT,
  RENDERED_STYLES_FILE,
  RENDERER_FILE,
} from '@pathshala/shared/rendered-page'

/** What the stand-in renderer does on its next renders (read on every call). */
export interface RendererBehaviour {
  /** `answer`: markup naming the route, the view and the API's health status; else as named. */
  outcome: 'answer' | 'null' | 'throw' | 'unknown-style' | 'script-in-data' | 'slow'
}

export const VIEW_COOKIE = 'pathshala-store-view'

/** The style the stand-in build's stylesheet has a rule for, and its marker. */
export const KNOWN_STYLE = 'stop-color:var(--ps-brand-from)'

/**
 * A server renderer honouring the contract of the storefront's (shared/src/rendered-page.ts):
 * it asks the API it is given (over loopback, as the real one asks for the page's data),
 * counts its renders in `renders.txt` and behaves as `behaviour.json` says.
 */
const RENDERER = `
import { readFileSync, writeFileSync } from 'node:fs'
const here = new URL('.', import.meta.url)
const read = (name, fallback) => { try { return readFileSync(new URL(name, here), 'utf8') } catch { return fallback } }
const RENDERED_PAGES = ['/home/explore', '/home/store', '/home/course']
function renderedSearch(route, search) {
  const params = new URLSearchParams(search)
  if (route === '/home/course') return [...params.keys()].join() === 'id' ? '?id=' + params.get('id') : null
  return RENDERED_PAGES.includes(route) && [...params.keys()].length === 0 ? '' : null
}
function storedChoices(route, cookie) {
  const view = cookie('${VIEW_COOKIE}')
  return route === '/home/store' ? { '${VIEW_COOKIE}': view === 'list' || view === 'grid' ? JSON.stringify(view) : null } : {}
}
async function renderFirstVisit(route, { apiOrigin, search, storage }) {
  writeFileSync(new URL('renders.txt', here), String(Number(read('renders.txt', '0')) + 1))
  const { outcome } = JSON.parse(read('behaviour.json', '{"outcome":"answer"}'))
  if (outcome === 'throw') throw new Error('the renderer failed')
  if (outcome === 'null') return null
  if (outcome === 'slow') await new Promise((resolve) => setTimeout(resolve, 300))
  // the functional suite's server answers; a unit test has none
  const health = await fetch(new URL('/api/v1/health', apiOrigin)).catch(() => ({ status: 'unreachable' }))
  const view = storage['${VIEW_COOKIE}'] ?? 'none'
  const style = outcome === 'unknown-style' ? 'color:red' : '${KNOWN_STYLE}'
  return {
    markup: '<main style="' + style + '"><h1>Rendered ' + route + search + '</h1><p>view ' + view + '</p><p>api ' + health.status + '</p></main>',
    state: { queries: { title: outcome === 'script-in-data' ? '</script><script>alert(1)</script>' : 'A book' }, storage },
  }
}
export const pageRenderer = { RENDERED_PAGES, renderedSearch, storedChoices, renderFirstVisit }
`

const pageTemplate = (route: string) =>
  `<!doctype html><html><head><title>Pathshala</title></head><body><div id="root">${RENDERED_MARKUP_SLOT}</div>${RENDERED_STATE_SLOT}</body></html><!--${route}-->`

/** The page files of the same listings, as a browser without a render gets them. */
export const LISTING_SHELL = (route: string) =>
  `<!doctype html><html><head><title>Pathshala</title></head><body><div id="root"></div></body></html><!--shell ${route}-->`

/**
 * Adds to the stand-in storefront build (`withFrontEndBuilds`) what the real build leaves for
 * the API: the server renderer, each rendered listing's template and the styles' rules.
 * Answers where its files are, to set its behaviour and read its count of renders.
 */
export function addRenderedPages(root: string) {
  const folder = join(root, RENDER_SERVER_FOLDER)
  const pages = join(folder, RENDERED_PAGES_FOLDER)
  mkdirSync(pages, { recursive: true })
  writeFileSync(join(folder, RENDERER_FILE), RENDERER)
  for (const route of ['/home/explore', '/home/store', '/home/course']) {
    const name = route.split('/').at(-1)!
    writeFileSync(join(pages, `${name}.html`), pageTemplate(route))
    mkdirSync(join(root, route), { recursive: true })
    writeFileSync(join(root, route, 'index.html'), LISTING_SHELL(route))
  }
  writeFileSync(join(pages, RENDERED_STYLES_FILE), JSON.stringify({ [KNOWN_STYLE]: '0' }))
  return {
    behave: (behaviour: RendererBehaviour) =>
      writeFileSync(join(folder, 'behaviour.json'), JSON.stringify(behaviour)),
    renders: () => {
      try {
        return Number(readFileSync(join(folder, 'renders.txt'), 'utf8'))
      } catch {
        return 0
      }
    },
  }
}
