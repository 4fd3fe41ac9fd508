import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { EARLY_REQUESTS_SCRIPT, type EarlyRequest } from '@pathshala/shared/early-requests-script'
import { RENDERED_MARKUP_SLOT, RENDERED_STATE_SLOT } from '@pathshala/shared/rendered-page'
import {
  chunkNamed,
  CLIENT_RENDERED_PAGES,
  clientPageName,
  pageFiles,
  pageHtml,
  renderedPageTemplate,
  // @ts-expect-error the build script is plain JavaScript run by Node
} from './page-html.mjs'

const TEMPLATE = [
  '<!doctype html>',
  '<html>',
  '  <head>',
  '    <title>Pathshala</title>',
  '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/landing-1.js">',
  '  </head>',
  '  <body><div id="root"></div></body>',
  '</html>',
].join('\n')

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_landing.js'], isEntry: true },
  '_landing.js': { file: 'assets/landing-1.js', css: ['assets/landing-1.css'] },
  'src/features/catalogue/components/ExplorePage.tsx': {
    file: 'assets/ExplorePage-1.js',
    css: ['assets/ExplorePage-1.css'],
    imports: ['_landing.js', '_search.js'],
  },
  '_search.js': { file: 'assets/search-1.js' },
}

describe('the HTML of a page the browser renders', () => {
  const files = pageFiles(MANIFEST, CLIENT_RENDERED_PAGES['/home/explore'].page)

  it("names the page's scripts and stylesheets, and those of its static imports", () => {
    expect(files.js).toEqual([
      'assets/ExplorePage-1.js',
      'assets/landing-1.js',
      'assets/search-1.js',
    ])
    expect(files.css).toEqual(['assets/ExplorePage-1.css', 'assets/landing-1.css'])
  })

  it('links each file once, before the head ends, and leaves the root empty', () => {
    const html = pageHtml(TEMPLATE, '', files)
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/ExplorePage-1.js">')
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/search-1.js">')
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/ExplorePage-1.css">')
    expect(html.match(/landing-1\.js/g)).toHaveLength(1)
    expect(html.indexOf('ExplorePage-1.js')).toBeLessThan(html.indexOf('</head>'))
    expect(html).toContain('<div id="root"></div>')
  })

  it('fails the build when a page module is not in the manifest', () => {
    expect(() => pageFiles(MANIFEST, 'src/features/store/components/StorePage.tsx')).toThrow(
      /no src\/features\/store/
    )
  })
})

describe("a client-rendered page's file", () => {
  const manifest = {
    ...MANIFEST,
    '_store-parts-1.js': {
      file: 'assets/store-parts-1.js',
      name: 'store-parts',
      imports: ['_landing.js'],
    },
  }

  it('is found by the name the build gave it, from the route', () => {
    const key = chunkNamed(manifest, `${clientPageName('/home/store')}-parts`)
    expect(key).toBe('_store-parts-1.js')
    expect(pageFiles(manifest, key).js).toEqual(['assets/store-parts-1.js', 'assets/landing-1.js'])
  })

  it('fails the build when no chunk has that name', () => {
    expect(() => chunkNamed(manifest, 'course-parts')).toThrow(/0 chunks named course-parts/)
  })
})

describe("a client-rendered page's first requests in its HTML", () => {
  const requests: EarlyRequest[] = [
    {
      method: 'POST',
      url: '/api/v1/store/getAllBooks?page=1&limit=12',
      headers: { accept: 'application/json' },
      body: '{"note":"<b> & \'quotes\'"}',
      credentials: 'include',
    },
  ]
  const files = { css: ['assets/store-1.css'], js: ['assets/store-1.js'] }
  const html = pageHtml(TEMPLATE, '', files, requests)

  it('are sent by the hashed script, right after the title, before any stylesheet or script', () => {
    const head = new DOMParser().parseFromString(html, 'text/html').head
    const scripts = [...head.querySelectorAll('script')]
    expect(scripts[0]!.textContent).toBe(EARLY_REQUESTS_SCRIPT)
    expect(scripts[0]!.previousElementSibling!.tagName).toBe('TITLE')
    expect(JSON.parse(scripts[0]!.dataset.requests!)).toEqual(requests)
    const position = html.indexOf('data-requests')
    expect(position).toBeLessThan(html.indexOf('rel="stylesheet"'))
    expect(position).toBeLessThan(html.indexOf('<script type="module"'))
  })

  it('are left out of a page with none', () => {
    expect(pageHtml(TEMPLATE, '', files, [])).not.toContain('data-requests')
    expect(pageHtml(TEMPLATE, '', files)).not.toContain('data-requests')
  })
})

describe('the pages whose first data is asked for early', () => {
  const prefetchMap = readFileSync(
    resolve(import.meta.dirname, '../src/app/prefetch-page-data.ts'),
    'utf8'
  )

  const pages = Object.entries(CLIENT_RENDERED_PAGES as Record<string, { data: string }>)

  it.each(pages)('%s preloads the prefetch module the app loads for it', (route, { data }) => {
    const imported = `import('../${data.replace(/^src\//, '')}')`
    expect(prefetchMap).toMatch(new RegExp(`'${route}': \\(\\) =>\\s+${escapeRegExp(imported)}`))
  })
})

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

describe('the template of a listing the API renders', () => {
  const files = {
    css: ['assets/store-1.css', 'assets/prerendered-1.css'],
    js: ['assets/store-1.js'],
  }
  const html = renderedPageTemplate(TEMPLATE, files)

  it("links the page's files, and has a slot for the markup in the root and one for the state", () => {
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/store-1.js">')
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/prerendered-1.css">')
    expect(html).toContain(`<div id="root">${RENDERED_MARKUP_SLOT}</div>`)
    expect(html).toContain(`${RENDERED_STATE_SLOT}</body>`)
  })

  it('sends no early requests: its answers come with it', () => {
    expect(html).not.toContain('data-requests')
  })
})
