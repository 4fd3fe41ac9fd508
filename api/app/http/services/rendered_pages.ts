import { readFileSync, statSync } from 'node:fs'
import { extname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import {
  RENDER_SERVER_FOLDER,
  RENDERED_MARKUP_SLOT,
  RENDERED_PAGES_FOLDER,
  RENDERED_STATE_SLOT,
  RENDERED_STYLES_FILE,
  RENDERER_FILE,
  stateScript,
  type PageRenderer,
} from '@pathshala/shared/rendered-page'
import { markKnownStyles } from '@pathshala/shared/markup-styles'
import env from '#start/env'
import { SESSION_COOKIE_NAME } from '#config/session'
import { acceptedEncodings, compressQuickly } from '#http/services/content_encoding'
import { contentSecurityPolicy } from '#http/services/content_security_policy'
import { SharedListingCache } from '#core/services/listing_cache'

/** A render slower than this is left to the browser: the visitor gets the page as files. */
const RENDER_TIMEOUT_MS = 4000

/**
 * Renders run one at a time; beyond this many under way or waiting, a visit gets the files at
 * once: a flood of addresses that cannot be cached (courses that do not exist) never makes a
 * real page wait.
 */
const MAX_PENDING_RENDERS = 2

interface Build {
  renderer: PageRenderer
  /** Each rendered page's HTML, with its markup and state slots, by path. */
  templates: Map<string, string>
  styles: ReadonlyMap<string, string>
  /** Changes with every build, so a page rendered from the previous one is not reused. */
  id: string
}

/**
 * A visitor's first visit to a listing (`/home/store`, `/home/explore`, no query) or a course
 * (`/home/course?id=...`), rendered to HTML by the storefront build's server renderer with the
 * page's answers in it: the browser paints the page before its scripts have run, then hydrates
 * it (docs/decisions.md, "Delivery"). A browser with a session (a learner, signed in or not),
 * another query, a build without the renderer, or a render that fails get the page's files as
 * before (StaticSite), never an error.
 *
 * A render depends only on the address and the visitor's remembered view (a cookie), so it is
 * kept in the listing cache, which every admin write empties (on every instance with Redis),
 * for `RENDERED_PAGE_CACHE_SECONDS`; its compressed copies are kept beside it in memory.
 */
export class RenderedPages {
  private build?: Promise<Build | null>
  private buildVersion?: string | null
  private pendingRenders = 0
  private compressed = new Map<string, { html: string; bytes: Promise<Buffer> }>()

  constructor(
    readonly root: string,
    private cache = new SharedListingCache(
      env.get('RENDERED_PAGE_CACHE_SECONDS') ?? (env.get('NODE_ENV') === 'test' ? 0 : 30)
    )
  ) {}

  /** Sends the rendered page and answers true, or answers false for the caller to serve files. */
  async send(ctx: HttpContext): Promise<boolean> {
    const { request, response } = ctx
    if (request.method() !== 'GET') return false
    const path = request.url().replace(/\/+$/, '')
    // a file (a script, a picture) is never a page: most requests leave here, before any disk
    if (extname(path)) return false
    // only a browser without a session is surely a visitor's (static pages open no session)
    if (request.cookiesList()[SESSION_COOKIE_NAME] !== undefined) return false
    const build = await this.loadBuild()
    if (!build?.templates.has(path)) return false
    const search = build.renderer.renderedSearch(
      path,
      request.url(true).slice(request.url().length)
    )
    if (search === null) return false

    const storage = build.renderer.storedChoices(path, (name) =>
      request.plainCookie(name, { encoded: false })
    )
    const key = `rendered-page:${this.root}:${build.id}:${path}${search}:${JSON.stringify(storage)}`
    let html: string
    try {
      html = await this.cache.remember(key, () => this.render(build, path, search, storage))
    } catch (error) {
      logger.warn({ err: error, path }, 'a page could not be rendered; its files are sent')
      return false
    }

    response.header('Content-Type', 'text/html; charset=utf-8')
    response.header('Cache-Control', 'no-cache')
    // a signed-in learner and another view get other HTML at the same address
    response.header('Vary', 'Accept-Encoding, Cookie')
    response.header('Content-Security-Policy', contentSecurityPolicy())
    const encoding = acceptedEncodings(request.header('accept-encoding'))[0]?.encoding
    const body = encoding
      ? await this.compressedCopy(`${key}:${encoding}`, html, encoding)
      : Buffer.from(html)
    if (encoding) response.header('Content-Encoding', encoding)
    response.header('Content-Length', String(body.length))
    response.send(body)
    return true
  }

  private async render(
    build: Build,
    path: string,
    search: string,
    storage: Record<string, string | null>
  ) {
    if (this.pendingRenders >= MAX_PENDING_RENDERS) throw new Error('the renderer is busy')
    this.pendingRenders++
    const rendering = build.renderer.renderFirstVisit(path, {
      apiOrigin: apiOrigin(),
      search,
      storage,
    })
    // counted until it ends, even after its visitor got the files at the timeout
    void rendering.catch(() => {}).finally(() => this.pendingRenders--)
    const page = await withTimeout(rendering, RENDER_TIMEOUT_MS)
    if (!page) throw new Error('an answer the page needs failed')
    const markup = markKnownStyles(page.markup, build.styles)
    if (markup === null) throw new Error('the markup has a style the build has no rule for')
    return build.templates
      .get(path)!
      .replace(RENDERED_MARKUP_SLOT, () => markup)
      .replace(RENDERED_STATE_SLOT, () => stateScript(page.state))
  }

  private compressedCopy(key: string, html: string, encoding: 'br' | 'gzip') {
    const kept = this.compressed.get(key)
    if (kept?.html === html) return kept.bytes
    // compressed once per render and kept
    const bytes = compressQuickly(html, encoding)
    this.compressed.set(key, { html, bytes })
    // the newest pages: one per address, view and encoding
    if (this.compressed.size > 64) this.compressed.delete(this.compressed.keys().next().value!)
    bytes.catch(() => this.compressed.delete(key))
    return bytes
  }

  /** The build's renderer, loaded again when the storefront is rebuilt in place. */
  private loadBuild() {
    const version = rendererVersion(this.root)
    if (!this.build || this.buildVersion !== version) {
      this.buildVersion = version
      this.build = version
        ? loadBuild(this.root, version).catch((error) => {
            logger.warn({ err: error }, 'the storefront server renderer could not be loaded')
            return null
          })
        : Promise.resolve(null)
    }
    return this.build
  }
}

const rendererFile = (root: string) => join(root, RENDER_SERVER_FOLDER, RENDERER_FILE)

function rendererVersion(root: string) {
  try {
    return String(statSync(rendererFile(root)).mtimeMs)
  } catch {
    return null
  }
}

async function loadBuild(root: string, version: string): Promise<Build> {
  const url = pathToFileURL(rendererFile(root))
  url.searchParams.set('build', version)
  const { pageRenderer: renderer } = (await import(url.href)) as { pageRenderer?: PageRenderer }
  if (
    typeof renderer?.renderFirstVisit !== 'function' ||
    typeof renderer.renderedSearch !== 'function' ||
    typeof renderer.storedChoices !== 'function' ||
    !Array.isArray(renderer.RENDERED_PAGES)
  ) {
    throw new Error(`${RENDERER_FILE} does not offer the renderer the API expects`)
  }
  const pages = join(root, RENDER_SERVER_FOLDER, RENDERED_PAGES_FOLDER)
  const templates = new Map(
    renderer.RENDERED_PAGES.map((path) => [
      path,
      readFileSync(join(pages, `${path.split('/').at(-1)}.html`), 'utf8'),
    ])
  )
  const styles = new Map(
    Object.entries(JSON.parse(readFileSync(join(pages, RENDERED_STYLES_FILE), 'utf8')))
  ) as Map<string, string>
  return { renderer, templates, styles, id: version }
}

/** This process's own address for the renderer's API requests (it listens on HOST:PORT). */
function apiOrigin() {
  const host = env.get('HOST')
  const loopback = !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
  return `http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${env.get('PORT')}`
}

function withTimeout<T>(promise: Promise<T>, ms: number) {
  let timer: NodeJS.Timeout
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no render within ${ms} ms`)), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}
