/**
 * What the storefront's build leaves for the API to render a page's first visit to HTML
 * (docs/decisions.md, "Delivery"), and how the page carries what it was rendered from.
 *
 * In the build's folder: `.server/render-page.mjs` (the server renderer; a hidden folder, never
 * sent to a browser), `.server/pages/<page>.html` for each rendered page (its HTML with the
 * two slots below) and `.server/pages/styles.json`: the rules of the rendered pages' stylesheet,
 * declarations to marker (markup-styles.ts).
 */
export const RENDER_SERVER_FOLDER = '.server'
export const RENDERER_FILE = 'render-page.mjs'
export const RENDERED_PAGES_FOLDER = 'pages'
export const RENDERED_STYLES_FILE = 'styles.json'

/** Inside `#root`: the rendered markup goes here. */
export const RENDERED_MARKUP_SLOT = '<!--rendered-markup-->'
/** Before `</body>`: the state script goes here. */
export const RENDERED_STATE_SLOT = '<!--rendered-state-->'

/** The id of the JSON script with the answers the markup was rendered from. */
export const RENDERED_STATE_ID = 'rendered-state'

/** One answer the markup shows, as the page's query cache holds it. */
export interface RenderedQuery {
  queryKey: readonly unknown[]
  data: unknown
  /** When it was answered (ms since the epoch); 0 for one to ask again once hydrated. */
  updatedAt: number
}

/** What that script holds: the answers the markup shows and the stored choices it used. */
export interface RenderedState<Queries = RenderedQuery[]> {
  queries: Queries
  /** Each browser-storage key the render read, with the raw value it found (null: none). */
  storage: Record<string, string | null>
}

/**
 * `state` as the text of a `<script type="application/json">`: JSON with every `<` escaped,
 * so no value (a course's title) can close the script or open a comment.
 */
export function stateScript(state: RenderedState<unknown>) {
  const json = JSON.stringify(state).replaceAll('<', '\\u003c')
  return `<script type="application/json" id="${RENDERED_STATE_ID}">${json}</script>`
}

/** Where a rendered page's data is asked for, and the visitor's stored choices it shows. */
export interface PageRenderRequest {
  /** Where the API answers this process (loopback). */
  apiOrigin: string
  /** The address's query, as the renderer's renderedSearch gave it. */
  search: string
  /** From the renderer's storedChoices. */
  storage: Record<string, string | null>
}

/** What the renderer (`.server/render-page.mjs`) offers the API, as its `pageRenderer`. */
export interface PageRenderer {
  /** The pages rendered on a first visit, as paths (`/home/store`). */
  RENDERED_PAGES: readonly string[]
  /** The query `route` is rendered with, from the address's; null: not rendered. */
  renderedSearch(route: string, search: string): string | null
  /**
   * What `route` would read from the visitor's browser storage, from their cookies (a choice
   * the app keeps in both): a render depends on the route and this alone.
   */
  storedChoices(
    route: string,
    cookie: (name: string) => string | undefined
  ): RenderedState['storage']
  /** The page's markup and state, or null when an answer it needs failed. */
  renderFirstVisit(
    route: string,
    request: PageRenderRequest
  ): Promise<{ markup: string; state: RenderedState } | null>
}
